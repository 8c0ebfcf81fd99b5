// @vitest-environment jsdom

import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PHONE_QUERY } from '../phone/use-phone.js';
import { stubMatchMedia } from '../testing/match-media.js';
import { UiKitProvider } from '../theme/provider.js';
import { AppDialog, type DialogSize } from './app-dialog.js';

/* AppDialog's size by window: as asked on a wider screen, full screen on a phone whatever was asked. */

/** A window that is a phone's, or not. */
const windowOf = (phone: boolean) => stubMatchMedia((query) => phone && query === PHONE_QUERY);

// The files of this project share their window: the next one gets the matchMedia it found.
const original = window.matchMedia;
afterEach(() => {
  cleanup();
  window.matchMedia = original;
});

const shownSize = async (size: DialogSize) => {
  render(
    <UiKitProvider>
      <AppDialog
        open
        onClose={() => {}}
        title="对话框标题"
        size={size}
        footer={<button type="button">确定</button>}
      >
        内容
      </AppDialog>
    </UiKitProvider>,
  );
  return (await screen.findByRole('dialog')).getAttribute('data-dialog-size');
};

describe('<AppDialog> size', () => {
  it('is the size asked for on a wider screen', async () => {
    windowOf(false);
    expect(await shownSize('small')).toBe('small');
  });

  it.each(['small', 'medium', 'large'] as const)('fills a phone’s screen when %s was asked', async (size) => {
    windowOf(true);
    expect(await shownSize(size)).toBe('full');
  });
});
