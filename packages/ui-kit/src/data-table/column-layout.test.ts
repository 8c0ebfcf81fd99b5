import { describe, expect, it } from 'vitest';
import {
  fittedWidth,
  NAME_FIT_CHARS,
  nameTooltip,
  pinnedLast,
  pinOffsets,
  textWidth,
} from './column-layout.js';
import type { TableColumn } from './types.js';

const NAME: TableColumn = { key: 'cInternshipName', title: '实习名称', names: true };
const OTHER: TableColumn = { key: 'cMajor', title: '面向专业' };
const row = (name: string) => ({ cInternshipName: name, cMajor: name });

describe('the naming column', () => {
  it('counts a Han character as a whole em and a Latin one as less', () => {
    expect(textWidth('实习')).toBe(28);
    expect(textWidth('ab')).toBeLessThan(textWidth('实习'));
  });

  it('grows to the longest name on the page, never below its declared width', () => {
    const short = fittedWidth(NAME, [row('实习')], 160);
    expect(short).toBe(160);
    const twenty = '2026届软件技术专业顶岗实习（第二批）';
    const wide = fittedWidth(NAME, [row('实习'), row(twenty)], 160);
    expect(wide).toBeGreaterThanOrEqual(textWidth(twenty) + 24);
    expect(fittedWidth(OTHER, [row(twenty)], 160)).toBe(160);
  });

  it(`stops growing at ${NAME_FIT_CHARS} characters, and a longer name gets its tooltip`, () => {
    const long = '某'.repeat(NAME_FIT_CHARS + 10);
    const fit = '某'.repeat(NAME_FIT_CHARS);
    expect(fittedWidth(NAME, [row(long)], 160)).toBe(fittedWidth(NAME, [row(fit)], 160));
    expect(nameTooltip(NAME, row(long))).toBe(long);
    expect(nameTooltip(NAME, row(fit))).toBeUndefined();
    expect(nameTooltip(OTHER, row(long))).toBeUndefined();
  });
});

describe('the pinned columns', () => {
  const pinned: TableColumn = { key: '_pages', title: '实习页面', pin: 'end' };

  it('come last in the order the user set, in their own order', () => {
    expect(pinnedLast(['_pages', 'cInternshipName', 'cMajor'], [NAME, OTHER, pinned])).toEqual([
      'cInternshipName',
      'cMajor',
      '_pages',
    ]);
  });

  it('sit at the right edge, each after the widths of the pinned ones beyond it', () => {
    const offsets = pinOffsets([
      { id: 'cMajor', size: 160, pinned: false },
      { id: '_watch', size: 90, pinned: true },
      { id: '_pages', size: 300, pinned: true },
    ]);
    expect([...offsets]).toEqual([
      ['_pages', 0],
      ['_watch', 300],
    ]);
  });
});
