// @vitest-environment jsdom

import { SCREENS } from '@practice/sdk/contract';
import { UiKitProvider } from '@practice/ui-kit';
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppRoute } from '../routes/types.js';
import { PRACTICE_VIEWS, viewOf } from './registry.js';

// A route whose view has no screen file (a menu the server offers before the console draws it).
const route = {
  path: '/practice/no-such-area/list',
  title: '待建页面',
  view: 'practice/no-such-area/list',
} as AppRoute;

afterEach(cleanup);

describe('PRACTICE_VIEWS', () => {
  it('holds only files named after a catalogue view, so a misnamed screen file is caught here', () => {
    const views = new Set(SCREENS.map((s) => s.view));
    const strays = Object.keys(PRACTICE_VIEWS).filter((name) => !views.has(name));
    expect(strays).toEqual([]);
  });
});

describe('viewOf', () => {
  it('gives one stable component per route, so kept-alive views keep their state', () => {
    expect(viewOf(route)).toBe(viewOf({ ...route }));
    expect(viewOf(route)).not.toBe(viewOf({ ...route, path: '/other', title: '其他' }));
  });

  it('shows a placeholder naming a screen that is not built yet', async () => {
    const View = viewOf(route);
    render(
      <UiKitProvider>
        <Suspense fallback={null}>
          <View />
        </Suspense>
      </UiKitProvider>,
    );
    expect(await screen.findByText('待建页面')).toBeTruthy();
    expect(screen.getByText(/\/practice\/no-such-area\/list/)).toBeTruthy();
    expect(screen.getByText(/此页面将在后续版本中提供/)).toBeTruthy();
  });
});
