import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import * as projectAnnotations from './preview.js';

// The story tests apply the same decorators and parameters as Storybook, plus axe from the a11y addon.
setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);

// A file's first story renders while its modules are still being compiled and the browser is cold; on a
// busy two-core CI machine that took longer than testing-library's default second for `waitFor` and the
// `find*` queries (a table's first page, CI stop 47). The wait ends as soon as the check passes, so this
// only moves the point where a story that never gets there fails.
configure({ asyncUtilTimeout: 5000 });
