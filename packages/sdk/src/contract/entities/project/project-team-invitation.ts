import { defineEntity } from '../../entity.js';
import { choice, created, dateTime, id, joined, ref } from '../../field.js';
import { none } from '../../wire.js';
import { courseFields } from '../practice/course-kit.js';
import { InvitationStatus } from './enums.js';
import { projectCourse } from './project-info.js';

/**
 * A team leader's invitation to a classmate (团队邀请): a student joins a team only by accepting one, so
 * nobody is put into a team without saying yes. The reference server's own (the production back end lets
 * the leader add members directly).
 */
export const ProjectTeamInvitation = defineEntity({
  name: 'ProjectTeamInvitation',
  label: '团队邀请',
  api: 'internship',
  key: 'cProjectTeamInvitationId',
  title: 'cInviteeName',
  fields: {
    cProjectTeamInvitationId: id(),
    ...courseFields(projectCourse),
    cProjectTeamId: ref('团队', 'ProjectTeam', { required: true, searchable: true }),
    cTeamName: joined('团队'),
    fInviteeUserId: ref('被邀请学生', 'AppUser', { required: true, searchable: true }),
    cInviteeName: joined('被邀请学生', { via: 'fInviteeUserId', field: 'cRealName' }),
    cInviteeNumber: joined('学号', { via: 'fInviteeUserId', field: 'cNumber' }),
    fInviterUserId: ref('邀请人', 'AppUser', { readOnly: true }),
    cInviterName: joined('邀请人', { via: 'fInviterUserId', field: 'cRealName' }),
    fStatus: choice(InvitationStatus, { searchable: true, readOnly: true }),
    tReplyDate: dateTime('处理时间', { readOnly: true, sortable: true }),
    tCreateDate: created(),
  },
  // Invitations are sent, answered and withdrawn, never edited or deleted: the history stays.
  ops: ['page', 'model', 'add'],
  // The invited student sees their own; the page list adds, for a student, the invitations of their teams
  // (the leader's 待确认 list). Tutors see those of the projects they tutor.
  rows: { course: { field: 'cProjectInfoId', entity: 'ProjectInfo' }, owner: 'fInviteeUserId' },
  grants: { write: ['student'] },
  defaultSort: { field: 'tCreateDate', order: 'desc' },
  actions: (s) => [
    {
      action: 'AcceptProjectTeamInvitation',
      kind: 'action',
      summary: '接受团队邀请',
      get body() {
        return s.modelQuery;
      },
      content: none,
      grants: ['student'],
      referenceServerOnly: true,
    },
    {
      action: 'DeclineProjectTeamInvitation',
      kind: 'action',
      summary: '拒绝团队邀请',
      get body() {
        return s.modelQuery;
      },
      content: none,
      grants: ['student'],
      referenceServerOnly: true,
    },
    {
      action: 'WithdrawProjectTeamInvitation',
      kind: 'action',
      summary: '撤回团队邀请',
      get body() {
        return s.modelQuery;
      },
      content: none,
      grants: ['student'],
      referenceServerOnly: true,
    },
  ],
});
