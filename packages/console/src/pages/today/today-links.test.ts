import type { StudentTodayModel } from '@practice/sdk/contract';
import { describe, expect, it } from 'vitest';
import { commentTarget, diaryTarget, dueTarget, PAGES, returnedDiaryTarget } from './today-links.js';

const COURSE = 'a'.repeat(32);
const OWN = 'b'.repeat(32);
const DRAFT = 'c'.repeat(32);
const internshipScope = {
  fInternshipInfoId: COURSE,
  fInternshipStudentId: OWN,
  cInternshipName: '2026届软件技术专业顶岗实习',
  fTemplateBatchInfoId: 'd'.repeat(32),
  fIsNeedDiaryReview1: '1',
  fIsNeedDiaryReview2: '0',
};
const model = (diaryId: string | null): StudentTodayModel => ({
  tToday: '2026-11-27',
  internship: {
    fInternshipInfoId: COURSE,
    fInternshipStudentId: OWN,
    cInternshipName: internshipScope.cInternshipName,
    fWeek: 3,
    tWeekStartDate: '2026-11-23',
    tWeekEndDate: '2026-11-29',
    cScope: internshipScope,
  },
  diary: { cState: diaryId ? 'draft' : 'due', fInternshipDiaryId: diaryId, cDiaryName: null },
  returnedDiaries: [],
  dueItems: [],
  comments: [],
});

describe('today’s links', () => {
  it('open the diary page as 我的实习’s row button does, with the form open', () => {
    expect(diaryTarget(model(null))).toEqual({
      path: PAGES.diaries,
      query: {
        fInternshipInfoId: COURSE,
        fInternshipStudentId: OWN,
        fTemplateBatchInfoId: internshipScope.fTemplateBatchInfoId,
        fIsNeedDiaryReview1: '1',
        fIsNeedDiaryReview2: '0',
        _pageHeader: internshipScope.cInternshipName,
        fType: '3',
        _write: 'new',
      },
    });
    expect(diaryTarget(model(DRAFT))?.query._write).toBe(DRAFT);
    expect(returnedDiaryTarget(model(null), DRAFT)?.query._write).toBe(DRAFT);
  });

  it('has no diary to open without a running internship', () => {
    expect(diaryTarget({ ...model(null), internship: null, diary: null })).toBeNull();
  });

  it('open each due item’s hand-in form on its task, in the course and the student’s place in it', () => {
    const TASK = 'e'.repeat(32);
    expect(dueTarget({ cKind: 'summary', cTaskId: TASK, cScope: internshipScope })).toMatchObject({
      path: PAGES.summary,
      query: { fInternshipInfoId: COURSE, fInternshipStudentId: OWN, _write: TASK },
    });
    const practice = {
      cPracticeInfoId: COURSE,
      cPracticeStudentId: OWN,
      cPracticeName: 'Web前端开发综合实践',
    };
    expect(dueTarget({ cKind: 'practiceTask', cTaskId: TASK, cScope: practice })).toEqual({
      path: PAGES.practiceTasks,
      query: {
        cPracticeInfoId: COURSE,
        cPracticeStudentId: OWN,
        _pageHeader: 'Web前端开发综合实践',
        _write: TASK,
      },
    });
    const team = { cProjectInfoId: COURSE, cProjectTeamId: OWN, cProjectName: '校园二手交易微信小程序开发' };
    expect(dueTarget({ cKind: 'teamTask', cTaskId: TASK, cScope: team })).toEqual({
      path: PAGES.teamTasks,
      query: {
        cProjectInfoId: COURSE,
        cProjectTeamId: OWN,
        _pageHeader: '校园二手交易微信小程序开发',
        _write: TASK,
      },
    });
  });

  it('fail rather than open a page without its scope', () => {
    expect(dueTarget({ cKind: 'teamTask', cTaskId: COURSE, cScope: { cProjectInfoId: COURSE } })).toBeNull();
    expect(commentTarget({ cSubjectType: 'InternshipDiary', cScope: internshipScope })?.path).toBe(
      PAGES.diaries,
    );
  });
});
