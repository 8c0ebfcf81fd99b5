import { z } from 'zod';
import { button, menu, service } from '../entities/system/menus.js';
import { emailValue, mobileValue, passwordValue } from '../field.js';
import { defineOperation } from '../operation.js';
import { idValue, none } from '../wire.js';

const home = { api: 'system', controller: 'Home' } as const;

export const userInfo = z.object({
  username: z.string(),
  avatar: z.string().nullable(),
  roles: z.array(z.string()),
  ability: z.array(z.string()),
  info: z
    .object({
      fAppUserId: idValue,
      cRealName: z.string(),
      cMobile: z.string().nullish(),
      fSchoolId: idValue.nullish(),
      cSchoolName: z.string().nullish(),
    })
    .loose(),
  buttonsList: z.array(button),
  // The account signed in with a password an administrator gave: it must change it before anything else
  // (password-first.ts). The production back end may not say; absent means no.
  mustChangePassword: z.boolean().optional(),
});

/** Sign-in, the signed-in user's own data, and what the server grants them (SPEC §7.2 Home). */
export const homeOperations = [
  defineOperation({
    ...home,
    action: 'LoginCheck',
    summary: '登录',
    get body() {
      return z.object({
        cUserName: z.string().trim().min(1, '请输入账号').max(50),
        cPassword: z.string().min(1, '请输入密码').max(64),
      });
    },
    get content() {
      return z.object({ token: z.string().min(1) });
    },
    grants: 'public',
  }),
  defineOperation({
    ...home,
    action: 'LoginOut',
    summary: '退出登录',
    get body() {
      return z.object({});
    },
    content: none,
    grants: 'authenticated',
  }),
  defineOperation({
    ...home,
    action: 'GetSystemUserService',
    kind: 'list',
    summary: '当前用户的服务',
    get query() {
      return z.object({});
    },
    get content() {
      return z.array(service);
    },
    grants: 'authenticated',
  }),
  defineOperation({
    ...home,
    action: 'GetSystemUserMenu',
    kind: 'list',
    summary: '当前用户的菜单',
    get query() {
      return z.object({ fServiceId: z.coerce.number().int().optional() });
    },
    get content() {
      return z.array(menu);
    },
    grants: 'authenticated',
  }),
  defineOperation({
    ...home,
    action: 'GetSystemUserButtonMenu',
    kind: 'list',
    summary: '当前用户在页面上的按钮',
    get query() {
      return z.object({
        cController: z.string().max(100).optional(),
        cAction: z.string().max(100).optional(),
      });
    },
    get content() {
      return z.object({ List: z.array(button) });
    },
    grants: 'authenticated',
  }),
  defineOperation({
    ...home,
    action: 'GetUserInfoModel',
    kind: 'model',
    summary: '当前用户信息',
    get query() {
      return z.object({});
    },
    content: userInfo,
    grants: 'authenticated',
  }),
  defineOperation({
    ...home,
    name: 'Home_EditAppUser',
    action: 'EditAppUser',
    summary: '编辑个人资料',
    get body() {
      return z.object({
        cRealName: z.string().trim().min(1, '姓名不能为空').max(50).optional(),
        cMobile: mobileValue().optional(),
        cEmail: emailValue().optional(),
        cAvatar: z.string().max(1000).optional(),
      });
    },
    content: none,
    grants: 'authenticated',
  }),
  defineOperation({
    ...home,
    action: 'ChangePass',
    summary: '修改密码',
    get body() {
      return z
        .object({
          oldPassword: z.string().min(1, '请输入旧密码').max(64),
          newPassword: passwordValue(),
          cPassword: passwordValue(),
          cCheckPassword: z.string(),
        })
        .refine((v) => v.cPassword === v.cCheckPassword, {
          message: '两次输入密码不一致!',
          path: ['cCheckPassword'],
        })
        .refine((v) => v.newPassword === v.cPassword, {
          message: '两次输入密码不一致!',
          path: ['newPassword'],
        });
    },
    content: none,
    grants: 'authenticated',
  }),
  defineOperation({
    api: 'system',
    controller: 'Home',
    name: 'Register',
    action: 'register',
    path: '/register',
    summary: '注册（旧接口）',
    get body() {
      return z.object({
        cUserName: z.string().trim().min(1).max(50),
        cPassword: passwordValue(),
        cRealName: z.string().trim().min(1, '姓名不能为空').max(50),
        cMobile: mobileValue(),
        cSchoolCode: z.string().trim().min(1).max(32),
      });
    },
    content: none,
    grants: 'public',
  }),
];
