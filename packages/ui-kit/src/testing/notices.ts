import { expect, screen, waitFor } from 'storybook/test';
import { toaster } from '../feedback/toaster.js';

/*
 * Story helpers for the kit's messages. The toaster is one for the page, shared by every story of a file,
 * so stories start by clearing it: a message found afterwards is the story's own.
 */

const NOTICE_TEXT = '[data-scope="toast"][data-part="description"]';

/** Waits for a message with exactly this text (toasts fade in; a field error with the same words does not count). */
export async function expectNotice(text: string) {
  await waitFor(() => expect(screen.getAllByText(text, { selector: NOTICE_TEXT }).at(-1)).toBeVisible(), {
    timeout: 4000,
  });
}

/** Removes every message and waits until none is left in the page. */
export async function clearNotices() {
  toaster.remove();
  await waitFor(() => expect(document.querySelector('[data-scope="toast"][data-part="root"]')).toBeNull());
}
