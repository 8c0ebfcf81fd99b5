import { describe, expect, it } from 'vitest';
import { groupByToolbar, hasButton, toPageButtons } from './buttons.js';

const rows = [
  {
    cController: 'AppRole',
    cAction: 'DeleteAppRoleIDS',
    cDisplayName: '删除',
    fIndex: 3,
    cButtonToolbar: 'toolbar',
  },
  { cController: 'AppRole', cAction: 'EditAppRole', cDisplayName: '编辑', fIndex: 2, cButtonToolbar: 'row' },
  {
    cController: 'AppRole',
    cAction: 'AddAppRole',
    cDisplayName: '新增',
    fIndex: 1,
    cButtonToolbar: 'toolbar',
  },
  {
    cController: 'InternshipReference',
    cAction: 'UpdateDownloadCount',
    cDisplayName: '下载',
    fIndex: 4,
    cButtonToolbar: null,
    cOperation: 'InternshipReference_UpdateDownloadCount',
  },
];

describe('page buttons (SPEC §6)', () => {
  it('sorts by fIndex and names each by its operation', () => {
    const buttons = toPageButtons(rows);
    expect(buttons.map((b) => b.operation)).toEqual([
      'AddAppRole',
      'EditAppRole',
      'DeleteAppRoleIDS',
      'InternshipReference_UpdateDownloadCount',
    ]);
  });

  it('resolves controller plus action through the catalogue when the server names no operation', () => {
    const buttons = toPageButtons(
      [{ cController: 'AppRole', cAction: 'X', cDisplayName: 'x', fIndex: 1 }],
      (c, a) => `${c}_${a}`,
    );
    expect(buttons[0]?.operation).toBe('AppRole_X');
  });

  it('groups by toolbar, a missing toolbar counting as the main one', () => {
    const groups = groupByToolbar(toPageButtons(rows));
    expect(groups.toolbar.map((b) => b.label)).toEqual(['新增', '删除', '下载']);
    expect(groups.row.map((b) => b.label)).toEqual(['编辑']);
    expect(groups.form).toEqual([]);
    expect(groups.tree).toEqual([]);
  });

  it('answers whether the user has a button', () => {
    const buttons = toPageButtons(rows);
    expect(hasButton(buttons, 'AddAppRole')).toBe(true);
    expect(hasButton(buttons, 'SetAppRoleApi')).toBe(false);
  });
});
