import { SUBMIT_SUCCEEDED } from '@practice/sdk';
import { enums } from '@practice/sdk/contract';
import { type EntityColumns, notify, type SearchField } from '@practice/ui-kit';
import { useState } from 'react';
import { callOperation, type ListActions } from '../../entity-list/index.js';
import { ScopedListScreen, useRouteScope } from '../../kit/index.js';
import { CompanyTutorDialog } from '../../kit/internship/tutor-dialogs.js';
import { emptyTutorForm, type TutorForm } from '../../kit/internship/tutor-rules.js';
import { COURSE_SCOPE } from './parts/student-links.js';

/** The course is the page's; what a student needs of a tutor is who they are and how to reach them. */
const COLUMNS: EntityColumns<'InternshipTutor'> = { cInternshipName: false, cJobTitle: {} };

/** A course has a handful of tutors: a student looks one up by kind or name. */
const SEARCH: readonly SearchField[] = [
  { key: 'fType', label: '导师类型', enum: enums.TutorType },
  { key: 'cRealName', label: '姓名' },
];

/**
 * 我的导师 (SPEC 2.3 instructor-student): the course's tutors with their contacts; 绑定企业导师 adds the
 * student's enterprise tutor (found again by mobile when the course has them) and binds the student to them:
 * the call sends no student ids, the server binds the caller.
 */
export default function StudentTutorsScreen() {
  const courseId = useRouteScope(COURSE_SCOPE).values.fInternshipInfoId ?? '';
  const [binding, setBinding] = useState<TutorForm | null>(null);
  const handlers: ListActions = {
    AddCompanyTutorBindStudent: {
      need: 'none',
      run: () => setBinding(emptyTutorForm(String(enums.TutorType.enterprise))),
    },
  };
  const bind = async (tutor: Record<string, unknown>) => {
    if (!binding) return;
    setBinding(null);
    await callOperation('AddCompanyTutorBindStudent', {
      fInternshipInfoId: courseId,
      ...(tutor as { cRealName: string; cMobile: string }),
    });
    // The tutor list refreshes through the write itself (src/data).
    notify('success', SUBMIT_SUCCEEDED);
  };
  return (
    <ScopedListScreen
      entity="InternshipTutor"
      scope={COURSE_SCOPE}
      columns={COLUMNS}
      searchFields={SEARCH}
      handlers={handlers}
    >
      <CompanyTutorDialog
        initial={binding}
        onClose={() => setBinding(null)}
        onNext={(tutor) => void bind(tutor).catch(() => undefined)}
      />
    </ScopedListScreen>
  );
}
