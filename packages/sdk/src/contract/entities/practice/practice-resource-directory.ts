import { courseResourceDirectory } from './course-kit.js';
import { practiceCourse } from './practice-info.js';

/** Folders of practice resources, listed by GetPracticeResourceDirectoryTreeList. */
export const PracticeResourceDirectory = courseResourceDirectory(practiceCourse);
