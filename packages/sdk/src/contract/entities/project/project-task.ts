import { TaskType } from '../../enums.js';
import { choice } from '../../field.js';
import { courseTask } from '../practice/course-kit.js';
import { projectCourse } from './project-info.js';

/** A project stage's task; group tasks are handed in once per team (ProjectTeamTask). */
export const ProjectTask = courseTask(projectCourse, {
  fTaskType: choice(TaskType, { required: true, searchable: true }),
});
