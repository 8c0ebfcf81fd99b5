import { describe, expect, it } from 'vitest';
import { presetFor, studentOption } from './course-records.js';
import { previewPolicies } from './policy-import.js';

describe('a new record’s first values', () => {
  const student = {
    fInternshipStudentId: 's1',
    cRealName: '刘子涵',
    cNumber: '2211010101',
    cCompanyName: '汇智',
  };

  it('fills an agreement’s three parties when the course shows the student alone', () => {
    expect(presetFor('InternshipAgreement', '华东理工职业技术学院', student)).toEqual({
      fInternshipStudentId: 's1',
      cSchoolParty: '华东理工职业技术学院',
      cCompanyParty: '汇智',
      cStudentParty: '刘子涵',
    });
  });

  it('fills only the school for staff, who pick the student, and only the student on other records', () => {
    expect(presetFor('InternshipAgreement', '华东理工职业技术学院')).toEqual({
      cSchoolParty: '华东理工职业技术学院',
    });
    expect(presetFor('InternshipInsurance', '华东理工职业技术学院', student)).toEqual({
      fInternshipStudentId: 's1',
    });
  });

  it('names a student with their number, since names repeat', () => {
    expect(studentOption(student)).toEqual({ value: 's1', label: '刘子涵（2211010101）' });
    expect(studentOption({ fInternshipStudentId: 's2', cRealName: '陈思雨' }).label).toBe('陈思雨');
  });
});

describe('the import preview', () => {
  it('shows each policy with its period, its dates as the spec shows them', () => {
    const preview = previewPolicies({
      preview: [
        {
          row: 2,
          cNumber: '2312020101',
          cRealName: '曹琳',
          cInsurer: '人保',
          cPolicyNumber: 'P1',
          tStartDate: '2026-07-06',
          tEndDate: '2026-10-30',
        },
      ],
    });
    expect(preview).toEqual([
      {
        行号: 2,
        学号: '2312020101',
        姓名: '曹琳',
        保险公司: '人保',
        保单号: 'P1',
        保险期间: '2026/07/06 ~ 2026/10/30',
      },
    ]);
  });
});
