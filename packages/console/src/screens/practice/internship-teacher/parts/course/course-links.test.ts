import { describe, expect, it } from 'vitest';
import type { AppRoute } from '../../../../../routes/types.js';
import { grantedLinks, siblingSegments } from '../../../../kit/page-links.js';
import { COURSE_PAGES, STUDENT_PAGES } from './course-links.js';

const route = (path: string, children: AppRoute[] = []): AppRoute => ({
  path,
  title: path,
  key: path.slice(1),
  menuKey: path,
  serviceId: 41,
  hidden: false,
  noTab: false,
  notClosable: false,
  dynamicTab: false,
  alwaysShow: false,
  sort: 0,
  children,
});

const group = (base: string, segments: string[]) =>
  route(
    base,
    segments.map((s) => route(`${base}/${s}`)),
  );

// An enterprise tutor's teacher-manage (the contract's FOR_COMPANY_TUTORS) beside an admin's practice-manage.
const ROUTES = [
  group('/practice/practice-manage', ['list', 'docs', 'info', 'instructor', 'student-list', 'summary']),
  group('/practice/teacher-manage', [
    'list',
    'info',
    'student-info',
    'student-list',
    'summary',
    'student-summary',
    'diaries',
    'student-diaries',
    'overall-evaluation',
    'student-general-review',
    'interview-log',
    'student-interview',
  ]),
];

describe('siblingSegments', () => {
  it('is the pages of the group the page is in, not of another group', () => {
    const tutor = siblingSegments(ROUTES, '/practice/teacher-manage/list');
    expect(tutor.has('student-list')).toBe(true);
    expect(tutor.has('docs')).toBe(false);
    expect(siblingSegments(ROUTES, '/practice/practice-manage/list').has('docs')).toBe(true);
  });

  it('is empty for a page the routes do not hold', () => {
    expect(siblingSegments(ROUTES, '/practice/teacher-manage/nowhere').size).toBe(0);
  });
});

describe('grantedLinks', () => {
  it('gives an enterprise tutor no documents or tutors of a course', () => {
    const links = grantedLinks(COURSE_PAGES, siblingSegments(ROUTES, '/practice/teacher-manage/list'));
    expect(links.map((l) => l.title)).toEqual([
      '实习信息',
      '实习学生',
      '实习总结',
      '实习日志',
      '综合评价',
      '访谈记录',
    ]);
  });

  it('keeps the order of the pages and leaves out those the menu lacks', () => {
    const links = grantedLinks(COURSE_PAGES, siblingSegments(ROUTES, '/practice/practice-manage/list'));
    expect(links.map((l) => l.child)).toEqual(['docs', 'info', 'instructor', 'student-list', 'summary']);
  });

  it('offers a student every page of theirs the tutor has', () => {
    const links = grantedLinks(
      STUDENT_PAGES,
      siblingSegments(ROUTES, '/practice/teacher-manage/student-list'),
    );
    expect(links.map((l) => l.child)).toEqual([
      'student-info',
      'student-summary',
      'student-diaries',
      'student-general-review',
      'student-interview',
    ]);
  });
});
