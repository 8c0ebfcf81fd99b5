import { z } from 'zod';
import { defineEntity } from '../../entity.js';
import { IsOpen, QuestionStatus } from '../../enums.js';
import { choice, created, dateTime, id, joined, ref, text, textarea } from '../../field.js';
import { EVERYONE } from '../../roles.js';
import { idsBody, none } from '../../wire.js';
import { courseFields } from '../practice/course-kit.js';
import { projectCourse } from './project-info.js';

const staff = projectCourse.staff;

/**
 * A question a student or team asks the project's tutors. A tutor replies; opening shares a question and its
 * reply with every team of the project; closing ends it.
 */
export const ProjectQuestion = defineEntity({
  name: 'ProjectQuestion',
  label: '项目答疑',
  api: 'internship',
  key: 'cProjectQuestionId',
  title: 'cTitle',
  fields: {
    cProjectQuestionId: id(),
    ...courseFields(projectCourse),
    cProjectTeamId: ref('团队', 'ProjectTeam', { searchable: true }),
    cTeamName: joined('团队'),
    fUserId: ref('提问人', 'AppUser', { searchable: true }),
    // The asker, not the replying tutor (fReplyUserId is an account too).
    cRealName: joined('提问人', { via: 'fUserId' }),
    cTitle: text('问题标题', { required: true, searchable: true, sortable: true, max: 100 }),
    cContent: textarea('问题描述', { required: true, max: 4000 }),
    cReplyContent: textarea('回复内容', { readOnly: true, reviewerOnly: true }),
    // Set by ReplyProjectQuestion with tReplyDate: the replying tutor is not the row's creator (the asker).
    fReplyUserId: ref('回复人', 'AppUser', { readOnly: true }),
    cReplyUserName: joined('回复人', { via: 'fReplyUserId', field: 'cRealName' }),
    tReplyDate: dateTime('回复时间', { readOnly: true, sortable: true }),
    fStatus: choice(QuestionStatus, { searchable: true, readOnly: true, reviewerOnly: true }),
    fIsOpen: choice(IsOpen, { searchable: true, readOnly: true, reviewerOnly: true }),
    tCreateDate: created(),
  },
  rows: { course: { field: 'cProjectInfoId', entity: 'ProjectInfo' }, owner: 'fUserId' },
  // Students ask (and may withdraw) their own questions; answering and moderating is the tutors' job.
  grants: { write: EVERYONE, audit: staff },
  defaultSort: { field: 'tCreateDate', order: 'desc' },
  actions: () => [
    {
      action: 'ReplyProjectQuestion',
      kind: 'action',
      summary: '回复问题',
      get body() {
        return z.object({
          cProjectQuestionId: z.string().min(1).max(64),
          cReplyContent: z.string().trim().min(1, '请输入回复内容').max(4000),
        });
      },
      content: none,
      grants: staff,
    },
    { action: 'OpenProjectQuestionIDS', summary: '公开问题', body: idsBody, content: none, grants: staff },
    { action: 'CloseProjectQuestionIDS', summary: '关闭问题', body: idsBody, content: none, grants: staff },
  ],
});
