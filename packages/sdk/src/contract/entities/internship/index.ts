import { InternshipDiary } from './internship-diary.js';
import { InternshipDiaryItem } from './internship-diary-item.js';
import { InternshipDiaryReview } from './internship-diary-review.js';
import { InternshipInfo } from './internship-info.js';
import { InternshipInterview } from './internship-interview.js';
import { InternshipReference } from './internship-reference.js';
import { InternshipReferenceDirectory } from './internship-reference-directory.js';
import { InternshipStudent } from './internship-student.js';
import { InternshipStudentGeneralReview } from './internship-student-general-review.js';
import { InternshipStudentGeneralReviewItem } from './internship-student-general-review-item.js';
import { InternshipStudentMaterial } from './internship-student-material.js';
import { InternshipStudentMaterialItem } from './internship-student-material-item.js';
import { InternshipSummary } from './internship-summary.js';
import { InternshipSummaryTask } from './internship-summary-task.js';
import { InternshipTutor } from './internship-tutor.js';
import { InternshipTutorStudent } from './internship-tutor-student.js';
import { TutorCommentRead } from './student-today.js';

/** Internship management, teacher and student side (SPEC §1, §7.3 "Internship specifics"). */
export const internshipEntities = [
  InternshipInfo,
  InternshipStudent,
  InternshipTutor,
  InternshipTutorStudent,
  InternshipDiary,
  InternshipDiaryItem,
  InternshipDiaryReview,
  InternshipInterview,
  InternshipReference,
  InternshipReferenceDirectory,
  InternshipStudentGeneralReview,
  InternshipStudentGeneralReviewItem,
  InternshipStudentMaterial,
  InternshipStudentMaterialItem,
  InternshipSummary,
  InternshipSummaryTask,
  TutorCommentRead,
];
