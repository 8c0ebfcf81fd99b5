import { MOBILE_INVALID, NAME_REQUIRED, TUTOR_TYPE_REQUIRED } from '@practice/sdk';
import { describe, expect, it } from 'vitest';
import {
  assignable,
  companyTutorFrom,
  emptyTutorForm,
  TEACHER_REQUIRED,
  type TeacherHit,
  tutorSubmission,
} from './tutor-rules.js';

const COURSE = '4b7d5e87ce541e02f0f1998c3e7d1207';
const TEACHER: TeacherHit = {
  fUserId: '9a1f0c2e4b7d5e87ce541e02f0f19983',
  cRealName: '陈佳怡',
  cMobile: '18900081464',
  cNumber: '2017006',
  cSchoolName: '华东理工职业技术学院',
};

describe('tutorSubmission', () => {
  it('asks for a type first', () => {
    expect(tutorSubmission(emptyTutorForm(), COURSE)).toEqual({
      ok: false,
      errors: { fType: TUTOR_TYPE_REQUIRED },
    });
  });

  it('links an in-school tutor to the teacher picked, their school as the unit', () => {
    expect(tutorSubmission(emptyTutorForm('1'), COURSE)).toEqual({
      ok: false,
      errors: { teacher: TEACHER_REQUIRED },
    });
    expect(tutorSubmission({ ...emptyTutorForm('3'), teacher: TEACHER }, COURSE)).toEqual({
      ok: true,
      body: {
        fInternshipInfoId: COURSE,
        fType: 3,
        fUserId: TEACHER.fUserId,
        cRealName: '陈佳怡',
        cMobile: '18900081464',
        cNumber: '2017006',
        cCompanyName: '华东理工职业技术学院',
      },
    });
  });

  it('checks an enterprise tutor as the person dialog does, and sends the mobile without its prefix', () => {
    const blank = tutorSubmission({ ...emptyTutorForm('2'), cMobile: '123' }, COURSE);
    expect(blank).toEqual({ ok: false, errors: { cRealName: NAME_REQUIRED, cMobile: MOBILE_INVALID } });
    const form = {
      ...emptyTutorForm('2'),
      cRealName: ' 周敏 ',
      cMobile: '+86 13912345678',
      cCompanyName: '上海汇智软件科技有限公司',
    };
    expect(tutorSubmission(form, COURSE)).toEqual({
      ok: true,
      body: {
        fInternshipInfoId: COURSE,
        fType: 2,
        cRealName: '周敏',
        cMobile: '13912345678',
        cCompanyName: '上海汇智软件科技有限公司',
      },
    });
  });
});

describe('companyTutorFrom', () => {
  it('starts from a selected enterprise tutor, and from nothing for anyone else', () => {
    const row = {
      fType: 2,
      cRealName: '林涛',
      cMobile: '13800152735',
      cCompanyName: '汇智',
      cJobTitle: null,
    };
    expect(companyTutorFrom(row)).toMatchObject({
      fType: '2',
      cRealName: '林涛',
      cMobile: '13800152735',
      cJobTitle: '',
    });
    expect(companyTutorFrom({ ...row, fType: 1 })).toEqual(emptyTutorForm('2'));
    expect(companyTutorFrom(undefined)).toEqual(emptyTutorForm('2'));
  });
});

describe('assignable', () => {
  it('keeps the students bound to the tutor already: the dialog lists them as chosen', () => {
    const students = [
      { fInternshipStudentId: 'a', cRealName: '刘子涵', cMobile: '17700192330', fIsBind: 1 },
      { fInternshipStudentId: 'b', cRealName: '陈思雨', cMobile: null, fIsBind: 0 },
      { fInternshipStudentId: 'c', cRealName: '王浩然' },
    ];
    expect(assignable(students)).toEqual([
      { fInternshipStudentId: 'a', cRealName: '刘子涵', cMobile: '17700192330' },
      { fInternshipStudentId: 'b', cRealName: '陈思雨', cMobile: null },
      { fInternshipStudentId: 'c', cRealName: '王浩然', cMobile: null },
    ]);
  });
});
