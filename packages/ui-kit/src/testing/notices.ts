import { expect, screen } from 'storybook/test';

/** Story helper: waits for a toast with exactly this text (a field error with the same words does not count). */
export async function expectNotice(text: string) {
  const found = await screen.findByText(text, { selector: '[data-scope="toast"][data-part="description"]' });
  await expect(found).toBeInTheDocument();
}
