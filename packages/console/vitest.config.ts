import { defineConfig, mergeConfig } from 'vitest/config';
import shared, { filesThatMock } from '../../vitest.shared.js';

// Unit tests: the files share their worker's modules, except those that replace one (vitest.shared.ts).
const unitTests = ['{src,scripts}/**/*.test.{ts,tsx}'];
const mocking = filesThatMock(import.meta.dirname, ['src', 'scripts']);
export default mergeConfig(
  shared,
  defineConfig({
    test: {
      setupFiles: ['src/testing/fresh-query-cache.ts', 'src/testing/patient-waits.ts'],
      projects: [
        { extends: true, test: { name: 'shared', include: unitTests, exclude: mocking, isolate: false } },
        { extends: true, test: { name: 'mocking', include: mocking } },
      ],
    },
  }),
);
