import { describe, expect, it } from 'vitest';
import { childPath, HEADER_QUERY_KEY, linkTarget } from './link-target.js';

describe('childPath', () => {
  it.each([
    ['/internship/info-manage', 'student-manage', '/internship/student-manage'],
    ['/internship/info-manage/', '/student-manage', '/internship/student-manage'],
    ['/practice', 'task', '/practice/task'],
    ['/', 'home', '/home'],
  ])('%s + %s → %s', (current, child, expected) => expect(childPath(current, child)).toBe(expected));
});

describe('linkTarget', () => {
  const link = { child: 'student-manage', fields: ['fInternshipInfoId', 'fSchoolId'] };

  it('copies the declared fields from the row, else the query form, and adds the page header', () => {
    const row = { fInternshipInfoId: 7, cInternshipName: '2024 暑期实习', other: 'x' };
    expect(linkTarget(link, '/internship/info-manage', row, { fSchoolId: 3 })).toEqual({
      path: '/internship/student-manage',
      query: { fInternshipInfoId: '7', fSchoolId: '3', [HEADER_QUERY_KEY]: '2024 暑期实习' },
    });
  });

  it('takes the template name as header when there is no internship name', () => {
    const target = linkTarget({ child: 'items', fields: ['fTemplateInfoId'] }, '/template/info', {
      fTemplateInfoId: 2,
      cTemplateName: '日志模板',
    });
    expect(target?.query[HEADER_QUERY_KEY]).toBe('日志模板');
  });

  it.each([
    ['missing', {}],
    ['null', { fSchoolId: null }],
    ['empty', { fSchoolId: '' }],
  ])('fails when a declared field is %s', (_name, extra) => {
    expect(linkTarget(link, '/internship/info-manage', { fInternshipInfoId: 7, ...extra })).toBeNull();
  });
});
