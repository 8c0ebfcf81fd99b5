import { z } from 'zod';
import { defineOperation, qualified } from '../operation.js';
import { STAFF } from '../roles.js';
import { idValue, pageOf } from '../wire.js';

/*
 * Base: light look-ups the console's pickers use (SPEC §7.3 "Base"), and Common: temporary object-storage
 * credentials. Base names are qualified because the School and Class groups own the plain names.
 */

const base = (action: string) =>
  ({ api: 'internship', controller: 'Base', name: qualified('Base', action), action }) as const;
const allPages = z.object({
  pageNumber: z.coerce.number().int().min(-1).default(-1),
  pageSize: z.coerce.number().int().min(1).max(999999).default(10),
});
const option = z.object({ id: idValue, cDepartName: z.string() }).loose();
const person = z
  .object({
    fAppUserId: idValue,
    cRealName: z.string(),
    cMobile: z.string(),
    cNumber: z.string().nullish(),
    fAppDepartmentId: idValue.nullish(),
  })
  .loose();
const byMobile = z.object({ cMobile: z.string().trim().min(1, '请输入正确的手机号再进行校验!').max(20) });

export const stsCredentials = z.object({
  Credentials: z.object({
    AccessKeyId: z.string(),
    AccessKeySecret: z.string(),
    SecurityToken: z.string(),
    Expiration: z.string().nullish(),
  }),
  Region: z.string(),
  Bucket: z.string(),
  /** Folder every key must start with: the caller's school (SPEC §3 file naming). */
  Prefix: z.string().nullish(),
});

export const baseOperations = [
  defineOperation({
    ...base('GetSchoolPageList'),
    kind: 'list',
    summary: '学校选项（首次加载后缓存）',
    query: allPages,
    content: pageOf(option),
    grants: 'authenticated',
  }),
  defineOperation({
    ...base('GetClassPageList'),
    kind: 'list',
    summary: '班级选项',
    query: allPages.extend({ fSchoolId: idValue.optional() }),
    content: pageOf(option),
    grants: 'authenticated',
  }),
  defineOperation({
    ...base('GetStudentModelByMobile'),
    kind: 'model',
    summary: '按手机号查找学生',
    query: byMobile,
    content: person.nullable(),
    grants: STAFF,
  }),
  defineOperation({
    ...base('GetTeacherModelByMobile'),
    kind: 'model',
    summary: '按手机号查找教师',
    query: byMobile,
    content: person.nullable(),
    grants: STAFF,
  }),
  defineOperation({
    ...base('GetTeacherListByRealName'),
    kind: 'list',
    summary: '按姓名查找教师',
    query: z.object({
      cRealName: z.string().trim().max(50).default(''),
      pageNumber: z.coerce.number().int().min(1).default(1),
      pageSize: z.coerce.number().int().min(1).max(100).default(10),
    }),
    content: pageOf(person),
    grants: STAFF,
  }),
  defineOperation({
    api: 'internship',
    controller: 'Common',
    action: 'GetAssumeRole',
    kind: 'model',
    summary: '获取对象存储临时凭证',
    get query() {
      return z.object({});
    },
    content: stsCredentials,
    grants: 'authenticated',
  }),
];
