import { z } from 'zod';
import { defineEntity } from '../../entity.js';
import { TutorType } from '../../enums.js';
import { choice, created, id, int, joined, mobile, mobileValue, ref, text } from '../../field.js';
import { qualified } from '../../operation.js';
import { ADMINS } from '../../roles.js';
import { idValue, pageNumber, pageOf, pageSize } from '../../wire.js';

const teacherOption = z
  .object({
    fUserId: idValue,
    cRealName: z.string(),
    cMobile: z.string().nullish(),
    cNumber: z.string().nullish(),
    cSchoolName: z.string().nullish(),
  })
  .loose();

/** A tutor of one internship course: an in-school teacher, an enterprise tutor or a leader. */
export const InternshipTutor = defineEntity({
  name: 'InternshipTutor',
  label: '实习导师',
  api: 'internship',
  key: 'fInternshipTutorId',
  title: 'cRealName',
  fields: {
    fInternshipTutorId: id(),
    fInternshipInfoId: ref('实习课程', 'InternshipInfo', { required: true, searchable: true }),
    cInternshipName: joined('实习课程'),
    fUserId: ref('导师账号', 'AppUser'),
    fType: choice(TutorType, { required: true, searchable: true }),
    cRealName: text('姓名', { required: true, searchable: true, sortable: true, max: 50 }),
    cMobile: mobile('手机号', { required: true, searchable: true }),
    cNumber: text('工号', { searchable: true, max: 32 }),
    fCompanyId: ref('所在企业', 'Company'),
    cCompanyName: text('所在单位', { searchable: true, max: 100 }),
    cJobTitle: text('职务/职称', { max: 50 }),
    fStudentCount: int('指导学生数', { readOnly: true, sortable: true }),
    tCreateDate: created(),
  },
  rows: { course: { field: 'fInternshipInfoId', entity: 'InternshipInfo' } },
  grants: { write: [...ADMINS, 'teacher'] },
  defaultSort: { field: 'tCreateDate', order: 'desc' },
  actions: (self) => [
    {
      name: qualified('InternshipTutor', 'GetTeacherListByRealName'),
      action: 'GetTeacherListByRealName',
      kind: 'list',
      summary: '按姓名查找教师',
      get query() {
        return z.object({ cRealName: z.string().trim().min(1, '请输入姓名').max(50), pageNumber, pageSize });
      },
      get content() {
        return pageOf(teacherOption);
      },
    },
    {
      action: 'AddCompanyTutorBindStudent',
      summary: '新增企业导师并绑定学生',
      // A student adding their own enterprise tutor sends no ids: the server binds the caller.
      get body() {
        return z.object({
          fInternshipInfoId: idValue,
          cRealName: z.string().trim().min(1, '姓名不能为空').max(50),
          cMobile: mobileValue(),
          cCompanyName: z.string().trim().max(100).nullish(),
          cJobTitle: z.string().trim().max(50).nullish(),
          InternshipStudentIds: z.array(idValue).max(1000).optional(),
        });
      },
      get content() {
        return self.row;
      },
      grants: [...ADMINS, 'teacher', 'student'],
    },
  ],
});
