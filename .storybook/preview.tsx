import type { Decorator, Preview } from '@storybook/react-vite';
import { cancelQuestion } from '../packages/ui-kit/src/feedback/confirm.js';
import { THEME_LABELS, THEME_NAMES, toaster, UiKitProvider } from '../packages/ui-kit/src/index.js';

// Every word of the kit is Chinese: say so to screen readers and to the browser's own controls.
document.documentElement.lang = 'zh-CN';

/** Every story renders inside the kit's provider, in the theme picked in the toolbar (default first). */
const withTheme: Decorator = (Story, context) => (
  <UiKitProvider theme={String(context.globals.theme ?? 'default')}>
    <Story />
  </UiKitProvider>
);

const preview: Preview = {
  decorators: [withTheme],
  // The messages and the confirmation are one for the page: a story that failed half-way must not leave
  // its question or its notices over the next story.
  beforeEach: () => {
    cancelQuestion();
    toaster.remove();
  },
  globalTypes: {
    theme: {
      description: '主题',
      toolbar: {
        title: '主题',
        icon: 'paintbrush',
        items: THEME_NAMES.map((name) => ({ value: name, title: THEME_LABELS[name] })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'default' },
  parameters: {
    layout: 'padded',
    // Accessibility violations fail the story tests, not just the panel.
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
};

export default preview;
