import { normalizeMobile } from '@practice/sdk';
import type { EntityColumns } from '@practice/ui-kit';
import { useState } from 'react';
import { callOperation, idOf, type ListActions } from '../../entity-list/index.js';
import { ScopedListScreen, useRouteScope } from '../../kit/index.js';
import { AddTutorDialog, CompanyTutorDialog } from '../../kit/internship/tutor-dialogs.js';
import { companyTutorFrom, type TutorForm } from '../../kit/internship/tutor-rules.js';
import { useCourseAssign } from './parts/course/assign-tutors.js';

const SCOPE = ['fInternshipInfoId'];
const KEY = 'fInternshipTutorId';
/** The edit form leaves the course and the linked accounts alone. */
const OMIT = ['fInternshipInfoId', 'fUserId', 'fCompanyId'];
const COLUMNS: EntityColumns<'InternshipTutor'> = { cInternshipName: false, cJobTitle: {} };

type Binding = { form: TutorForm; tutorId: string | undefined };
/** A tutor's row counts their students: a binding given or taken refreshes it. */
const BINDINGS = ['InternshipTutorStudent'];

/**
 * 指导教师 (…/instructor?fInternshipInfoId=): the course's tutors; 新增导师 adds a teacher found by name or an
 * enterprise tutor, 分配学生 gives the selected tutor students class by class, and 绑定企业导师 adds (or finds
 * by mobile) an enterprise tutor and binds students to them in one call.
 */
export default function CourseTutorsScreen() {
  const courseId = useRouteScope(SCOPE).values.fInternshipInfoId ?? '';
  const assign = useCourseAssign(courseId);
  const [adding, setAdding] = useState(false);
  const [binding, setBinding] = useState<Binding | null>(null);

  const handlers: ListActions = {
    AddInternshipTutor: { need: 'none', run: () => setAdding(true) },
    InternshipTutorStudent_AddInternshipTutorStudentList: {
      need: 'one',
      run: ([row]) =>
        row &&
        assign.assign({
          title: `分配学生：${row.cRealName ?? ''}`,
          actionLabel: '分配',
          tutorId: idOf(row, KEY),
          save: (ids) =>
            callOperation('InternshipTutorStudent_AddInternshipTutorStudentList', {
              InternshipStudentIds: ids,
              fInternshipTutorId: idOf(row, KEY),
            }),
        }),
    },
    AddCompanyTutorBindStudent: {
      need: 'none',
      run: (_rows, { api }) => {
        // One selected enterprise tutor is the one to bind; otherwise a new one is typed in.
        const [row, ...more] = api.selection.selectedRows;
        const chosen = more.length === 0 ? row : undefined;
        const form = companyTutorFrom(chosen);
        const tutorId = chosen && form.cMobile ? idOf(chosen, KEY) : undefined;
        setBinding({ form, tutorId });
      },
    },
  };

  const bindStudents = (tutor: Record<string, unknown>) => {
    if (!binding) return;
    const { form } = binding;
    setBinding(null);
    // The selected tutor's bound students are left out only while it is still that tutor's mobile.
    const tutorId = tutor.cMobile === normalizeMobile(form.cMobile) ? binding.tutorId : undefined;
    assign.assign({
      title: `绑定企业导师：${String(tutor.cRealName)}`,
      actionLabel: '绑定',
      ...(tutorId ? { tutorId } : {}),
      save: (ids) =>
        callOperation('AddCompanyTutorBindStudent', {
          fInternshipInfoId: courseId,
          ...(tutor as { cRealName: string; cMobile: string }),
          InternshipStudentIds: ids,
        }),
    });
  };

  return (
    <ScopedListScreen
      entity="InternshipTutor"
      scope={SCOPE}
      columns={COLUMNS}
      omitFromForm={OMIT}
      handlers={handlers}
      alsoReads={BINDINGS}
    >
      <AddTutorDialog open={adding} courseId={courseId} onClose={() => setAdding(false)} />
      <CompanyTutorDialog
        initial={binding?.form ?? null}
        onClose={() => setBinding(null)}
        onNext={bindStudents}
      />
      {assign.dialog}
    </ScopedListScreen>
  );
}
