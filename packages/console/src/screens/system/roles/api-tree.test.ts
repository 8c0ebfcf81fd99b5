import { describe, expect, it } from 'vitest';
import { type ApiGrant, allFixed, buildApiTree, grantedOperations, initiallyGranted } from './api-tree.js';

const grant = (op: string, controller: string, checked: boolean, fixed = false): ApiGrant => ({
  cOperation: op,
  cApi: controller === 'Home' ? 'system' : 'internship',
  cApiTitle: controller === 'Home' ? '系统' : '实习',
  cController: controller,
  cMethod: 'POST',
  cPath: `/api/v1/${controller}/${op}`,
  cSummary: op,
  checked,
  fixed,
});
const GRANTS = [
  grant('LoginCheck', 'Home', true, true),
  grant('AddClass', 'Class', true),
  grant('EditClass', 'Class', false),
  grant('AddSchool', 'School', false),
];

describe('buildApiTree', () => {
  it('groups by API or by controller, in first-seen order, fixed operations disabled', () => {
    const byApi = buildApiTree(GRANTS, 'api');
    expect(byApi.map((g) => [g.label, g.children.map((c) => c.key)])).toEqual([
      ['系统', ['LoginCheck']],
      ['实习', ['AddClass', 'EditClass', 'AddSchool']],
    ]);
    expect(byApi[0]?.children[0]).toMatchObject({ disabled: true, detail: 'POST /api/v1/Home/LoginCheck' });
    const byController = buildApiTree(GRANTS, 'controller');
    expect(byController.map((g) => g.label)).toEqual(['Home', 'Class', 'School']);
    expect(byController.every((g) => g.holder)).toBe(true);
  });
});

describe('grants', () => {
  it("starts from the server's checks and sends only the checked, unfixed operations", () => {
    const checked = initiallyGranted(GRANTS);
    expect([...checked]).toEqual(['LoginCheck', 'AddClass']);
    checked.add('AddSchool');
    expect(grantedOperations(GRANTS, checked)).toEqual(['AddClass', 'AddSchool']);
  });

  it('is read-only only when every operation is fixed (the platform role)', () => {
    expect(allFixed(GRANTS)).toBe(false);
    expect(allFixed(GRANTS.map((g) => ({ ...g, fixed: true })))).toBe(true);
    expect(allFixed([])).toBe(false);
  });
});
