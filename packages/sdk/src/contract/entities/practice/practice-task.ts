import { courseTask } from './course-kit.js';
import { practiceCourse } from './practice-info.js';

/** Tasks of a practice course; each selected student hands one in (PracticeStudentTask). */
export const PracticeTask = courseTask(practiceCourse);
