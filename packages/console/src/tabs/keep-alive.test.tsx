// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type ComponentType, useEffect, useState } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppRoute } from '../routes/types.js';
import { refreshView, resetTabs, viewKeyOf, visitRoute } from '../stores/tabs.js';
import { KeepAlive } from './keep-alive.js';
import { routeFixture } from './route-fixture.js';

/* The keep-alive keeps each screen's state while hidden (SPEC §2.2), at most the limit of views. */

function SearchView() {
  const [text, setText] = useState('');
  const { search } = useLocation();
  return (
    <label>
      {`查询${search}`}
      <input aria-label="关键字" value={text} onChange={(e) => setText(e.target.value)} />
    </label>
  );
}

const ROUTES: Record<string, AppRoute> = Object.fromEntries(
  ['/a', '/b', '/c'].map((path) => [path, routeFixture({ path, view: 'search' })]),
);
const viewOf = (): ComponentType => SearchView;

let go: (to: string) => void = () => {};
function Harness({ max }: { max: number }) {
  const location = useLocation();
  go = useNavigate();
  const route = ROUTES[location.pathname];
  useEffect(() => {
    if (route) visitRoute(route, location.search, max);
  }, [route, location.search, max]);
  return (
    <KeepAlive
      activeKey={route ? viewKeyOf(route, location.search) : null}
      activeRoute={route}
      routeAt={(path) => ROUTES[path]}
      viewOf={viewOf}
    />
  );
}

const mount = (max = 20) =>
  render(
    <MemoryRouter initialEntries={['/a']}>
      <Harness max={max} />
    </MemoryRouter>,
  );
const navigate = (to: string) => act(() => go(to));

beforeEach(resetTabs);
afterEach(cleanup);

describe('<KeepAlive>', () => {
  it('keeps a typed search after switching away and back', async () => {
    mount();
    fireEvent.change(screen.getByLabelText('关键字'), { target: { value: '张三' } });
    await navigate('/b?page=2');
    expect(screen.getAllByLabelText('关键字')).toHaveLength(2);
    await navigate('/a');
    const inputs = screen.getAllByLabelText('关键字') as HTMLInputElement[];
    expect(inputs.map((i) => i.value)).toContain('张三');
    // The other view is kept too, but hidden.
    const hidden = inputs.find((i) => i.value === '')!;
    expect(hidden.closest('[style*="display: none"]')).not.toBeNull();
  });

  it('lets a hidden view keep seeing its own query', async () => {
    mount();
    await navigate('/b?page=2');
    await navigate('/a?other=1');
    expect(screen.getByText('查询?page=2')).toBeTruthy();
    expect(screen.getByText('查询?other=1')).toBeTruthy();
  });

  it('forgets the oldest view beyond the limit', async () => {
    mount(2);
    fireEvent.change(screen.getByLabelText('关键字'), { target: { value: '张三' } });
    await navigate('/b');
    await navigate('/c');
    await navigate('/a');
    const values = (screen.getAllByLabelText('关键字') as HTMLInputElement[]).map((i) => i.value);
    expect(values).toHaveLength(2);
    expect(values).not.toContain('张三');
  });

  it('refresh remounts the view, clearing its state', async () => {
    mount();
    fireEvent.change(screen.getByLabelText('关键字'), { target: { value: '张三' } });
    await act(async () => refreshView('/a'));
    expect((screen.getByLabelText('关键字') as HTMLInputElement).value).toBe('');
  });
});
