import { PracticeInfo } from './practice-info.js';
import { PracticeLabel } from './practice-label.js';
import { PracticeResource } from './practice-resource.js';
import { PracticeResourceDirectory } from './practice-resource-directory.js';
import { PracticeStudent } from './practice-student.js';
import { PracticeStudentTask } from './practice-student-task.js';
import { PracticeStudentTaskEvaluationItem } from './practice-student-task-evaluation-item.js';
import { PracticeTask } from './practice-task.js';

/** Practice courses: courses, labels, resources, tasks, course selection and its review (SPEC §1, §7.3). */
export const practiceEntities = [
  PracticeInfo,
  PracticeLabel,
  PracticeResource,
  PracticeResourceDirectory,
  PracticeStudent,
  PracticeStudentTask,
  PracticeStudentTaskEvaluationItem,
  PracticeTask,
];
