import { entityByName } from '@practice/sdk/contract';
import { columnsFromEntity, searchableColumns } from '@practice/ui-kit';
import { describe, expect, it } from 'vitest';
import { filtersForRoles } from './role-filters.js';

const entity = (name: string) => {
  const found = entityByName.get(name);
  if (!found) throw new Error(`no ${name}`);
  return found;
};
const filters = (name: string, roles: string[]) => {
  const e = entity(name);
  const fields = searchableColumns(columnsFromEntity(e)).map((c) => ({ key: c.key, label: c.title }));
  return filtersForRoles(fields, e, roles).map((f) => f.key);
};

describe('the filters a role may use', () => {
  it('offers the student on the job board none of the states posters and reviewers move, nor a school', () => {
    const student = filters('CloudRecruitment', ['student']);
    for (const key of ['fStatus', 'fIsPublish', 'fIsFinished', 'fIsTop', 'fSchoolId']) {
      expect(student).not.toContain(key);
    }
    expect(student).toEqual(expect.arrayContaining(['cJobName', 'fRecruitmentType', 'cCity']));
  });

  it('keeps the poster the states they move, and the platform admin everything', () => {
    const tutor = filters('CloudRecruitment', ['companyTutor']);
    expect(tutor).toEqual(expect.arrayContaining(['fIsPublish', 'fIsFinished']));
    // Reviewing and pinning are the administrators'.
    expect(tutor).not.toContain('fStatus');
    const all = searchableColumns(columnsFromEntity(entity('CloudRecruitment'))).map((c) => c.key);
    expect(filters('CloudRecruitment', ['platformAdmin'])).toEqual(all);
    expect(all).toEqual(expect.arrayContaining(['fStatus', 'fIsTop']));
  });

  it("offers a school admin the audit log's kinds and outcomes: facts of record, which no one moves", () => {
    expect(filters('AppAuditLog', ['schoolAdmin'])).toEqual(
      expect.arrayContaining(['cRole', 'cKind', 'fOutcome', 'cOperationName', 'cEntityLabel']),
    );
  });

  it('never offers school staff a 学校 filter on their school-scoped lists', () => {
    const e = entity('InternshipInfo');
    const fields = [
      { key: 'cSchoolName', label: '学校' },
      { key: 'fSchoolId', label: '学校' },
      { key: 'cInternshipName', label: '实习名称' },
    ];
    expect(filtersForRoles(fields, e, ['teacher']).map((f) => f.key)).toEqual(['cInternshipName']);
    expect(filtersForRoles(fields, e, ['platformAdmin'])).toHaveLength(3);
  });
});
