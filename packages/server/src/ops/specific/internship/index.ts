import type { Handler } from '../../context.js';
import { copyHandlers } from './copies.js';
import { courseHandlers } from './courses.js';
import { diaryReviewHandlers } from './diary-review.js';
import { diaryWireHandlers } from './diary-wire.js';
import { downloadHandlers } from './downloads.js';
import { exportHandlers } from './export.js';
import { packageHandlers } from './package.js';
import { recordHandlersByName } from './records.js';
import { reviewHandlers } from './reviews.js';
import { schoolSettingHandlers } from './school-settings.js';
import { studentLookupHandlers } from './student-lookups.js';
import { studentHandlers } from './students.js';
import { summaryHandlers } from './summaries.js';
import { templateValueHandlers } from './template-values.js';
import { todayHandlers } from './today/index.js';
import { treeHandlers } from './trees.js';
import { bindingHandlers } from './tutor-bindings.js';
import { tutorHandlers } from './tutors.js';

/**
 * Internship and course-template handlers (SPEC §4, §5, §7.3), by operation name: the specific calls and
 * the standard ones a rule replaces. Each group owns distinct names (a test checks that none overlap).
 */
export const internshipHandlerGroups: Readonly<Record<string, Record<string, Handler>>> = {
  courseHandlers,
  studentHandlers,
  studentLookupHandlers,
  tutorHandlers,
  bindingHandlers,
  recordHandlersByName,
  templateValueHandlers,
  diaryWireHandlers,
  diaryReviewHandlers,
  reviewHandlers,
  summaryHandlers,
  schoolSettingHandlers,
  treeHandlers,
  copyHandlers,
  downloadHandlers,
  packageHandlers,
  exportHandlers,
  todayHandlers,
};

export const internshipHandlers: Record<string, Handler> = Object.assign(
  {},
  ...Object.values(internshipHandlerGroups),
);
