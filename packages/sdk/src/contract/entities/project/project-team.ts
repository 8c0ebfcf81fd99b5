import { z } from 'zod';
import { defineEntity } from '../../entity.js';
import { EnrollStatus } from '../../enums.js';
import { choice, created, dateTime, decimal, id, int, joined, ref, text, textarea } from '../../field.js';
import { idsBody, idValue, none, pageNumber, pageOf, pageSize } from '../../wire.js';
import { courseFields } from '../practice/course-kit.js';
import { ProjectInfo, projectCourse } from './project-info.js';

/** The other members' user ids (string ids like every key). */
const members = z.array(idValue).max(50, '团队成员不能超过50人');

/**
 * One project with the caller's team and its enrolment, for the student's all-project list: the project's
 * row as its own page list answers it (joined names included), and the team beside it. Built when the
 * catalogue's operations are (the project's row schema is then built too, as a list answer's must be).
 */
const registration = () =>
  ProjectInfo.schemas.row.extend({
    cProjectTeamId: z.string().nullish(),
    cTeamName: z.string().nullish(),
    fIsEnroll: EnrollStatus.schema.nullish(),
  });

/** A student who may join a team of the project: same school, in no other team of it. */
const candidate = z
  .object({
    fAppUserId: z.string(),
    cRealName: z.string(),
    cNumber: z.string().nullish(),
    cClassName: z.string().nullish(),
  })
  .loose();

/**
 * A team formed by students to take on a project. Auth/UnAuth review its enrolment (UnAuth revokes it; the
 * server refuses to revoke a team that is not enrolled).
 */
export const ProjectTeam = defineEntity({
  name: 'ProjectTeam',
  label: '项目团队',
  api: 'internship',
  key: 'cProjectTeamId',
  title: 'cTeamName',
  fields: {
    cProjectTeamId: id(),
    ...courseFields(projectCourse),
    cTeamName: text('团队名称', { required: true, searchable: true, sortable: true, max: 50 }),
    fLeaderUserId: ref('队长', 'AppUser', { searchable: true }),
    cLeaderName: joined('队长', { via: 'fLeaderUserId', field: 'cRealName' }),
    fSchoolId: ref('学校', 'School', { searchable: true }),
    cSchoolName: joined('学校'),
    fMemberCount: int('成员人数', { readOnly: true, sortable: true }),
    cSlogan: text('团队口号', { max: 100 }),
    cDesc: textarea('团队介绍', { max: 1000 }),
    fIsEnroll: choice(EnrollStatus, { searchable: true, readOnly: true, reviewerOnly: true }),
    tEnrollDate: dateTime('报名时间', { readOnly: true, sortable: true, range: true }),
    fScore: decimal('项目成绩', { min: 0, sortable: true, reviewerOnly: true }),
    tCreateDate: created(),
  },
  auth: true,
  // Not owner-scoped: every member, not only the leader, works with the team (see ProjectTeamStudent). A
  // student sees the teams they belong to, not the other teams of their projects.
  rows: {
    school: 'fSchoolId',
    course: { field: 'cProjectInfoId', entity: 'ProjectInfo' },
    team: 'cProjectTeamId',
  },
  grants: { write: [...projectCourse.staff, 'student'], audit: projectCourse.staff },
  defaultSort: { field: 'tCreateDate', order: 'desc' },
  actions: (s) => [
    {
      action: 'GetProjectInfoRegistrationPageList',
      kind: 'list',
      summary: '项目报名列表',
      get query() {
        return z.object({
          pageNumber,
          pageSize,
          cProjectInfoId: z.string().max(64).optional(),
          cProjectName: z.string().trim().max(200).optional(),
          fIsEnroll: z.coerce.number().int().optional(),
          fProjectStatus: z.coerce.number().int().optional(),
        });
      },
      get content() {
        return pageOf(registration());
      },
      grants: 'authenticated',
    },
    {
      action: 'GetProjectTeamCandidateList',
      kind: 'list',
      summary: '可组队学生',
      // The team's own members count as candidates when editing it (cProjectTeamId); the caller never does.
      get query() {
        return z.object({
          pageNumber,
          pageSize,
          cProjectInfoId: z.string().min(1).max(64),
          cProjectTeamId: z.string().max(64).optional(),
          cRealName: z.string().trim().max(50).optional(),
        });
      },
      get content() {
        return pageOf(candidate);
      },
      grants: 'authenticated',
    },
    {
      action: 'AddProjectTeamWithStudent',
      kind: 'action',
      summary: '创建团队并添加成员',
      // The caller becomes the leader; fStudentUserIds are the other members.
      get body() {
        return s.add.extend({ fStudentUserIds: members });
      },
      get content() {
        return s.row;
      },
    },
    {
      action: 'EditProjectTeamWithStudent',
      kind: 'action',
      summary: '编辑团队及成员',
      get body() {
        return s.edit.extend({ fStudentUserIds: members });
      },
      get content() {
        return s.row;
      },
    },
    {
      action: 'EnrollProjectTeam',
      kind: 'action',
      summary: '提交报名',
      // A team forms first (its leader alone), fills up by invitations, then its leader sends the enrolment:
      // refused below the project's fMinMember. The reference server's own (the production back end enrols
      // a team as it is formed).
      get body() {
        return s.modelQuery;
      },
      content: none,
      grants: [...projectCourse.staff, 'student'],
      referenceServerOnly: true,
    },
    {
      action: 'ExitProjectTeam',
      kind: 'action',
      summary: '退出团队',
      get body() {
        return s.modelQuery;
      },
      content: none,
      grants: ['student'],
    },
    {
      action: 'BatchDownloadProjectTeam',
      kind: 'download',
      summary: '批量下载团队材料',
      body: idsBody,
      get content() {
        return z.string();
      },
      timeoutMs: 300_000,
      grants: projectCourse.staff,
    },
  ],
});
