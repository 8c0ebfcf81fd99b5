import { expect, screen, waitFor } from 'storybook/test';

/**
 * The open dialog, once it takes clicks. Ark's dialog draws its content a frame or two before its machine
 * has opened, and meanwhile the positioner ignores the pointer (`pointer-events: none`): a person cannot
 * click that fast, a story can, and its click would be refused.
 */
export async function findReadyDialog(
  role: 'dialog' | 'alertdialog',
  name?: string | RegExp,
  options: { timeout?: number } = {},
): Promise<HTMLElement> {
  const dialog = await screen.findByRole(role, name === undefined ? {} : { name }, options);
  await waitFor(() => expect(getComputedStyle(dialog).pointerEvents).not.toBe('none'), options);
  return dialog;
}
