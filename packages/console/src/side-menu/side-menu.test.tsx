// @vitest-environment jsdom

import { UiKitProvider } from '@practice/ui-kit';
import { cleanup, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { MenuItem } from './menu-rules.js';
import { SideMenu } from './side-menu.js';

/*
 * The submenu holding the page shown is open from the menu's first frame. The phone's drawer mounts the menu
 * anew at each opening; drawn folded and unfolded a moment later, the group was folded again by a tap made
 * in between (a browser test caught it under load).
 */

afterEach(cleanup);

const ITEMS: MenuItem[] = [
  { path: '/index', title: '首页' },
  {
    path: '/practice/student-manage',
    title: '我的实习',
    children: [
      { path: '/practice/student-manage/list', title: '实习信息' },
      { path: '/practice/student-manage/summary-student', title: '实习总结' },
    ],
  },
  { path: '/site', title: '门户网站', children: [{ path: '/site/news', title: '新闻' }] },
];

/** What the menu's first committed frame shows, read before any effect of the menu runs. */
function FirstFrame({ onFrame }: { onFrame: () => void }) {
  useLayoutEffect(() => {
    onFrame();
  }, [onFrame]);
  return null;
}

describe('the side menu', () => {
  it('shows the group of the page shown unfolded in its first frame, the others folded', () => {
    let firstFrame: (string | null)[] = [];
    const expandedOf = () =>
      ['我的实习', '门户网站'].map((name) =>
        screen.getByRole('button', { name }).getAttribute('aria-expanded'),
      );
    render(
      <UiKitProvider>
        <MemoryRouter>
          <SideMenu
            items={ITEMS}
            highlighted="/practice/student-manage/summary-student"
            collapsed={false}
            layout="vertical"
          />
          <FirstFrame onFrame={() => (firstFrame = expandedOf())} />
        </MemoryRouter>
      </UiKitProvider>,
    );
    expect(firstFrame).toEqual(['true', 'false']);
    expect(screen.getByRole('link', { name: '实习总结' })).toBeTruthy();
  });
});
