import { defaultServerConditions } from 'vite';
import { defineConfig, mergeConfig } from 'vitest/config';
import shared, { SOURCE_CONDITION } from '../../vitest.shared.js';

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

// The server's tests run on Node, so a dependency's 'module' build (meant for bundlers) is not theirs to load:
// the AWS SDK's is ES modules whose imports name no file extension, which Node refuses. Without 'module' each
// dependency resolves as Node itself would resolve it.
const nodeConditions = [SOURCE_CONDITION, ...defaultServerConditions.filter((c) => c !== 'module')];
config.ssr = { ...config.ssr, resolve: { ...config.ssr?.resolve, conditions: nodeConditions } };
config.environments = {
  ...config.environments,
  __vitest__: { resolve: { conditions: nodeConditions } },
};

export default config;
