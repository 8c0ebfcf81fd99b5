import { defineEntity } from '../../entity.js';
import { created, id, joined, ref } from '../../field.js';
import { courseFields } from '../practice/course-kit.js';
import { projectCourse } from './project-info.js';

/** Binds a technology direction to a project. */
export const ProjectProjectTechnology = defineEntity({
  name: 'ProjectProjectTechnology',
  label: '项目技术方向关联',
  api: 'internship',
  key: 'cProjectProjectTechnologyId',
  title: 'cTechnologyName',
  fields: {
    cProjectProjectTechnologyId: id(),
    ...courseFields(projectCourse),
    cProjectTechnologyId: ref('技术方向', 'ProjectTechnology', { required: true, searchable: true }),
    cTechnologyName: joined('技术方向'),
    tCreateDate: created(),
  },
  rows: { course: { field: 'cProjectInfoId', entity: 'ProjectInfo' } },
  grants: { write: projectCourse.staff },
  defaultSort: { field: 'tCreateDate', order: 'asc' },
});
