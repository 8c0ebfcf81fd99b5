import { defineEntity } from '../../entity.js';
import { TutorType } from '../../enums.js';
import { choice, created, id, joined, ref, text } from '../../field.js';
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
    cProjectTutorId: id(),
    ...courseFields(projectCourse),
    fTutorUserId: ref('导师', 'AppUser', { required: true, searchable: true }),
    cRealName: joined('导师姓名', { via: 'fTutorUserId' }),
    // The tutor's own mobile, not the company's contact number (fCompanyId's row has one too).
    cMobile: joined('手机号', { via: 'fTutorUserId' }),
    fTutorType: choice(TutorType, { required: true, searchable: true }),
    // An account carries no company, so the enterprise tutor's company is chosen here as on InternshipTutor;
    // empty for in-school tutors.
    fCompanyId: ref('所在企业', 'Company'),
    cCompanyName: joined('所在单位', { via: 'fCompanyId' }),
    cResearch: text('研究方向', { max: 100 }),
    tCreateDate: created(),
  },
  rows: { course: { field: 'cProjectInfoId', entity: 'ProjectInfo' } },
  grants: { write: [...ADMINS, 'teacher'] },
  defaultSort: { field: 'tCreateDate', order: 'asc' },
});
