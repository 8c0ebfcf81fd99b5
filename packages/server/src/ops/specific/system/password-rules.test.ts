import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../test/harness.js';
import { type Client, DEMO_PASSWORD, HUADONG, raw, signIn } from './test-client.js';

/*
 * Wherever a password is chosen (ChangePass, AppUserChangePassword, ResetAppUserPassword with a password,
 * AddAppUser / EditAppUser with one, Register), a common one, or one equal to the account's user name (any
 * case) or mobile, is refused in Chinese and nothing changes. The documented initial password of accounts
 * an administrator creates stays usable as that, but nobody may choose it.
 */

const COMMON = '密码过于常见，请换一个更安全的密码';
const IS_USER_NAME = '密码不能与用户名相同';
const IS_MOBILE = '密码不能与手机号相同';
/** The shared initial password accounts were once given: on the common list, so nobody may choose it. */
const FORMER_DEFAULT = 'Abc@123456';

let server: TestServer;
let admin: Client;
let school: Client;

interface Account {
  fAppUserId: string;
  cUserName: string;
  cMobile: string;
  cPassword: string;
}
const account = async (userName: string) =>
  (
    await server.db.query(
      'select "fAppUserId", "cUserName", "cMobile", "cPassword" from "AppUser" where "cUserName" = $1',
      [userName],
    )
  )[0] as unknown as Account;
const byRealName = async (realName: string) =>
  (await server.db.query('select "cUserName" from "AppUser" where "cRealName" = $1', [realName]))[0]
    ?.cUserName as string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server.url, 'admin');
  school = await signIn(server.url, HUADONG.admin);
  await admin.sdk.AddAppUser({
    cUserName: 'zhou_ming',
    cPassword: 'Zm#2026start',
    cRealName: '周明',
    cMobile: '13911112222',
    fUserLabel: 1,
    fSchoolId: HUADONG.id,
  });
}, 180_000);
afterAll(() => server?.close());

const changePass = (password: string) => ({
  oldPassword: 'Zm#2026start',
  newPassword: password,
  cPassword: password,
  cCheckPassword: password,
});

