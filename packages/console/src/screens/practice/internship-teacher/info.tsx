import { type EntityColumns, notify } from '@practice/ui-kit';
import { useState } from 'react';
import type { ListActions } from '../../entity-list/index.js';
import { ScopedListScreen } from '../../kit/index.js';
import { STUDENT_KEYS } from './parts/course/course-links.js';
import { useStudentDownload } from './parts/downloads/student-download.js';
import { ReviewDialog, type ReviewTarget } from './parts/materials/review-dialog.js';
import { materialReviewProblem, materialVerdicts } from './parts/materials/review-rules.js';

const KEY = 'fInternshipStudentMaterialId';

const COLUMNS: EntityColumns<'InternshipStudentMaterial'> = {
  cRealName: { link: { child: 'student-info', fields: STUDENT_KEYS } },
  cInternshipName: false,
  cAuditDesc: {},
};

/**
 * 实习信息 (…/info?fInternshipInfoId=): the materials the course's students hand in, with their review state
 * (SPEC §3 material status); 审核 passes or rejects one with a comment, 批量下载 packs the selected students'
 * materials, and a student's name opens their items (student-info).
 */
export default function CourseMaterialsScreen() {
  const download = useStudentDownload(2);
  const [review, setReview] = useState<ReviewTarget | null>(null);

  const handlers: ListActions = {
    EditInternshipStudentMaterial: {
      need: 'one',
      run: ([row]) => {
        if (!row) return;
        const problem = materialReviewProblem(row);
        if (problem) {
          notify('warning', problem);
          return;
        }
        const target = {
          key: KEY,
          id: String(row[KEY]),
          status: row.fStatus,
          comment: (row.cAuditDesc as string | null) ?? null,
          subject: `${row.cRealName ?? ''} · ${row.cTemplateName ?? ''}`,
        };
        setReview(target);
      },
    },
    ...download.handlers,
  };

  return (
    <ScopedListScreen
      entity="InternshipStudentMaterial"
      scope={['fInternshipInfoId']}
      columns={COLUMNS}
      handlers={handlers}
    >
      {download.dialog}
      <ReviewDialog
        target={review}
        operation="EditInternshipStudentMaterial"
        verdicts={materialVerdicts()}
        commentKey="cAuditDesc"
        onClose={() => setReview(null)}
      />
    </ScopedListScreen>
  );
}
