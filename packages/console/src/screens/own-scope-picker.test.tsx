// @vitest-environment jsdom
import { UiKitProvider } from '@practice/ui-kit';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  createMemoryRouter,
  type Location,
  UNSAFE_LocationContext as LocationContext,
  type NavigationType,
  RouterProvider,
} from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routeFixture } from '../tabs/route-fixture.js';
import { stubMatchMedia } from '../testing/match-media.js';

/* What a student sees opening a page about one of their courses from the menu, by what their list holds. */

const callOperation = vi.hoisted(() => vi.fn());
vi.mock('./entity-list/entity-calls.js', () => ({ callOperation }));
const { OwnScopePicker } = await import('./kit/own-scope-picker.js');
const { OWN_INTERNSHIPS } = await import('./practice/student-manage/parts/own-internships.js');

const PAGE = routeFixture({
  path: '/practice/student-manage/summary-student',
  title: '实习总结',
  view: 'x',
});

const row = (id: string, stage: number, start: string, end: string) => ({
  fInternshipInfoId: `c${id}`,
  fInternshipStudentId: `s${id}`,
  cInternshipName: `实习${id}`,
  cCompanyName: `公司${id}`,
  fInternshipStatus: stage,
  tStartDate: start,
  tEndDate: end,
});

beforeAll(stubMatchMedia);
afterEach(() => {
  cleanup();
  callOperation.mockReset();
});

/** What the guard loader waits for, when a test holds a navigation under way. */
let held: Promise<void> | null = null;
let router: ReturnType<typeof createMemoryRouter>;

/** Nothing to draw before the first guard answer (it answers at once). */
function NoFallback() {
  return null;
}

/** The picker under the app's kind of router (a data router: its guard loader runs on every navigation). */
function mount(rows: object[] | Promise<unknown>, wrap: (picker: ReactNode) => ReactNode = (p) => p) {
  if (Array.isArray(rows)) callOperation.mockResolvedValue({ List: rows, TotalCount: rows.length });
  else callOperation.mockReturnValue(rows);
  held = null;
  router = createMemoryRouter(
    [
      {
        path: '*',
        loader: () => held,
        HydrateFallback: NoFallback,
        element: wrap(<OwnScopePicker source={OWN_INTERNSHIPS} route={PAGE} />),
      },
    ],
    { initialEntries: [PAGE.path] },
  );
  render(
    <UiKitProvider theme="green">
      <RouterProvider router={router} />
    </UiKitProvider>,
  );
}

const where = () => `${router.state.location.pathname}${router.state.location.search}`;

const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

/** As keep-alive hands a view its own last visit (and React shows the old page until it draws the new one). */
const keptAt = (pathname: string) => (picker: ReactNode) => {
  const location: Location = { pathname, search: '', hash: '', state: null, key: 'kept' };
  return (
    <LocationContext.Provider value={{ location, navigationType: 'POP' as NavigationType }}>
      {picker}
    </LocationContext.Provider>
  );
};

const ONLY = `${PAGE.path}?fInternshipInfoId=c1&fInternshipStudentId=s1&_pageHeader=%E5%AE%9E%E4%B9%A01`;

describe('<OwnScopePicker>', () => {
  it('says what to do when the student has no internship', async () => {
    mount([]);
    expect(await screen.findByText(OWN_INTERNSHIPS.none)).toBeTruthy();
    expect(callOperation).toHaveBeenCalledWith(OWN_INTERNSHIPS.operation, { pageNumber: -1, pageSize: 10 });
    expect(where()).toBe(PAGE.path);
  });

  it('opens the only one as its row button would', async () => {
    mount([row('1', 2, '2025-07-01', '2025-08-31')]);
    await waitFor(() => expect(where()).toBe(ONLY));
  });

  it('leaves the page the user went on to alone when the rows come after', async () => {
    const rows = deferred<unknown>();
    mount(rows.promise, keptAt(PAGE.path));
    await waitFor(() => expect(callOperation).toHaveBeenCalled());
    const next = '/practice/student-manage/instructor-student';
    await act(() => router.navigate(next));
    await act(async () => rows.resolve({ List: [row('1', 2, '2025-07-01', '2025-08-31')], TotalCount: 1 }));
    // Replacing now would have put 实习总结 over 我的导师's address (and its tab over 我的导师's).
    expect(where()).toBe(next);
  });

  it('opens the row once a navigation under way when it came has ended on this page again', async () => {
    const rows = deferred<unknown>();
    mount(rows.promise);
    await waitFor(() => expect(callOperation).toHaveBeenCalled());
    const guard = deferred<void>();
    held = guard.promise;
    act(() => {
      void router.navigate(PAGE.path);
    });
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    await act(async () => rows.resolve({ List: [row('1', 2, '2025-07-01', '2025-08-31')], TotalCount: 1 }));
    // The user's navigation goes on, not cut short by a replace of its own.
    expect(where()).toBe(PAGE.path);
    expect(router.state.navigation.location?.search).toBe('');
    guard.resolve();
    await waitFor(() => expect(where()).toBe(ONLY));
  });

  it('offers several running ones, the latest started first, and opens the one picked', async () => {
    const today = new Date();
    const year = today.getFullYear();
    mount([
      row('old', 1, `${year - 1}-01-01`, `${year + 1}-12-31`),
      row('new', 1, `${year}-01-01`, `${year + 1}-12-31`),
      row('done', 2, `${year - 3}-01-01`, `${year - 3}-06-30`),
    ]);
    expect(await screen.findByText(OWN_INTERNSHIPS.question)).toBeTruthy();
    const choices = screen.getAllByRole('button').map((b) => b.textContent ?? '');
    expect(choices).toHaveLength(3);
    expect(choices[0]).toMatch(/^实习new进行中/);
    expect(choices[1]).toMatch(/^实习old进行中/);
    expect(choices[2]).toMatch(/^实习done公司done/);
    fireEvent.click(screen.getByRole('button', { name: /实习old/ }));
    await waitFor(() => expect(where()).toContain('fInternshipStudentId=sold'));
  });
});
