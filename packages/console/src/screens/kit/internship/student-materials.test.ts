import { describe, expect, it } from 'vitest';
import { entriesOf } from './student-materials.js';

const item = (id: string, name: string, sort: number | null, kind = 1) => ({
  fTemplateItemId: id,
  cTemplateItemName: name,
  fFontType: kind,
  fSort: sort,
});

describe('entriesOf', () => {
  it('lists the template’s items in form order, each with the student’s row or none', () => {
    const items = [
      item('b', '实习责任保险单号', 2),
      item('a', '三方协议扫描件', 1, 6),
      item('c', '紧急联系人电话', null),
    ];
    const rows = [{ fTemplateItemId: 'a', cContent: 'x/1---协议.pdf', fStatus: 1 }];
    const entries = entriesOf(items, rows);
    expect(entries.map((e) => e.item.fTemplateItemId)).toEqual(['a', 'b', 'c']);
    expect(entries[0]?.row).toBe(rows[0]);
    expect(entries[1]?.row).toBeNull();
  });

  it('still shows a handed-in row whose item the template no longer has, last', () => {
    const rows = [
      { fTemplateItemId: 'gone', cTemplateItemName: '旧材料', fFontType: 5, fSort: 1, cContent: 'p.jpg' },
    ];
    const entries = entriesOf([item('a', '三方协议扫描件', 1)], rows);
    expect(entries.map((e) => e.item.cTemplateItemName)).toEqual(['三方协议扫描件', '旧材料']);
    expect(entries[1]?.item.fFontType).toBe(5);
  });
});
