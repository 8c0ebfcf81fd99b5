import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import shared, { filesThatMock } from '../../vitest.shared.js';

const here = dirname(fileURLToPath(import.meta.url));
const storybookDir = join(here, '../../.storybook');
const unitTests = ['src/**/*.test.{ts,tsx}'];
const mocking = filesThatMock(here, ['src']);

/**
 * The hooks' unit tests in jsdom (the files share their worker's modules and page, except those that
 * replace a module: vitest.shared.ts), and every story as a test in Debian's Chromium (play functions are
 * the interaction checks; the a11y addon runs axe on each story).
 */
export default mergeConfig(
  shared,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: { name: 'unit', environment: 'jsdom', include: unitTests, exclude: mocking, isolate: false },
        },
        { extends: true, test: { name: 'unit-mocking', environment: 'jsdom', include: mocking } },
        {
          extends: true,
          plugins: [storybookTest({ configDir: storybookDir })],
          // Pre-bundled up front: a dependency found mid-run makes Vite reload the page under a running test.
          optimizeDeps: {
            include: [
              'react',
              'react-dom',
              'react-dom/client',
              'react/jsx-dev-runtime',
              '@chakra-ui/react',
              'dayjs',
              'zod',
            ],
          },
          test: {
            name: 'stories',
            setupFiles: [join(storybookDir, 'vitest.setup.ts')],
            browser: {
              enabled: true,
              headless: true,
              screenshotFailures: false,
              provider: playwright({
                launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
              }),
              instances: [{ browser: 'chromium' }],
            },
          },
        },
      ],
    },
  }),
);
