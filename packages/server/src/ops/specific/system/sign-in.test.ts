import { LOGIN_EXPIRED, type SdkError } from '@practice/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../test/harness.js';
import { SERVER_ID } from '../../../db/ids.js';
import { MOBILE_TAKEN, USER_NAME_TAKEN } from './shared.js';
import { FROZEN, NOT_REVIEWED, OLD_PASSWORD_WRONG, REVIEW_REJECTED, WRONG_CREDENTIALS } from './sign-in.js';
import { DEMO_PASSWORD, HUADONG, raw, signIn } from './test-client.js';

let server: TestServer;
const userNameOf = async (realName: string) =>
  (
    await server.db.query<{ cUserName: string }>('select "cUserName" from "AppUser" where "cRealName" = $1', [
      realName,
    ])
  )[0]?.cUserName as string;

beforeAll(async () => {
  server = await startTestServer();
}, 180_000);
afterAll(() => server?.close());

const failure = (e: unknown) => e as SdkError;

describe('LoginCheck', () => {
  it('answers a token and records the sign-in time', async () => {
    const before = await server.db.query('select "tLastLoginDate" from "AppUser" where "cUserName" = $1', [
      'admin',
    ]);
    const { token } = await signIn(server.url, 'admin');
    expect(token.length).toBeGreaterThan(20);
    const after = await server.db.query('select "tLastLoginDate" from "AppUser" where "cUserName" = $1', [
      'admin',
    ]);
    expect(after[0]?.tLastLoginDate).not.toEqual(before[0]?.tLastLoginDate);
  });

  it.each([
    ['a wrong password', () => 'admin', 'Wrong@2026', WRONG_CREDENTIALS],
    ['an unknown user (same words)', () => 'nobody-here', DEMO_PASSWORD, WRONG_CREDENTIALS],
    ['a frozen account', () => userNameOf('潘立新'), DEMO_PASSWORD, FROZEN],
    ['an account waiting for review', () => userNameOf('田甜'), DEMO_PASSWORD, NOT_REVIEWED],
  ])('refuses %s with 400', async (_, user, password, message) => {
    const r = await raw(server.url, 'LoginCheck', { body: { cUserName: await user(), cPassword: password } });
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ Code: 400, Message: message, Content: null });
  });

  it('tells a frozen account apart only to someone who knows its password', async () => {
    const r = await raw(server.url, 'LoginCheck', {
      body: { cUserName: await userNameOf('潘立新'), cPassword: 'Wrong@2026' },
    });
    expect(r.json.Message).toBe(WRONG_CREDENTIALS);
  });

  it.each([
    ['malformed JSON', '{"cUserName": "admin",', '请求内容不是有效的 JSON'],
    // The field is named by its wire name: Home's calls belong to no entity whose labels core could use.
    ['a number for the user name', { cUserName: 12, cPassword: 'x' }, '账号'],
    ['no password', { cUserName: 'admin' }, '密码'],
  ])('answers %s with the 400 envelope, never a 5xx', async (_, body, words) => {
    const r = await raw(server.url, 'LoginCheck', { body });
    expect(r.status).toBe(400);
    expect(r.json.Code).toBe(400);
    expect(r.json.Message).toContain(words);
  });
});

describe('sessions', () => {
  it('LoginOut ends the session: the token then answers 401 请先登录, which the SDK rewords', async () => {
    const { sdk, token } = await signIn(server.url, 'teacher');
    await sdk.LoginOut({});
    const r = await raw(server.url, 'GetUserInfoModel', { token });
    expect(r.status).toBe(401);
    expect(r.json).toMatchObject({ Code: 401, Message: '请先登录' });
    const e = failure(await sdk.GetUserInfoModel().catch((x) => x));
    expect(e.unauthorized).toBe(true);
    expect(e.message).toBe(LOGIN_EXPIRED);
  });

  it('an expired session answers 401', async () => {
    const { token } = await signIn(server.url, 'tutor');
    await server.db.query(
      `update app_session set expires_at = now() - interval '1 minute'
        where user_id = (select "fAppUserId" from "AppUser" where "cUserName" = 'tutor')`,
    );
    expect((await raw(server.url, 'GetSystemUserMenu', { token })).status).toBe(401);
  });

  it.each([
    ['a made-up token', 'not-a-token'],
    ['no token', null],
  ])('%s answers 401', async (_, token) => {
    const r = await raw(server.url, 'GetSystemUserService', { token });
    expect(r.status).toBe(401);
    expect(r.json.Message).toBe('请先登录');
  });
});

describe('ChangePass', () => {
  const body = (oldPassword: string, cPassword: string, cCheckPassword = cPassword) => ({
    oldPassword,
    newPassword: cPassword,
    cPassword,
    cCheckPassword,
  });

  it.each([
    ['a wrong old password', body('Wrong@2026', 'New@20261'), OLD_PASSWORD_WRONG],
    ['a confirmation that differs', body(DEMO_PASSWORD, 'New@20261', 'New@20262'), '两次输入密码不一致!'],
    ['a new password under 6 characters', body(DEMO_PASSWORD, '12345'), '密码长度为6 - 18个字符'],
    ['a new password over 18 characters', body(DEMO_PASSWORD, 'x'.repeat(19)), '密码长度为6 - 18个字符'],
  ])('refuses %s and changes nothing', async (_, input, message) => {
    const user = await userNameOf('王浩然');
    const { token } = await signIn(server.url, user);
    const r = await raw(server.url, 'ChangePass', { token, body: input });
    expect(r.status).toBe(400);
    expect(r.json.Message).toContain(message);
    await expect(signIn(server.url, user)).resolves.toBeTruthy();
  });

  it('sets the new password and ends the account’s other sessions, not this one', async () => {
    const user = await userNameOf('李欣怡');
    const here = await signIn(server.url, user);
    const elsewhere = await signIn(server.url, user);
    await here.sdk.ChangePass(body(DEMO_PASSWORD, 'New@2026x'));
    expect((await raw(server.url, 'GetUserInfoModel', { token: here.token })).status).toBe(200);
    expect((await raw(server.url, 'GetUserInfoModel', { token: elsewhere.token })).status).toBe(401);
    await expect(signIn(server.url, user, 'New@2026x')).resolves.toBeTruthy();
    const old = await raw(server.url, 'LoginCheck', { body: { cUserName: user, cPassword: DEMO_PASSWORD } });
    expect(old.json.Message).toBe(WRONG_CREDENTIALS);
  });
});

