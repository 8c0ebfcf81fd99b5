import { courseResource } from './course-kit.js';
import { practiceCourse } from './practice-info.js';

/** Teaching files of a practice course, with AddPracticeResourceDownloadCount. */
export const PracticeResource = courseResource(practiceCourse);
