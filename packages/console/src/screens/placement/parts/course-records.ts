import type { SelectOption, TableRow } from '@practice/ui-kit';
import { notify } from '@practice/ui-kit';
import { useMemo } from 'react';
import { usePageButtons } from '../../../permission/index.js';
import { callOperation, type ListActions } from '../../entity-list/index.js';
import { useRecordForm } from '../../kit/internship/record-form.js';
import { ALL } from '../../kit/internship/work-data.js';

/*
 * The records of 实习保障 are one course's at a time (the picker above the list): the add/edit form files a
 * record under that course and offers its students, whom the server's scope lists (a student sees only
 * themself, so their own name is filled in). A new record starts from what the roster already knows: the
 * agreement's parties are the school, the student's company and the student.
 */

export const CHOOSE_COURSE = '请先选择实习课程';

type Student = TableRow & { fInternshipStudentId: string };

const studentsOf = async (fInternshipInfoId: string) =>
  (await callOperation('GetInternshipStudentPageList', { ...ALL, fInternshipInfoId })).List as Student[];

export const studentOption = (s: TableRow): SelectOption => ({
  value: String(s.fInternshipStudentId),
  label: s.cNumber ? `${String(s.cRealName ?? '')}（${String(s.cNumber)}）` : String(s.cRealName ?? ''),
});

/**
 * What a new record starts with: the student when the course shows only one (a student's own), and an
 * agreement's parties, the school always and the company and student when the student is known.
 */
export function presetFor(entity: string, schoolName: string, student?: TableRow): Record<string, string> {
  const own: Record<string, string> = student
    ? { fInternshipStudentId: String(student.fInternshipStudentId) }
    : {};
  if (entity !== 'InternshipAgreement') return own;
  return {
    ...own,
    cSchoolParty: schoolName,
    ...(student
      ? { cCompanyParty: String(student.cCompanyName ?? ''), cStudentParty: String(student.cRealName ?? '') }
      : {}),
  };
}

export function useCourseRecords(entity: string, course: string) {
  const form = useRecordForm(entity);
  const buttons = usePageButtons();
  const choices = useMemo(
    () => ({ fInternshipStudentId: async () => (await studentsOf(course)).map(studentOption) }),
    [course],
  );
  const fixed = useMemo(() => ({ fInternshipInfoId: course }), [course]);
  const add = `Add${entity}`;
  const handlers: ListActions = {
    ...form.handlers,
    [add]: {
      need: 'none',
      run: async () => {
        // 全部课程 (a figure's list): a record is filed under one course, picked first.
        if (!course) return notify('warning', CHOOSE_COURSE);
        const [students, info] = await Promise.all([
          studentsOf(course),
          callOperation('GetInternshipInfoModel', { fInternshipInfoId: course }),
        ]);
        const only = students.length === 1 ? students[0] : undefined;
        form.add(presetFor(entity, String(info.cSchoolName ?? ''), only));
      },
    },
  };
  return { form, handlers, choices, fixed, addLabel: buttons.label(add) || '新增' };
}
