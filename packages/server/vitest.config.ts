import { defineConfig, mergeConfig } from 'vitest/config';
import shared, { onNodeResolution } from '../../vitest.shared.js';

const config = mergeConfig(
  shared,
  defineConfig({
    test: {
      // The demo data is seeded once per run; each test server starts from a copy (test/seed-once.ts).
      globalSetup: ['test/seed-once.ts'],
      // The files share their worker's modules instead of loading the server afresh for each one (about a
      // second a file): no server test mocks a module or keeps state outside its own servers and databases.
      isolate: false,
    },
  }),
);

export default onNodeResolution(config);
