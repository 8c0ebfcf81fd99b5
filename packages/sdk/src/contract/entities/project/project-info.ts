import { defineEntity } from '../../entity.js';
import { ReviewStatus, TrainingProjectStatus } from '../../enums.js';
import {
  CREATOR,
  choice,
  created,
  creatorId,
  date,
  dateTime,
  id,
  image,
  int,
  joined,
  ref,
  richText,
  text,
  textarea,
} from '../../field.js';
import { STAFF } from '../../roles.js';
import { idsBody, none } from '../../wire.js';
import type { CourseSpec } from '../practice/course-kit.js';

/** Training-camp projects are run by school staff and enterprise tutors alike. */
export const projectCourse = {
  prefix: 'Project',
  label: '实训项目',
  entity: 'ProjectInfo',
  key: 'cProjectInfoId',
  title: 'cProjectName',
  staff: STAFF,
} as const satisfies CourseSpec;

/** A science-innovation project of the training camp: teams enrol, then work through its tasks. */
export const ProjectInfo = defineEntity({
  name: 'ProjectInfo',
  label: '实训项目',
  api: 'internship',
  key: 'cProjectInfoId',
  title: 'cProjectName',
  fields: {
    cProjectInfoId: id(),
    fSchoolId: ref('学校', 'School', { required: true, searchable: true }),
    cSchoolName: joined('学校'),
    cProjectName: text('项目名称', { required: true, searchable: true, sortable: true, max: 100 }),
    fCompanyId: ref('合作企业', 'Company', { searchable: true }),
    cCompanyName: joined('合作企业'),
    // Any number of technology directions per project (ProjectProjectTechnology): the server lists the names.
    cTechnologyNames: joined('技术方向', { computed: true }),
    cCover: image('项目封面', { column: false }),
    cSummary: textarea('项目简介', { max: 500 }),
    cDesc: richText('项目详情'),
    fMinMember: int('每队最少人数', { min: 0 }),
    fMaxMember: int('每队最多人数', { min: 0 }),
    fMaxTeam: int('团队数量上限', { min: 0 }),
    fTeamCount: int('已报名团队', { readOnly: true, sortable: true }),
    tEnrollStartDate: date('报名开始日期', { required: true, sortable: true, range: true }),
    tEnrollEndDate: date('报名截止日期', { required: true }),
    tStartDate: date('项目开始日期', { required: true, sortable: true, range: true }),
    tEndDate: date('项目结束日期', { required: true, sortable: true }),
    tPublishDate: dateTime('发布时间', { sortable: true, range: true }),
    fStatus: choice(ReviewStatus, { searchable: true, readOnly: true, reviewerOnly: true }),
    fProjectStatus: choice(TrainingProjectStatus, { searchable: true, readOnly: true }),
    cCreateUserName: joined('创建人', { via: CREATOR, field: 'cRealName' }),
    cCreateUserId: creatorId(),
    tCreateDate: created(),
  },
  dateOrder: [
    { start: 'tEnrollStartDate', end: 'tEnrollEndDate' },
    { start: 'tStartDate', end: 'tEndDate' },
  ],
  auth: true,
  rows: { school: 'fSchoolId', course: { field: 'cProjectInfoId', entity: 'ProjectInfo' } },
  grants: { write: projectCourse.staff },
  defaultSort: { field: 'tCreateDate', order: 'desc' },
  actions: () => [
    { action: 'FinishProjectInfoIDS', kind: 'action', summary: '结束实训项目', body: idsBody, content: none },
  ],
});