describe('Register (legacy /register)', () => {
  const registration = (over: Record<string, string> = {}) => ({
    cUserName: 'reg_student1',
    cPassword: 'Reg@2026',
    cRealName: '注册学生',
    cMobile: '+8613100001111',
    cSchoolCode: HUADONG.code,
    ...over,
  });

  it.each([
    ['an unknown school code', { cSchoolCode: 'NOPE' }, '学校识别码不存在'],
    ['a user name in use', { cUserName: 'admin' }, USER_NAME_TAKEN],
    ['a user name in use in another case', { cUserName: 'ADMIN' }, USER_NAME_TAKEN],
  ])('refuses %s and creates nothing', async (_, over, message) => {
    const r = await raw(server.url, 'Register', { body: registration(over) });
    expect(r.json).toMatchObject({ Code: 400, Message: message });
    const rows = await server.db.query('select 1 from "AppUser" where "cMobile" = $1', ['13100001111']);
    expect(rows).toHaveLength(0);
  });

  it('creates an unreviewed student who signs in once the school approves', async () => {
    expect((await raw(server.url, 'Register', { body: registration() })).json.Code).toBe(200);
    const [user] = await server.db.query<{ fAppUserId: string; cMobile: string; fAuditStatus: number }>(
      'select "fAppUserId", "cMobile", "fAuditStatus" from "AppUser" where "cUserName" = $1',
      ['reg_student1'],
    );
    expect(user).toMatchObject({ cMobile: '13100001111', fAuditStatus: 0 });
    const early = await raw(server.url, 'LoginCheck', {
      body: { cUserName: 'reg_student1', cPassword: 'Reg@2026' },
    });
    expect(early.json.Message).toBe(NOT_REVIEWED);

    // Another school's administrator may not review it; nothing changes.
    const other = await signIn(server.url, HUADONG.otherAdmin);
    const refused = await raw(server.url, 'AuditAppUserIDS', {
      token: other.token,
      body: { ids: [user?.fAppUserId] },
    });
    expect(refused.status).toBe(403);

    const school = await signIn(server.url, HUADONG.admin);
    await school.sdk.UnAuditAppUserIDS({ ids: [user?.fAppUserId as string] });
    const rejected = await raw(server.url, 'LoginCheck', {
      body: { cUserName: 'reg_student1', cPassword: 'Reg@2026' },
    });
    expect(rejected.json.Message).toBe(REVIEW_REJECTED);
    await school.sdk.AuditAppUserIDS({ ids: [user?.fAppUserId as string] });
    const me = await signIn(server.url, 'reg_student1', 'Reg@2026');
    expect((await me.sdk.GetUserInfoModel()).roles).toEqual(['student']);
  });

  it('refuses a mobile already registered (with or without +86)', async () => {
    const r = await raw(server.url, 'Register', {
      body: registration({ cUserName: 'reg_student2', cMobile: '008613100001111' }),
    });
    expect(r.json.Message).toBe(MOBILE_TAKEN);
  });
});

describe('own profile and user info', () => {
  it('Home_EditAppUser changes only the caller’s own account', async () => {
    const user = await userNameOf('张宇航');
    const { sdk } = await signIn(server.url, user);
    await sdk.Home_EditAppUser({ cRealName: '张宇航二', cMobile: '+8613100002222' });
    const rows = await server.db.query(
      'select "cRealName", "cMobile" from "AppUser" where "cUserName" = $1',
      [user],
    );
    expect(rows[0]).toEqual({ cRealName: '张宇航二', cMobile: '13100002222' });
    const admin = (
      await server.db.query('select "cMobile" from "AppUser" where "cUserName" = $1', ['admin'])
    )[0];
    const taken = await sdk.Home_EditAppUser({ cMobile: admin?.cMobile as string }).catch((e) => e);
    expect(failure(taken).detail).toBe(MOBILE_TAKEN);
  });

  it('GetUserInfoModel names the roles, the callable operations and the buttons', async () => {
    const { sdk } = await signIn(server.url, 'student');
    const info = await sdk.GetUserInfoModel();
    expect(info.roles).toEqual(['student']);
    expect(info.ability).toContain('GetSystemUserMenu');
    expect(info.ability).not.toContain('AddAppUser');
    expect(info.info).toMatchObject({
      cSchoolName: expect.any(String),
      fSchoolId: expect.stringMatching(SERVER_ID),
    });
    for (const b of info.buttonsList)
      expect(info.ability).toContain((b as { cOperation?: string }).cOperation);
    const admin = await signIn(server.url, 'admin');
    expect((await admin.sdk.GetUserInfoModel()).ability).toContain('SetAppRoleApi');
  });
});
