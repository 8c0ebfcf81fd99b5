import { z } from 'zod';
import { defineEntity } from '../../entity.js';
import { created, id, joined, ref } from '../../field.js';
import { none } from '../../wire.js';
import { courseFields, submissionFields } from '../practice/course-kit.js';
import { projectCourse } from './project-info.js';

/** A team's hand-in for a project task, reviewed (Auth/UnAuth) and graded by the project's tutors. */
export const ProjectTeamTask = defineEntity({
  name: 'ProjectTeamTask',
  label: '团队任务',
  api: 'internship',
  key: 'cProjectTeamTaskId',
  title: 'cTaskName',
  fields: {
    cProjectTeamTaskId: id(),
    ...courseFields(projectCourse),
    cProjectTaskId: ref('任务', 'ProjectTask', { required: true, searchable: true }),
    cTaskName: joined('任务名称'),
    cProjectTeamId: ref('团队', 'ProjectTeam', { required: true, searchable: true }),
    cTeamName: joined('团队'),
    // Any member may hand the team's work in or replace it (EditProjectTeamTaskFile), so the server sets the
    // submitter with tSubmitDate on each hand-in; the row's creator is only whoever handed in first.
    fSubmitUserId: ref('提交人', 'AppUser', { readOnly: true }),
    cSubmitUserName: joined('提交人', { via: 'fSubmitUserId', field: 'cRealName' }),
    ...submissionFields(),
    tCreateDate: created(),
  },
  auth: true,
  // Tutors see every team's hand-ins of their projects; a student only their own team's.
  rows: { course: { field: 'cProjectInfoId', entity: 'ProjectInfo' }, team: 'cProjectTeamId' },
  grants: { write: [...projectCourse.staff, 'student'], audit: projectCourse.staff },
  defaultSort: { field: 'tCreateDate', order: 'desc' },
  actions: (s) => [
    {
      action: 'EditProjectTeamTaskFile',
      kind: 'action',
      summary: '更新团队任务附件',
      // Update-file calls send the row's key plus the new path (SPEC §7.3).
      get body() {
        return s.modelQuery.extend({ cFilePath: z.string().min(1, '请上传附件').max(1000) });
      },
      content: none,
    },
  ],
});
