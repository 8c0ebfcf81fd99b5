// @vitest-environment jsdom
import { UiKitProvider } from '@practice/ui-kit';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routeFixture } from '../../tabs/route-fixture.js';

/* What a student sees opening a page about one of their courses from the menu, by what their list holds. */

const callOperation = vi.hoisted(() => vi.fn());
vi.mock('../entity-list/index.js', () => ({ callOperation }));
const { OwnScopePicker } = await import('./own-scope-picker.js');
const { OWN_INTERNSHIPS } = await import('../practice/student-manage/parts/own-internships.js');

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

beforeAll(() => {
  // jsdom has no matchMedia; Chakra's responsive props ask for it.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    onchange: null,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  cleanup();
  callOperation.mockReset();
});

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

function mount(rows: object[]) {
  callOperation.mockResolvedValue({ List: rows, TotalCount: rows.length });
  render(
    <UiKitProvider theme="green">
      <MemoryRouter initialEntries={[PAGE.path]}>
        <OwnScopePicker source={OWN_INTERNSHIPS} route={PAGE} />
        <Where />
      </MemoryRouter>
    </UiKitProvider>,
  );
}

const where = () => screen.getByTestId('where').textContent ?? '';

describe('<OwnScopePicker>', () => {
  it('says what to do when the student has no internship', async () => {
    mount([]);
    expect(await screen.findByText(OWN_INTERNSHIPS.none)).toBeTruthy();
    expect(callOperation).toHaveBeenCalledWith(OWN_INTERNSHIPS.operation, { pageNumber: -1, pageSize: 10 });
    expect(where()).toBe(PAGE.path);
  });

  it('opens the only one as its row button would', async () => {
    mount([row('1', 2, '2025-07-01', '2025-08-31')]);
    await waitFor(() =>
      expect(where()).toBe(
        `${PAGE.path}?fInternshipInfoId=c1&fInternshipStudentId=s1&_pageHeader=%E5%AE%9E%E4%B9%A01`,
      ),
    );
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
