import { defineEnum } from '@practice/sdk/contract';
import { describe, expect, it } from 'vitest';
import { cardLayout } from './card-layout.js';
import type { TableColumn } from './types.js';

const Review = defineEnum('fStatus', '审核状态', [
  [0, '未审核', 'warning'],
  [1, '已通过', 'success'],
]);
const Stage = defineEnum('fStage', '实习阶段', [[0, '准备阶段', 'info']]);

const col = (key: string, extra: Partial<TableColumn> = {}): TableColumn => ({ key, title: key, ...extra });
const keys = (columns: readonly ({ key: string } | undefined)[]) => columns.map((c) => c?.key);

describe('cardLayout', () => {
  it('takes the naming column as the title, the first enum as the status and the next three as fields', () => {
    const layout = cardLayout([
      col('cNumber'),
      col('cRealName', { names: true }),
      col('fStatus', { enum: Review }),
      col('cMobile'),
      col('cClass'),
      col('cCompany'),
      col('cCity'),
    ]);
    expect(layout.title?.key).toBe('cRealName');
    expect(layout.status?.key).toBe('fStatus');
    expect(keys(layout.fields)).toEqual(['cNumber', 'cMobile', 'cClass']);
    expect(layout.actions).toEqual([]);
  });

  it('falls back to the first data column for the title, and keeps a link title a link', () => {
    const link = { child: 'info', fields: ['id'] };
    const layout = cardLayout([col('fStatus', { enum: Review }), col('cName', { link }), col('cCity')]);
    expect(layout.title?.key).toBe('cName');
    expect(layout.actions).toEqual([]);
    expect(keys(layout.fields)).toEqual(['cCity']);
    // With a naming column, another link is one of the row's actions.
    const named = cardLayout([col('cCity', { link }), col('cName', { names: true })]);
    expect(named.title?.key).toBe('cName');
    expect(keys(named.actions)).toEqual(['cCity']);
  });

  it('puts links, pinned columns and text-less custom cells at the foot, in the user order', () => {
    const layout = cardLayout(
      [
        col('cName', { names: true }),
        col('_pages', { pin: 'end', render: () => null, text: () => '' }),
        col('fCount', { link: { child: 'list', fields: ['id'] } }),
        col('_watch', { render: () => null, text: () => '' }),
        col('_late', { render: () => null, text: (row) => String(row.late ?? '') }),
      ],
      [{}, { late: '逾期 2 天' }],
    );
    expect(keys(layout.actions)).toEqual(['_pages', 'fCount', '_watch']);
    // A custom cell with text on some row is a value: it stays a field, as a page all on time makes it not.
    expect(keys(layout.fields)).toEqual(['_late']);
    const onTime = cardLayout(
      [col('_late', { render: () => null, text: (row) => String(row.late ?? '') })],
      [{}],
    );
    expect(keys(onTime.actions)).toEqual(['_late']);
  });

  it('shows a second enum column as a field', () => {
    const layout = cardLayout([
      col('cName', { names: true }),
      col('fStatus', { enum: Review }),
      col('fStage', { enum: Stage }),
    ]);
    expect(layout.status?.key).toBe('fStatus');
    expect(keys(layout.fields)).toEqual(['fStage']);
  });

  it('follows what a column declares, over the guess', () => {
    const layout = cardLayout([
      col('cNumber', { card: false }),
      col('cName', { names: true, card: 'field' }),
      col('cTitle', { card: 'title' }),
      col('fStatus', { enum: Review, card: 'field' }),
      col('fMark', { enum: Review }),
      col('fStage', { enum: Stage, card: 'status' }),
      col('a'),
      col('b'),
      col('c'),
      col('cFile', { card: 'action' }),
    ]);
    expect(layout.title?.key).toBe('cTitle');
    expect(layout.status?.key).toBe('fStage');
    // The two declared fields and one guessed one (an enum column before the declared status): three lines.
    expect(keys(layout.fields)).toEqual(['cName', 'fStatus', 'fMark']);
    expect(keys(layout.actions)).toEqual(['cFile']);
  });

  it('leaves hidden columns out because it is given the visible ones only, and copes with none', () => {
    expect(cardLayout([])).toEqual({ title: undefined, status: undefined, fields: [], actions: [] });
    const many = cardLayout(['a', 'b', 'c', 'd', 'e', 'f'].map((k) => col(k, { card: 'field' })));
    expect(many.fields).toHaveLength(6);
  });
});
