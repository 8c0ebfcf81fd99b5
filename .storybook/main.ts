import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { sourceResolve } from '../vitest.shared.js';

// Storybook for the ui-kit: every component's stories sit beside it (packages/ui-kit/src/**/*.stories.tsx).
// The same stories run as tests in Chromium (packages/ui-kit/vitest.config.ts) with an axe check each.
const config: StorybookConfig = {
  stories: ['../packages/ui-kit/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Workspace packages are read from source, as in the tests and the console's dev server.
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { resolve: sourceResolve.resolve }),
};

export default config;
