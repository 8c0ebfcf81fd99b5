import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as projectAnnotations from './preview.js';

// The story tests apply the same decorators and parameters as Storybook, plus axe from the a11y addon.
setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);
