import { screenByKey } from '@practice/sdk/contract';
import { HEADER_QUERY_KEY, linkTarget } from '@practice/ui-kit';
import { describe, expect, it } from 'vitest';
import { hasReview, NOT_REVIEWED } from './own-review.js';
import { OWN_KEYS, STUDENT_OWN_PAGES } from './student-links.js';
import { taskOption } from './summary-tasks.js';

const GROUP = 'practice/student-manage';

describe('the pages of a student’s internship', () => {
  it('link to every page of the group but the list, by the title the catalogue gives it', () => {
    const group = [...screenByKey.values()].filter((s) => s.key.startsWith(`${GROUP}/`));
    const children = group.filter((s) => !s.key.endsWith('/list'));
    expect(STUDENT_OWN_PAGES.map((p) => p.child).sort()).toEqual(
      children.map((s) => s.key.slice(GROUP.length + 1)).sort(),
    );
    for (const page of STUDENT_OWN_PAGES) {
      expect(screenByKey.get(`${GROUP}/${page.child}`)?.title, page.child).toBe(page.title);
    }
  });

  it('open with the course, the student’s row and the course name as the header', () => {
    const row = { fInternshipInfoId: 'c1', fInternshipStudentId: 's1', cInternshipName: '顶岗实习' };
    expect(linkTarget({ child: 'summary-student', fields: OWN_KEYS }, `/${GROUP}/list`, row)).toEqual({
      path: `/${GROUP}/summary-student`,
      query: { fInternshipInfoId: 'c1', fInternshipStudentId: 's1', [HEADER_QUERY_KEY]: '顶岗实习' },
    });
    // A row without the student's id cannot say whose summaries to show: the jump fails.
    expect(
      linkTarget({ child: 'summary-student', fields: OWN_KEYS }, `/${GROUP}/list`, {
        fInternshipInfoId: 'c1',
      }),
    ).toBeNull();
  });
});

describe('the student’s overall review', () => {
  const template = { fTemplateInfoId: 't1', cTemplateName: '企业导师评分表', items: [] };

  it('shows a template only once it was reviewed and its values read', () => {
    expect(hasReview({ ...template, fStatus: 1, values: { i1: '优秀' } })).toBe(true);
    expect(hasReview({ ...template, fStatus: 0, values: { i1: '草稿' } })).toBe(false);
    expect(hasReview({ ...template, fStatus: 1 })).toBe(false);
    expect(hasReview({ ...template, fStatus: null })).toBe(false);
    expect(NOT_REVIEWED).toBe('导师尚未评价');
  });
});

describe('a summary task as a choice', () => {
  it('names the task and its deadline day', () => {
    expect(
      taskOption({ fInternshipSummaryTaskId: 'k1', cTaskName: '中期总结', tEndDate: '2026-05-31 23:59:59' }),
    ).toEqual({ value: 'k1', label: '中期总结（截止 2026/05/31）' });
    expect(taskOption({ fInternshipSummaryTaskId: 'k2', cTaskName: '终期总结' })).toEqual({
      value: 'k2',
      label: '终期总结',
    });
  });
});
