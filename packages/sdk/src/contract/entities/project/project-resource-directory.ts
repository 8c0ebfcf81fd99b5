import { courseResourceDirectory } from '../practice/course-kit.js';
import { projectCourse } from './project-info.js';

/** Folders of project resources, listed by GetProjectResourceDirectoryTreeList. */
export const ProjectResourceDirectory = courseResourceDirectory(projectCourse);
