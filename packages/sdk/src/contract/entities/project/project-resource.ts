import { courseResource } from '../practice/course-kit.js';
import { projectCourse } from './project-info.js';

/** Materials of a project, with AddProjectResourceDownloadCount. */
export const ProjectResource = courseResource(projectCourse);
