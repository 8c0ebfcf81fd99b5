import { z } from 'zod';
import { defineEntity } from '../../entity.js';
import { InternshipStage } from '../../enums.js';
import { choice, created, date, id, joined, location, mobile, mobileValue, ref, text } from '../../field.js';
import { qualified } from '../../operation.js';
import { ADMINS, STAFF } from '../../roles.js';
import { idValue, pageOf } from '../../wire.js';
import { diaryReviewFlag } from './diary-wire.js';
import { StudentDownloadMode } from './enums.js';
import { allRowsQuery, departmentOption, download } from './shared.js';

const q = (action: string) => qualified('InternshipStudent', action);

const studentOption = z
  .object({ fInternshipStudentId: idValue, cRealName: z.string(), cMobile: z.string().nullish() })
  .loose();

/** A student taking part in one internship course, with where they intern. */
export const InternshipStudent = defineEntity({
  name: 'InternshipStudent',
  label: '实习学生',
  api: 'internship',
  key: 'fInternshipStudentId',
  title: 'cRealName',
  fields: {
    fInternshipStudentId: id(),
    fInternshipInfoId: ref('实习课程', 'InternshipInfo', { required: true, searchable: true }),
    cInternshipName: joined('实习课程'),
    // Linked by the server to the account with the same mobile.
    fUserId: ref('学生账号', 'AppUser', { readOnly: true }),
    fClassId: ref('班级', 'Class', { required: true, searchable: true }),
    cClassName: joined('班级'),
    cRealName: text('姓名', { required: true, searchable: true, sortable: true, max: 50 }),
    cNumber: text('学号', { required: true, searchable: true, sortable: true, max: 32 }),
    cMobile: mobile('手机号', { required: true, searchable: true }),
    fCompanyId: ref('实习单位', 'Company'),
    cCompanyName: text('实习单位', { searchable: true, max: 100 }),
    cPost: text('实习岗位', { max: 100 }),
    cWorkPlace: location('实习地点'),
    tStartDate: date('实习开始日期', { sortable: true }),
    tEndDate: date('实习结束日期', { sortable: true }),
    fInternshipStatus: choice(InternshipStage, { searchable: true }),
    // Tutors are assigned in InternshipTutorStudent, which lets a student have more than one tutor of a kind:
    // the server lists the names of the student's tutors of fType 1 (in-school) and 2 (enterprise). A single
    // ref here would copy that assignment and could drift from it.
    cTeacherTutorName: joined('校内导师', { computed: true }),
    cCompanyTutorName: joined('企业导师', { computed: true }),
    tCreateDate: created(),
  },
  // Students are added through the person dialog, whose call the spec names
  // InternshipStudent_AddInternshipStudent; it is the standard add's route, so it replaces the standard add.
  ops: ['page', 'model', 'edit', 'delete'],
  dateOrder: [{ start: 'tStartDate', end: 'tEndDate' }],
  rows: { course: { field: 'fInternshipInfoId', entity: 'InternshipInfo' }, owner: 'fUserId' },
  grants: { write: [...ADMINS, 'teacher'] },
  defaultSort: { field: 'tCreateDate', order: 'desc' },
  actions: (self) => [
    {
      name: q('AddInternshipStudent'),
      action: 'AddInternshipStudent',
      kind: 'add',
      summary: '新增实习学生',
      get body() {
        return self.add;
      },
      get content() {
        return self.row;
      },
    },
    {
      // The production back end's own list of 我的实习 (a public client of it calls this): the caller's own
      // course rows, each with what the student's pages need in their links and how much is handed in.
      name: q('GetInternshipStudentWithRelateCountPageListByUser'),
      action: 'GetInternshipStudentWithRelateCountPageListByUser',
      kind: 'list',
      summary: '我的实习（含日志、总结、评价数）',
      // Production sends pageNumber and pageSize; the list's search fields narrow it as on the standard list.
      get query() {
        return self.query;
      },
      get content() {
        return pageOf(
          self.row.extend({
            fTemplateBatchInfoId: idValue.nullish(),
            // Whether the student's in-school (1) and enterprise (2) tutors review their diaries: 1 when the
            // student has a tutor of that kind in the course.
            fIsNeedDiaryReview1: diaryReviewFlag,
            fIsNeedDiaryReview2: diaryReviewFlag,
            fDiaryCount: z.number().int(),
            fSummaryCount: z.number().int(),
            fGeneralReviewCount: z.number().int(),
            fInterviewCount: z.number().int(),
          }),
        );
      },
      grants: 'authenticated',
    },
    {
      name: q('GetStudentModelByMobile'),
      action: 'GetStudentModelByMobile',
      kind: 'model',
      summary: '按手机号查询学生',
      get query() {
        return z.object({ cMobile: mobileValue() });
      },
      // Null when no student has that mobile: the dialog then unlocks manual entry.
      get content() {
        return z
          .object({
            cNumber: z.string().nullish(),
            cRealName: z.string(),
            fAppDepartmentId: idValue.nullish(),
          })
          .loose()
          .nullable();
      },
    },
    {
      name: q('GetInternshipStudentClassList'),
      action: 'GetInternshipStudentClassList',
      kind: 'list',
      summary: '实习学生所在班级',
      get query() {
        return allRowsQuery.extend({ fInternshipInfoId: idValue });
      },
      get content() {
        return pageOf(departmentOption);
      },
    },
    {
      name: q('GetVisibleInternshipStudentPageListInClassByTutorId'),
      action: 'GetVisibleInternshipStudentPageListInClassByTutorId',
      kind: 'list',
      summary: '班级中可分配给导师的实习学生',
      // The tutor is optional: without it the server takes the calling tutor.
      get query() {
        return allRowsQuery.extend({
          fInternshipInfoId: idValue,
          fClassId: idValue,
          fInternshipTutorId: idValue.optional(),
        });
      },
      get content() {
        return pageOf(studentOption);
      },
    },
    download({
      action: 'BatchDownloadInternshipStudent',
      summary: '批量下载实习学生资料',
      get body() {
        return z.object({
          fInternshipStudentIds: z.array(idValue).min(1, '未选中数据').max(1000, '一次最多操作1000条数据'),
          fInternshipInfoId: idValue,
          fDownloadType: StudentDownloadMode.schema.default(1),
        });
      },
      grants: STAFF,
    }),
  ],
});
