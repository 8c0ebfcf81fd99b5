import { defineEntity } from '../../entity.js';
import { CourseType, InternshipInfoStatus, InternshipStage } from '../../enums.js';
import { CREATOR, choice, created, creatorId, date, id, joined, ref, richText, text } from '../../field.js';
import { idsBody, none, pageOf } from '../../wire.js';
import { allRowsQuery, departmentOption } from './shared.js';

export const InternshipInfo = defineEntity({
  name: 'InternshipInfo',
  label: '实习课程',
  api: 'internship',
  key: 'fInternshipInfoId',
  title: 'cInternshipName',
  fields: {
    fInternshipInfoId: id(),
    fSchoolId: ref('学校', 'School', { required: true, searchable: true }),
    cSchoolName: joined('学校'),
    cInternshipName: text('实习名称', { required: true, searchable: true, sortable: true, max: 100 }),
    fCourseType: choice(CourseType, { searchable: true }),
    cMajor: text('面向专业', { searchable: true, max: 100 }),
    tStartDate: date('开始日期', { required: true, sortable: true, range: true }),
    tEndDate: date('结束日期', { required: true, sortable: true }),
    fStatus: choice(InternshipInfoStatus, { searchable: true, readOnly: true, reviewerOnly: true }),
    fInternshipStatus: choice(InternshipStage, { searchable: true, readOnly: true }),
    fTemplateBatchInfoId: ref('模板批次', 'TemplateBatchInfo'),
    cDesc: richText('实习说明'),
    cCreateUserName: joined('创建人', { via: CREATOR, field: 'cRealName' }),
    cCreateUserId: creatorId(),
    tCreateDate: created(),
  },
  dateOrder: [{ start: 'tStartDate', end: 'tEndDate' }],
  auth: true,
  rows: { school: 'fSchoolId', course: { field: 'fInternshipInfoId', entity: 'InternshipInfo' } },
  grants: { write: ['platformAdmin', 'schoolAdmin', 'teacher'] },
  defaultSort: { field: 'tCreateDate', order: 'desc' },
  actions: () => [
    {
      action: 'CloseInternshipInfoIDS',
      summary: '关闭实习课程',
      kind: 'action',
      body: idsBody,
      content: none,
    },
    {
      action: 'RecoverInternshipInfoIDS',
      summary: '恢复实习课程',
      kind: 'action',
      body: idsBody,
      content: none,
    },
    {
      name: 'InternshipInfo_GetClassPageList',
      action: 'GetClassPageList',
      summary: '实习课程可选班级',
      kind: 'list',
      query: allRowsQuery,
      get content() {
        return pageOf(departmentOption);
      },
      grants: 'authenticated',
    },
    {
      name: 'InternshipInfo_GetSchoolPageList',
      action: 'GetSchoolPageList',
      summary: '实习课程可选学校',
      kind: 'list',
      query: allRowsQuery,
      get content() {
        return pageOf(departmentOption);
      },
      grants: 'authenticated',
    },
  ],
});
