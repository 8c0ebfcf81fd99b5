import { screenByKey } from '@practice/sdk/contract';
import { HEADER_QUERY_KEY, linkTarget } from '@practice/ui-kit';
import { describe, expect, it } from 'vitest';
import { COURSE_KEYS, COURSE_PAGES, HAND_INS, STUDENT_HAND_INS, TASK_KEYS } from './practice-links.js';

const GROUP = 'practice/practice-info';

describe('practice page links', () => {
  it('lead to pages of the group', () => {
    for (const page of [...COURSE_PAGES, ...HAND_INS, ...STUDENT_HAND_INS]) {
      expect(screenByKey.get(`${GROUP}/${page.child}`), page.child).toBeDefined();
    }
  });

  it('carry the course, and the task or course name as the page header', () => {
    const course = { cPracticeInfoId: 'p1', cPracticeName: 'Web实践' };
    expect(
      linkTarget(
        { child: 'task-list', fields: COURSE_KEYS, header: ['cPracticeName'] },
        `/${GROUP}/course-list`,
        course,
      ),
    ).toEqual({
      path: `/${GROUP}/task-list`,
      query: { cPracticeInfoId: 'p1', [HEADER_QUERY_KEY]: 'Web实践' },
    });
    const task = { cPracticeTaskId: 't1', cPracticeInfoId: 'p1', cTaskName: '需求分析' };
    expect(
      linkTarget(
        { child: 'task-list-by-student', fields: TASK_KEYS, header: ['cTaskName'] },
        `/${GROUP}/task-list`,
        task,
      )?.query[HEADER_QUERY_KEY],
    ).toBe('需求分析');
  });
});
