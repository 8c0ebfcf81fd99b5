import { defineEntity } from '../../entity.js';
import {
  DeadlineStatus,
  EducationType,
  ExperienceType,
  FinishStatus,
  IsTop,
  PublishStatus,
  RecruitmentType,
  ReviewStatus,
} from '../../enums.js';
import {
  choice,
  computedChoice,
  created,
  date,
  dateTime,
  id,
  int,
  joined,
  location,
  phone,
  ref,
  richText,
  text,
} from '../../field.js';
import { ADMINS, type Role } from '../../roles.js';
import { idsBody, none } from '../../wire.js';

/** Companies post jobs through their enterprise tutors; schools post on their behalf. */
const POSTERS: readonly Role[] = ['platformAdmin', 'schoolAdmin', 'companyTutor'];

/*
 * The job status chain (SPEC §4): fStatus is reviewed first (Auth/UnAuth); only a passed post can be
 * published, only a published one finished. The flags are read-only so that chain runs through the actions
 * below, where the server checks it, and never through Edit.
 */
const step = (action: string, summary: string, grants: readonly Role[] = POSTERS) => ({
  action: `${action}CloudRecruitmentIDS`,
  summary,
  kind: 'action' as const,
  body: idsBody,
  content: none,
  grants,
});

export const CloudRecruitment = defineEntity({
  name: 'CloudRecruitment',
  label: '招聘职位',
  api: 'internship',
  key: 'cCloudRecruitmentId',
  title: 'cJobName',
  fields: {
    cCloudRecruitmentId: id(),
    cJobName: text('职位名称', { required: true, searchable: true, sortable: true, max: 100 }),
    fCompanyId: ref('招聘企业', 'Company', { required: true, searchable: true }),
    cCompanyName: joined('招聘企业'),
    fRecruitmentType: choice(RecruitmentType, { required: true, searchable: true }),
    // The school a school-based post (fRecruitmentType 2) is shown to.
    fSchoolId: ref('面向学校', 'School', { searchable: true }),
    cSchoolName: joined('面向学校'),
    fEducationType: choice(EducationType, { required: true, searchable: true }),
    fExperienceType: choice(ExperienceType, { required: true, searchable: true }),
    cSalary: text('薪资待遇', { required: true, max: 50 }),
    cCity: text('工作城市', { required: true, searchable: true, max: 50 }),
    cAddress: location('工作地点', { column: false }),
    fRecruitNumber: int('招聘人数', { min: 0 }),
    cContact: text('联系人', { max: 50, column: false }),
    cContactPhone: phone('联系电话', { column: false }),
    cContent: richText('职位描述', { required: true }),
    tDeadline: date('截止日期', { sortable: true }),
    // 已截止 once tDeadline is before today (the schools' clock): the board's status column shows it.
    fIsExpired: computedChoice(DeadlineStatus),
    fStatus: choice(ReviewStatus, { searchable: true, readOnly: true, reviewerOnly: true }),
    fIsPublish: choice(PublishStatus, { searchable: true, readOnly: true }),
    fIsFinished: choice(FinishStatus, { searchable: true, readOnly: true }),
    fIsTop: choice(IsTop, { searchable: true, sortable: true, readOnly: true }),
    tPublishDate: dateTime('发布时间', { readOnly: true, sortable: true, range: true }),
    tRefreshDate: dateTime('刷新时间', { readOnly: true, sortable: true }),
    fApplyCount: int('投递人数', { readOnly: true, sortable: true }),
    tCreateDate: created(),
  },
  auth: true,
  // Whole-platform posts are seen by every school; school-based ones only by fSchoolId's school.
  rows: { shared: true, school: 'fSchoolId' },
  grants: { write: POSTERS },
  // Pinned posts (置顶) head every list; the rest follow the requested sort, by default the freshest first.
  pinned: 'fIsTop',
  defaultSort: { field: 'tRefreshDate', order: 'desc' },
  actions: () => [
    step('Publish', '发布职位'),
    step('UnPublish', '取消发布职位'),
    // Pinning reorders the board for everyone, so it is an administrator's call.
    step('Top', '置顶职位', ADMINS),
    step('UnTop', '取消置顶职位', ADMINS),
    step('Finish', '结束招聘'),
    step('UnFinish', '恢复招聘'),
    step('Refresh', '刷新职位'),
  ],
});
