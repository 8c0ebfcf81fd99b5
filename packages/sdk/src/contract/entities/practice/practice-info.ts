import { defineEntity } from '../../entity.js';
import { CourseType, PracticeInfoTaskType, PracticeInfoType, ReviewStatus } from '../../enums.js';
import {
  CREATOR,
  choice,
  created,
  creatorId,
  date,
  decimal,
  id,
  image,
  int,
  joined,
  json,
  ref,
  richText,
  text,
} from '../../field.js';
import { ADMINS } from '../../roles.js';
import { idsBody, none, pageOf } from '../../wire.js';
import { allRowsQuery, departmentOption } from '../internship/shared.js';
import type { CourseSpec } from './course-kit.js';
import { PracticeStatus } from './enums.js';

/** Practice courses are run by school admins and in-school tutors. */
export const practiceCourse = {
  prefix: 'Practice',
  label: '实践课程',
  entity: 'PracticeInfo',
  key: 'cPracticeInfoId',
  title: 'cPracticeName',
  staff: [...ADMINS, 'teacher'],
} as const satisfies CourseSpec;

export const PracticeInfo = defineEntity({
  name: 'PracticeInfo',
  label: '实践课程',
  api: 'internship',
  key: 'cPracticeInfoId',
  title: 'cPracticeName',
  fields: {
    cPracticeInfoId: id(),
    fSchoolId: ref('学校', 'School', { required: true, searchable: true }),
    cSchoolName: joined('学校'),
    cPracticeName: text('课程名称', { required: true, searchable: true, sortable: true, max: 100 }),
    cPracticeLabelId: ref('课程标签', 'PracticeLabel', { searchable: true }),
    cLabelName: joined('课程标签'),
    fCourseType: choice(CourseType, { searchable: true }),
    fPracticeType: choice(PracticeInfoType, { label: '开课范围', required: true, searchable: true }),
    // Only for multi-school courses: a JSON array of the fSchoolId values the course is open to.
    cOpenSchoolIds: json('开放学校', { max: 4000 }),
    fEvaluationType: choice(PracticeInfoTaskType, { required: true }),
    fEvaluationTemplateInfoId: ref('评价模板', 'EvaluationTemplateInfo'),
    fTeacherUserId: ref('负责教师', 'AppUser', { searchable: true }),
    cTeacherName: joined('负责教师', { via: 'fTeacherUserId', field: 'cRealName' }),
    fCredit: decimal('学分', { min: 0 }),
    fHours: int('学时', { min: 0 }),
    fMaxStudent: int('人数上限', { min: 0 }),
    fStudentCount: int('已选人数', { readOnly: true, sortable: true }),
    tSelectStartDate: date('选课开始日期', { range: true }),
    tSelectEndDate: date('选课截止日期'),
    tStartDate: date('开课日期', { required: true, sortable: true, range: true }),
    tEndDate: date('结课日期', { required: true, sortable: true }),
    cCover: image('课程封面', { column: false }),
    cDesc: richText('课程介绍'),
    fStatus: choice(ReviewStatus, { searchable: true, readOnly: true, reviewerOnly: true }),
    fPracticeStatus: choice(PracticeStatus, { searchable: true, readOnly: true }),
    cCreateUserName: joined('创建人', { via: CREATOR, field: 'cRealName' }),
    cCreateUserId: creatorId(),
    tCreateDate: created(),
  },
  dateOrder: [
    { start: 'tSelectStartDate', end: 'tSelectEndDate' },
    { start: 'tStartDate', end: 'tEndDate' },
  ],
  auth: true,
  rows: { school: 'fSchoolId', course: { field: 'cPracticeInfoId', entity: 'PracticeInfo' } },
  grants: { write: practiceCourse.staff },
  defaultSort: { field: 'tCreateDate', order: 'desc' },
  actions: () => [
    {
      action: 'FinishPracticeInfoIDS',
      kind: 'action',
      summary: '结束实践课程',
      body: idsBody,
      content: none,
    },
    {
      // Every school of the platform (id and name): a course open to several schools names them.
      name: 'PracticeInfo_GetSchoolPageList',
      action: 'GetSchoolPageList',
      summary: '实践课程可开放学校',
      kind: 'list',
      query: allRowsQuery,
      get content() {
        return pageOf(departmentOption);
      },
      grants: 'authenticated',
    },
  ],
});
