import { describe, expect, it } from 'vitest';
import { fixtureId } from '../testing/fixture-id.js';
import { childPath, HEADER_QUERY_KEY, linkTarget } from './link-target.js';

describe('childPath', () => {
  it.each([
    ['/internship/info-manage', 'student-manage', '/internship/student-manage'],
    ['/internship/info-manage/', '/student-manage', '/internship/student-manage'],
    ['/practice/practice-manage/list', 'docs', '/practice/practice-manage/docs'],
    ['/practice/teacher-template/list', 'items', '/practice/teacher-template/items'],
    ['/', 'home', '/home'],
  ])('%s + %s → %s', (current, child, expected) => expect(childPath(current, child)).toBe(expected));
});

describe('linkTarget', () => {
  const link = { child: 'student-manage', fields: ['fInternshipInfoId', 'fSchoolId'] };
  const [COURSE, SCHOOL] = [fixtureId('2024 暑期实习'), fixtureId('华东理工')];

  it('copies the declared fields from the row, else the query form, and adds the page header', () => {
    const row = { fInternshipInfoId: COURSE, cInternshipName: '2024 暑期实习', other: 'x' };
    expect(linkTarget(link, '/internship/info-manage', row, { fSchoolId: SCHOOL })).toEqual({
      path: '/internship/student-manage',
      query: { fInternshipInfoId: COURSE, fSchoolId: SCHOOL, [HEADER_QUERY_KEY]: '2024 暑期实习' },
    });
  });

  it('takes the template name as header when there is no internship name', () => {
    const target = linkTarget({ child: 'items', fields: ['fTemplateInfoId'] }, '/template/info', {
      fTemplateInfoId: fixtureId('日志模板'),
      cTemplateName: '日志模板',
    });
    expect(target?.query[HEADER_QUERY_KEY]).toBe('日志模板');
  });

  it.each([
    ['missing', {}],
    ['null', { fSchoolId: null }],
    ['empty', { fSchoolId: '' }],
  ])('fails when a declared field is %s', (_name, extra) => {
    expect(linkTarget(link, '/internship/info-manage', { fInternshipInfoId: COURSE, ...extra })).toBeNull();
  });

  it('copies optional fields when present and ends with the fixed values, in the production link order', () => {
    const diaries = {
      child: 'diaries-student',
      fields: ['fInternshipInfoId', 'fInternshipStudentId'],
      optional: ['fTemplateBatchInfoId', 'fIsNeedDiaryReview1'],
      fixed: { fType: '3' },
    };
    const row = {
      fInternshipInfoId: COURSE,
      fInternshipStudentId: SCHOOL,
      fIsNeedDiaryReview1: 0,
      cInternshipName: '顶岗实习',
    };
    const target = linkTarget(diaries, '/practice/student-manage/list', row);
    expect(new URLSearchParams(target?.query).toString()).toBe(
      `fInternshipInfoId=${COURSE}&fInternshipStudentId=${SCHOOL}&fIsNeedDiaryReview1=0&_pageHeader=%E9%A1%B6%E5%B2%97%E5%AE%9E%E4%B9%A0&fType=3`,
    );
  });

  it('takes the header from the fields a link names, the first with a value', () => {
    const link = { child: 'task-list', fields: ['cPracticeInfoId'], header: ['cTaskName', 'cPracticeName'] };
    const row = {
      cPracticeInfoId: COURSE,
      cTaskName: ' ',
      cPracticeName: 'Web实践',
      cInternshipName: '顶岗实习',
    };
    expect(linkTarget(link, '/practice/practice-info/course-list', row)?.query[HEADER_QUERY_KEY]).toBe(
      'Web实践',
    );
  });
});