describe('a chosen password', () => {
  it.each([
    ['ChangePass: a common one', 'ChangePass', () => changePass('password1'), COMMON],
    ['ChangePass: a common one in other case', 'ChangePass', () => changePass('QQ123456'), COMMON],
    [
      'ChangePass: the former shared initial password',
      'ChangePass',
      () => changePass(FORMER_DEFAULT),
      COMMON,
    ],
    ['ChangePass: the user name in other case', 'ChangePass', () => changePass('ZHOU_MING'), IS_USER_NAME],
    ['ChangePass: the mobile', 'ChangePass', () => changePass('13911112222'), IS_MOBILE],
    ['ChangePass: the mobile with +86', 'ChangePass', () => changePass('+8613911112222'), IS_MOBILE],
  ])('%s is refused and the password stays', async (_, name, body, message) => {
    const me = await signIn(server.url, 'zhou_ming', 'Zm#2026start');
    const before = (await account('zhou_ming')).cPassword;
    const r = await raw(server.url, name, { token: me.token, body: body() });
    expect(r.status).toBe(400);
    expect(r.json.Message).toBe(message);
    expect((await account('zhou_ming')).cPassword).toBe(before);
  });

  it.each([
    [
      'AppUserChangePassword: a common one',
      'AppUserChangePassword',
      (u: Account) => ({ fAppUserId: u.fAppUserId, newPassword: 'woaini1314' }),
      COMMON,
    ],
    [
      'AppUserChangePassword: the user name',
      'AppUserChangePassword',
      (u: Account) => ({ fAppUserId: u.fAppUserId, newPassword: 'Zhou_Ming' }),
      IS_USER_NAME,
    ],
    [
      'ResetAppUserPassword: a common one',
      'ResetAppUserPassword',
      (u: Account) => ({ ids: [u.fAppUserId], cPassword: 'a123456' }),
      COMMON,
    ],
    [
      'ResetAppUserPassword: the mobile',
      'ResetAppUserPassword',
      (u: Account) => ({ ids: [u.fAppUserId], cPassword: u.cMobile }),
      IS_MOBILE,
    ],
    [
      'EditAppUser: a common one',
      'EditAppUser',
      (u: Account) => ({ fAppUserId: u.fAppUserId, cPassword: '88888888' }),
      COMMON,
    ],
    [
      'EditAppUser: the user name it is given',
      'EditAppUser',
      (u: Account) => ({ fAppUserId: u.fAppUserId, cUserName: 'zhou_ming2', cPassword: 'zhou_ming2' }),
      IS_USER_NAME,
    ],
  ])('%s, set by an administrator, is refused and the password stays', async (_, name, body, message) => {
    const target = await account('zhou_ming');
    const r = await raw(server.url, name, { token: school.token, body: body(target) });
    expect(r.status).toBe(400);
    expect(r.json.Message).toBe(message);
    expect(await account('zhou_ming')).toEqual(target);
  });

  it.each([
    ['a common one', { cPassword: '123456789' }, COMMON],
    ['the user name', { cPassword: 'Li_Lei2026' }, IS_USER_NAME],
    ['the mobile', { cPassword: '13922223333' }, IS_MOBILE],
  ])('AddAppUser refuses %s and adds nobody', async (_, over, message) => {
    const r = await raw(server.url, 'AddAppUser', {
      token: school.token,
      body: { cUserName: 'li_lei2026', cRealName: '李雷', cMobile: '13922223333', fUserLabel: 1, ...over },
    });
    expect(r.json.Message).toBe(message);
    expect(await account('li_lei2026')).toBeUndefined();
  });

  it.each([
    ['a common one', { cPassword: 'abc123456' }, COMMON],
    ['the mobile', { cPassword: '13933334444' }, IS_MOBILE],
    ['the user name', { cPassword: 'Reg_Han2026' }, IS_USER_NAME],
  ])('Register refuses %s', async (_, over, message) => {
    const r = await raw(server.url, 'Register', {
      body: {
        cUserName: 'reg_han2026',
        cRealName: '韩梅梅',
        cMobile: '+8613933334444',
        cSchoolCode: HUADONG.code,
        ...over,
      },
    });
    expect(r.json.Message).toBe(message);
    expect(await account('reg_han2026')).toBeUndefined();
  });

  it('is refused only when it is someone’s: another account’s name is no business of this one', async () => {
    const target = await account('zhou_ming');
    await school.sdk.AppUserChangePassword({
      fAppUserId: target.fAppUserId,
      newPassword: HUADONG.otherAdmin,
    });
    await expect(signIn(server.url, 'zhou_ming', HUADONG.otherAdmin)).resolves.toBeTruthy();
  });
});

describe('what still works', () => {
  it('a reset without a password gives a new random one, which signs in', async () => {
    const user = await byRealName('王浩然');
    const target = await account(user);
    const [issued] = await school.sdk.ResetAppUserPassword({ ids: [target.fAppUserId] });
    await expect(signIn(server.url, user, String(issued?.cPassword))).resolves.toBeTruthy();
  });

  it('a strong password is taken, and the demo password still signs the demo accounts in', async () => {
    const me = await signIn(server.url, 'zhou_ming', HUADONG.otherAdmin);
    await me.sdk.ChangePass({
      oldPassword: HUADONG.otherAdmin,
      newPassword: 'Qw9#mZ2026',
      cPassword: 'Qw9#mZ2026',
      cCheckPassword: 'Qw9#mZ2026',
    });
    await expect(signIn(server.url, 'zhou_ming', 'Qw9#mZ2026')).resolves.toBeTruthy();
    for (const user of ['admin', 'school', 'teacher', 'tutor', 'student'])
      await expect(signIn(server.url, user, DEMO_PASSWORD)).resolves.toBeTruthy();
  });
});
