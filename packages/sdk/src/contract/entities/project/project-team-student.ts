import { defineEntity } from '../../entity.js';
import { choice, created, id, joined, ref, text } from '../../field.js';
import { none } from '../../wire.js';
import { courseFields } from '../practice/course-kit.js';
import { TeamRole } from './enums.js';
import { projectCourse } from './project-info.js';

/** A student's membership of a project team. */
export const ProjectTeamStudent = defineEntity({
  name: 'ProjectTeamStudent',
  label: '团队成员',
  api: 'internship',
  key: 'cProjectTeamStudentId',
  title: 'cRealName',
  fields: {
    cProjectTeamStudentId: id(),
    ...courseFields(projectCourse),
    cProjectTeamId: ref('团队', 'ProjectTeam', { required: true, searchable: true }),
    cTeamName: joined('团队'),
    fStudentUserId: ref('学生', 'AppUser', { required: true, searchable: true }),
    cRealName: joined('姓名'),
    cNumber: joined('学号'),
    cMobile: joined('手机号'),
    // Name, number and mobile come from the member's account, so the class does too: its class department.
    cClassName: joined('班级', { via: 'fStudentUserId.fAppDepartmentId', field: 'cDepartName' }),
    fIsLeader: choice(TeamRole, { searchable: true, readOnly: true }),
    cDuty: text('分工', { max: 100 }),
    tCreateDate: created(),
  },
  // A student sees the members of their own teams (团队成员), not only their own membership.
  rows: { course: { field: 'cProjectInfoId', entity: 'ProjectInfo' }, team: 'cProjectTeamId' },
  // Team leaders manage their own team's membership.
  grants: { write: [...projectCourse.staff, 'student'] },
  defaultSort: { field: 'tCreateDate', order: 'asc' },
  actions: (s) => [
    {
      action: 'SetProjectTeamLeader',
      kind: 'action',
      summary: '设为队长',
      get body() {
        return s.modelQuery;
      },
      content: none,
    },
  ],
});
