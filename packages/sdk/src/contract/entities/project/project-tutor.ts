import { defineEntity } from '../../entity.js';
import { TutorType } from '../../enums.js';
import { choice, created, joined, ref, text, uid } from '../../field.js';
import { ADMINS } from '../../roles.js';
import { courseFields } from '../practice/course-kit.js';
import { projectCourse } from './project-info.js';

/** A tutor (in-school or enterprise) assigned to guide a project's teams. */
export const ProjectTutor = defineEntity({
  name: 'ProjectTutor',
  label: '项目导师',
  api: 'internship',
  key: 'cProjectTutorId',
  title: 'cRealName',
  fields: {
    cProjectTutorId: uid(),
    ...courseFields(projectCourse),
    fTutorUserId: ref('导师', 'AppUser', { required: true, searchable: true }),
    cRealName: joined('导师姓名'),
    cMobile: joined('手机号'),
    fTutorType: choice(TutorType, { required: true, searchable: true }),
    cCompanyName: joined('所在单位'),
    cResearch: text('研究方向', { max: 100 }),
    tCreateDate: created(),
  },
  rows: { course: { field: 'cProjectInfoId', entity: 'ProjectInfo' } },
  grants: { write: [...ADMINS, 'teacher'] },
  defaultSort: { field: 'tCreateDate', order: 'asc' },
});
