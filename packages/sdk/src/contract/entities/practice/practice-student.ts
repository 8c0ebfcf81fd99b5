import { z } from 'zod';
import { defineEntity } from '../../entity.js';
import { RegistrationStatus, ReviewStatus } from '../../enums.js';
import { choice, created, decimal, id, joined, ref, textarea } from '../../field.js';
import { idsBody, none } from '../../wire.js';
import { courseFields } from './course-kit.js';
import { practiceCourse } from './practice-info.js';

const courseId = z.string().min(1).max(64);
const importRowError = z.object({ row: z.number().int(), message: z.string() });
/** A student a dry run would put on the course: what the import dialog's preview step shows. */
const importPreviewRow = z.object({
  row: z.number().int(),
  cNumber: z.string(),
  cRealName: z.string(),
  cSchoolName: z.string().nullable(),
});

/**
 * A student's selection of a practice course. Students register and cancel themselves; staff review the
 * selection (Auth/UnAuth) and may add students directly or import a class list.
 */
export const PracticeStudent = defineEntity({
  name: 'PracticeStudent',
  label: '选课学生',
  api: 'internship',
  key: 'cPracticeStudentId',
  title: 'cRealName',
  fields: {
    cPracticeStudentId: id(),
    ...courseFields(practiceCourse),
    fStudentUserId: ref('学生', 'AppUser', { required: true, searchable: true }),
    cRealName: joined('姓名'),
    cNumber: joined('学号'),
    // From the student's account, as the name and number are (not fSchoolId: the school's contact number).
    cMobile: joined('手机号', { via: 'fStudentUserId' }),
    fSchoolId: ref('学校', 'School', { searchable: true }),
    cSchoolName: joined('学校'),
    fClassId: ref('班级', 'Class', { searchable: true }),
    cClassName: joined('班级'),
    cSelectReason: textarea('选课理由', { max: 500 }),
    fRegistrationStatus: choice(RegistrationStatus, { searchable: true, readOnly: true }),
    fStatus: choice(ReviewStatus, {
      label: '选课审核',
      searchable: true,
      readOnly: true,
      reviewerOnly: true,
    }),
    fScore: decimal('总成绩', { min: 0, sortable: true, reviewerOnly: true }),
    cComment: textarea('教师评语', { max: 2000, reviewerOnly: true }),
    tCreateDate: created(),
  },
  auth: true,
  rows: {
    school: 'fSchoolId',
    course: { field: 'cPracticeInfoId', entity: 'PracticeInfo' },
    owner: 'fStudentUserId',
  },
  grants: { write: practiceCourse.staff, audit: practiceCourse.staff },
  defaultSort: { field: 'tCreateDate', order: 'desc' },
  actions: (s) => [
    {
      action: 'RegisterPracticeStudent',
      kind: 'action',
      summary: '学生报名实践课程',
      get body() {
        return s.add.pick({ cPracticeInfoId: true, cSelectReason: true });
      },
      get content() {
        return s.row;
      },
      grants: ['student'],
    },
    {
      action: 'CancelRegisterPracticeStudent',
      kind: 'action',
      summary: '学生取消报名实践课程',
      get body() {
        return z.object({ cPracticeInfoId: courseId });
      },
      content: none,
      grants: ['student'],
    },
    {
      action: 'ImportPracticeStudentList',
      kind: 'upload',
      summary: '导入选课学生名单',
      multipart: { field: 'file' },
      // dryRun checks every row and answers the students it would add, writing nothing (the preview step).
      get query() {
        return z.object({ cPracticeInfoId: courseId, dryRun: z.stringbool().optional() });
      },
      get content() {
        return z.object({
          imported: z.number().int(),
          errors: z.array(importRowError),
          preview: z.array(importPreviewRow).optional(),
        });
      },
    },
    {
      action: 'BatchDownloadPracticeStudent',
      kind: 'download',
      summary: '批量下载选课学生材料',
      body: idsBody,
      get content() {
        return z.string();
      },
      timeoutMs: 300_000,
    },
  ],
});
