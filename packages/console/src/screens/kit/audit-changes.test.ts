import { describe, expect, it } from 'vitest';
import { auditChanges, NO_VALUE } from './audit-changes.js';

describe('auditChanges', () => {
  it('names each changed field and shows its values as the screens do', () => {
    const stored = JSON.stringify([
      { f: 'fStatus', l: '总结状态', b: 0, a: 1 },
      { f: 'fGrade', l: '成绩等级', b: null, a: 7 },
      { f: 'tSubmitDate', l: '提交时间', b: '2026-03-02 08:05:09', a: '2026-03-04 17:30:00' },
      { f: 'cComment', l: '评语', b: '需补充', a: '' },
    ]);
    expect(auditChanges('InternshipSummary', stored)).toEqual([
      { field: 'fStatus', label: '总结状态', before: '未完成', after: '已完成' },
      { field: 'fGrade', label: '成绩等级', before: NO_VALUE, after: 'B-' },
      {
        field: 'tSubmitDate',
        label: '提交时间',
        before: '2026/03/02 08:05:09',
        after: '2026/03/04 17:30:00',
      },
      { field: 'cComment', label: '评语', before: '需补充', after: NO_VALUE },
    ]);
  });

  it('keeps a value it cannot name, and a field of an entity the contract lacks, as written', () => {
    const stored = [
      { f: 'fStatus', b: 9, a: 1 },
      { f: 'cOther', l: '其他', b: { x: 1 }, a: 'y' },
    ];
    expect(auditChanges('InternshipSummary', stored)).toEqual([
      { field: 'fStatus', label: 'fStatus', before: '9', after: '已完成' },
      { field: 'cOther', label: '其他', before: '{"x":1}', after: 'y' },
    ]);
    expect(auditChanges('NoSuchEntity', [{ f: 'a', l: 'A', b: 1, a: 2 }])).toEqual([
      { field: 'a', label: 'A', before: '1', after: '2' },
    ]);
  });

  it('reads nothing from an empty or unreadable list', () => {
    expect(auditChanges('InternshipSummary', null)).toEqual([]);
    expect(auditChanges('InternshipSummary', '')).toEqual([]);
    expect(auditChanges('InternshipSummary', '[{')).toEqual([]);
    expect(auditChanges('InternshipSummary', [1, 'x', null])).toEqual([]);
  });
});
