import { z } from 'zod';
import { defineEntity } from '../../entity.js';
import { created, id, joined, mobile, mobileValue, ref, text } from '../../field.js';
import { ADMINS } from '../../roles.js';
import { idValue } from '../../wire.js';

const newUser = z.object({
  cRealName: z.string().trim().min(1, '姓名不能为空').max(50),
  cMobile: mobileValue(),
  cNumber: z.string().trim().max(50).optional(),
});

/**
 * The answer of adding a person: their account, and when the call opened a new one, the password the server
 * made for it (shown to the administrator once; the account must change it at its first sign-in). An
 * existing account keeps its password, so none is returned.
 */
const addedPerson = z.object({
  fAppUserId: idValue,
  cInitialPassword: z.string().describe('新账号的初始密码，仅在本次应答中返回一次').optional(),
});

/** Membership of a user in a department (a school's staff, a company's tutors). */
export const AppDepartmentUser = defineEntity({
  name: 'AppDepartmentUser',
  label: '部门用户',
  api: 'system',
  key: 'fAppDepartmentUserId',
  title: 'cRealName',
  fields: {
    fAppDepartmentUserId: id(),
    fAppDepartmentId: ref('部门', 'AppDepartment', { required: true, searchable: true }),
    cDepartName: joined('部门'),
    fSchoolId: ref('学校', 'School', { searchable: true }),
    fAppUserId: ref('用户', 'AppUser', { required: true, searchable: true }),
    // The staff list is searched by name and mobile (the person, not the membership row).
    cRealName: joined('姓名', {}, { searchable: true }),
    cMobile: mobile('手机号', { readOnly: true, searchable: true }),
    cPost: text('职务', { max: 50 }),
    tCreateDate: created(),
  },
  rows: { school: 'fSchoolId' },
  grants: { read: ADMINS, write: ADMINS },
  actions: () => [
    {
      action: 'AddSchoolUser',
      summary: '添加学校用户',
      get body() {
        return newUser.extend({
          fSchoolId: idValue,
          cRole: z.enum(['schoolAdmin', 'teacher']),
        });
      },
      content: addedPerson,
    },
    {
      action: 'AddCompanyUser',
      summary: '添加企业用户',
      get body() {
        return newUser.extend({ fCompanyId: idValue });
      },
      content: addedPerson,
    },
  ],
});
