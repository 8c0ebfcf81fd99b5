// Storybook for the ui-kit: every component's stories sit beside it (packages/ui-kit/src/**/*.stories.tsx).
// Storybook itself (10.x with @storybook/react-vite and addon-vitest) is installed with the ui-kit's stories.
const config = {
  stories: ['../packages/ui-kit/src/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
};

export default config;
