import { PASSWORD_CHANGE_FIRST } from '@practice/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../test/harness.js';
import {
  type Client,
  DEMO_PASSWORD,
  formWith,
  HUADONG,
  raw,
  signIn,
  userImportWorkbook,
} from './test-client.js';
import {
  ALREADY_IN_COURSE,
  COURSE_CLOSED,
  COURSE_OF_OTHER_SCHOOL,
  classMissing,
  NUMBER_NEEDED,
} from './user-import-course.js';

/*
 * Issue 24 item 7, accounts: no shared initial password (each account added, imported or reset gets its own,
 * answered once), such an account must change it before anything else, 用户管理 lists a school's students and
 * enterprise tutors by type and class (and nothing of another school), and an import can enrol its students
 * in an internship course in the same transaction.
 */

let server: TestServer;
let admin: Client;
let school: Client;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server.url, 'admin');
  school = await signIn(server.url, HUADONG.admin);
}, 180_000);
afterAll(() => server?.close());

const one = async (sql: string, params: unknown[] = []) => (await server.db.query(sql, params))[0];
const count = async (sql: string, params: unknown[] = []) => Number((await one(sql, params))?.n);
const flagOf = async (userName: string) =>
  (await one('select "fMustChangePassword" as f from "AppUser" where "cUserName" = $1', [userName]))?.f;

const changeTo = (oldPassword: string, password: string) => ({
  oldPassword,
  newPassword: password,
  cPassword: password,
  cCheckPassword: password,
});

describe('a handed-out password must be changed first', () => {
  it('refuses every call but sign-in info, ChangePass and LoginOut until the account chose its own', async () => {
    const added = await school.sdk.AddAppUser({
      cUserName: 'first_login',
      cRealName: '首登同学',
      cMobile: '13900001111',
      fUserLabel: 2,
      fSchoolId: HUADONG.id,
    });
    expect(await flagOf('first_login')).toBe(1);
    const me = await signIn(server.url, 'first_login', added.cInitialPassword);
    expect((await me.sdk.GetUserInfoModel()).mustChangePassword).toBe(true);
    for (const name of ['GetSystemUserMenu', 'GetSystemUserService', 'GetInternshipDiaryPageList']) {
      const r = await raw(server.url, name, { token: me.token });
      expect([name, r.status, r.json.Code, r.json.Message]).toEqual([name, 428, 428, PASSWORD_CHANGE_FIRST]);
    }
    // A write is refused too, and writes nothing.
    const edit = await raw(server.url, 'Home_EditAppUser', { token: me.token, body: { cRealName: '改名' } });
    expect(edit.status).toBe(428);
    expect(
      (await one('select "cRealName" from "AppUser" where "cUserName" = $1', ['first_login']))?.cRealName,
    ).toBe('首登同学');

    await me.sdk.ChangePass(changeTo(added.cInitialPassword, 'Mine#2026ok'));
    expect(await flagOf('first_login')).toBe(0);
    expect((await me.sdk.GetUserInfoModel()).mustChangePassword).toBe(false);
    expect((await raw(server.url, 'GetSystemUserMenu', { token: me.token })).status).toBe(200);
  });

  it('LoginOut works before the change', async () => {
    const added = await school.sdk.AddAppUser({
      cUserName: 'first_logout',
      cRealName: '首登退出',
      cMobile: '13900001112',
      fUserLabel: 2,
      fSchoolId: HUADONG.id,
    });
    const me = await signIn(server.url, 'first_logout', added.cInitialPassword);
    expect((await raw(server.url, 'LoginOut', { token: me.token, body: {} })).status).toBe(200);
    expect((await raw(server.url, 'GetUserInfoModel', { token: me.token })).status).toBe(401);
  });

  it('a chosen initial password, a reset, an added teacher and an import all mark the account', async () => {
    await school.sdk.AddAppUser({
      cUserName: 'chosen_start',
      cPassword: 'Chosen#2026',
      cRealName: '选定密码',
      cMobile: '13900001113',
      fUserLabel: 1,
      fSchoolId: HUADONG.id,
    });
    expect(await flagOf('chosen_start')).toBe(1);
    const chosen = await signIn(server.url, 'chosen_start', 'Chosen#2026');
    expect((await raw(server.url, 'GetSystemUserMenu', { token: chosen.token })).status).toBe(428);

    await chosen.sdk.ChangePass(changeTo('Chosen#2026', 'Own#2026pass'));
    expect(await flagOf('chosen_start')).toBe(0);
    const id = (await one('select "fAppUserId" from "AppUser" where "cUserName" = $1', ['chosen_start']))
      ?.fAppUserId as string;
    const [reset] = await school.sdk.ResetAppUserPassword({ ids: [id] });
    expect(await flagOf('chosen_start')).toBe(1);
    const again = await signIn(server.url, 'chosen_start', String(reset?.cPassword));
    expect((await raw(server.url, 'GetSystemUserMenu', { token: again.token })).status).toBe(428);
    await again.sdk.ChangePass(changeTo(String(reset?.cPassword), 'Own#2026again'));
    expect(await flagOf('chosen_start')).toBe(0);
    // A password an administrator sets through 编辑 is handed out too.
    await school.sdk.EditAppUser({ fAppUserId: id, cPassword: 'Edited#2026' });
    expect(await flagOf('chosen_start')).toBe(1);

    const teacher = await school.sdk.AddSchoolUser({
      cRealName: '新来的老师',
      cMobile: '13900001114',
      fSchoolId: HUADONG.id,
      cRole: 'teacher',
    });
    expect(teacher.cInitialPassword).toMatch(/^.{12}$/);
    expect(await flagOf('13900001114')).toBe(1);

    const imported = await school.sdk.AppUserImport({
      file: new Blob([
        userImportWorkbook([[HUADONG.code, '导入同学', '学生', '软件技术2201班', '13900001115', 'S39001']]),
      ]),
      fileName: '学生.xlsx',
    });
    expect(await flagOf('13900001115')).toBe(1);
    const student = await signIn(server.url, '13900001115', String(imported.accounts?.[0]?.cPassword));
    expect((await raw(server.url, 'GetSystemUserMenu', { token: student.token })).status).toBe(428);
  });

  it('an administrator resetting their own password is not made to change it again', async () => {
    // The administrator's own tab (this client, used by the later tests) stays signed in.
    const own = school;
    const id = (await own.sdk.GetUserInfoModel()).info.fAppUserId;
    await own.sdk.ResetAppUserPassword({ ids: [id], cPassword: DEMO_PASSWORD });
    expect(await flagOf(HUADONG.admin)).toBe(0);
    expect((await raw(server.url, 'GetSystemUserMenu', { token: own.token })).status).toBe(200);
  });

  it('the demo accounts are not forced', async () => {
    for (const user of ['admin', 'school', 'teacher', 'tutor', 'student']) {
      const me = await signIn(server.url, user);
      expect((await me.sdk.GetUserInfoModel()).mustChangePassword).toBe(false);
      expect((await raw(server.url, 'GetSystemUserMenu', { token: me.token })).status).toBe(200);
    }
  });
});

describe("用户管理 lists the school's students and enterprise tutors", () => {
  const page = (client: Client, query: Record<string, unknown>) =>
    client.sdk.GetAppUserPageList({ pageNumber: 1, pageSize: 999999, ...query });

  it('by type, each of the school alone', async () => {
    for (const [type, role] of [
      [5, 'student'],
      [4, 'companyTutor'],
      [3, 'teacher'],
    ] as const) {
      const mine = await page(school, { fUserType: type });
      expect(mine.TotalCount).toBeGreaterThan(0);
      expect(new Set(mine.List.map((u) => u.fSchoolId))).toEqual(new Set([HUADONG.id]));
      expect(new Set(mine.List.map((u) => u.fUserType))).toEqual(new Set([type]));
      // Every account of that type in the school, and no other.
      const expected = await count(
        `select count(distinct u."fAppUserId")::int as n from "AppUser" u
           join app_role_user ru on ru.user_id = u."fAppUserId" join "AppRole" r on r."fAppRoleId" = ru.role_id
          where u."fSchoolId" = $1 and r."cRoleCode" = $2
            and not exists (select 1 from app_role_user w join "AppRole" wr on wr."fAppRoleId" = w.role_id
              where w.user_id = u."fAppUserId" and wr."fIndex" < r."fIndex" and wr."cRoleCode" in
                ('platformAdmin', 'schoolAdmin', 'teacher', 'companyTutor', 'student'))`,
        [HUADONG.id, role],
      );
      expect(mine.TotalCount).toBe(expected);
      const all = await page(admin, { fUserType: type });
      expect(all.TotalCount).toBeGreaterThan(mine.TotalCount);
    }
  });

  it('by class, the class tree’s node', async () => {
    const klass = await one(
      `select "fAppDepartmentId" as id from "AppDepartment" where "fSchoolId" = $1 and "cDepartName" = $2`,
      [HUADONG.id, '软件技术2201班'],
    );
    const listed = await page(school, { fAppDepartmentId: klass?.id, fUserType: 5 });
    expect(listed.TotalCount).toBeGreaterThan(0);
    expect(new Set(listed.List.map((u) => u.cDepartName))).toEqual(new Set(['软件技术2201班']));
  });

  it("a school's node of the tree lists the whole school, a class's node the class", async () => {
    const node = await one(
      `select "fAppDepartmentId" as id from "AppDepartment" where "fSchoolId" = $1 and "fDepartmentLabel" = 1`,
      [HUADONG.id],
    );
    const whole = await page(school, {});
    const underSchool = await page(school, { fAppDepartmentId: node?.id });
    expect(underSchool.TotalCount).toBe(whole.TotalCount);
    // Enterprise tutors sit in no class, yet belong to the school's list.
    expect(underSchool.List.some((u) => u.fUserType === 4)).toBe(true);
    // The platform administrator choosing that node sees that school alone.
    const byAdmin = await page(admin, { fAppDepartmentId: node?.id });
    expect(new Set(byAdmin.List.map((u) => u.fSchoolId))).toEqual(new Set([HUADONG.id]));
    expect(byAdmin.TotalCount).toBe(whole.TotalCount);
  });

  it("another school's student is neither listed, shown, frozen, reset nor edited", async () => {
    const other = await one(
      `select u."fAppUserId" as id, u."cRealName" as name, u."cPassword", u."fStatus" from "AppUser" u
        where u."fSchoolId" <> $1 and u."fUserLabel" = 2 limit 1`,
      [HUADONG.id],
    );
    const id = other?.id as string;
    expect(
      (await page(school, { cRealName: String(other?.name) })).List.map((u) => u.fAppUserId),
    ).not.toContain(id);
    expect(
      (await raw(server.url, 'GetAppUserModel', { token: school.token, query: { fAppUserId: id } })).status,
    ).toBe(403);
    for (const [name, body] of [
      ['UnAuthAppUserIDS', { ids: [id] }],
      ['ResetAppUserPassword', { ids: [id] }],
      ['EditAppUser', { fAppUserId: id, cRealName: '被改了' }],
    ] as const) {
      const r = await raw(server.url, name, { token: school.token, body });
      expect([name, r.status]).toEqual([name, 403]);
    }
    expect(
      await one('select "cRealName" as name, "cPassword", "fStatus" from "AppUser" where "fAppUserId" = $1', [
        id,
      ]),
    ).toEqual({ name: other?.name, cPassword: other?.cPassword, fStatus: other?.fStatus });
  });
});

describe('an import of students into an internship course', () => {
  const courseOf = async (mine: boolean) =>
    (
      await one(
        `select "fInternshipInfoId" as id from "InternshipInfo"
          where ("fSchoolId" = $1) = $2 and coalesce("fInternshipStatus", 0) <> 2
          order by "fInternshipInfoId" limit 1`,
        [HUADONG.id, mine],
      )
    )?.id as string;
  const enrolledIn = (course: string, mobiles: string[]) =>
    count(
      'select count(*)::int as n from "InternshipStudent" where "fInternshipInfoId" = $1 and "cMobile" = any($2)',
      [course, mobiles],
    );
  const accounts = (mobiles: string[]) =>
    count('select count(*)::int as n from "AppUser" where "cMobile" = any($1)', [mobiles]);
  const importInto = (course: string, rows: string[][], dryRun = false) =>
    raw(server.url, 'AppUserImport', {
      token: school.token,
      query: { fInternshipInfoId: course, ...(dryRun ? { dryRun: 'true' } : {}) },
      form: formWith('学生.xlsx', userImportWorkbook(rows)),
    });

  it('enrols every imported student in the same step; teachers only get their account', async () => {
    const course = await courseOf(true);
    const rows = [
      [HUADONG.code, '课程甲', '学生', '软件技术2201班', '13900002001', 'S49001'],
      [HUADONG.code, '课程乙', '学生', '软件技术2201班', '13900002002', 'S49002'],
      [HUADONG.code, '课程老师', '教师', '', '13900002003', 'T49003'],
    ];
    const r = await importInto(course, rows);
    expect(r.status).toBe(200);
    expect(r.json.Content).toMatchObject({ imported: 3, enrolled: 2 });
    expect(await enrolledIn(course, ['13900002001', '13900002002', '13900002003'])).toBe(2);
    const row = await one(
      `select s."fUserId", s."cNumber", c."cClassName" from "InternshipStudent" s join "Class" c on c."fClassId" = s."fClassId"
        where s."cMobile" = '13900002001'`,
    );
    expect(row).toMatchObject({ cNumber: 'S49001', cClassName: '软件技术2201班' });
    expect(row?.fUserId).toBe(
      (await one('select "fAppUserId" from "AppUser" where "cMobile" = $1', ['13900002001']))?.fAppUserId,
    );
  });

  it.each([
    ['a student without a number', ['', '13900003001'], '学号/工号', NUMBER_NEEDED],
    [
      'a class missing from 班级管理',
      ['S59002', '13900003002', '无此班级'],
      '班级名称',
      classMissing('无此班级'),
    ],
    ['a student already on the roster', ['S59003', '13900003003'], '手机号', ALREADY_IN_COURSE],
  ])(
    'refuses %s, for the dry run too, and leaves nothing behind',
    async (_, [number, mobile, klass], field, message) => {
      const course = await courseOf(true);
      const good = [HUADONG.code, '好学生', '学生', '软件技术2201班', '13900003009', 'S59009'];
      const bad = [
        HUADONG.code,
        '问题学生',
        '学生',
        klass ?? '软件技术2201班',
        String(mobile),
        String(number),
      ];
      if (mobile === '13900003003') {
        // On the roster by mobile without an account of that mobile (a roster kept before accounts were linked).
        await server.db.query(
          `insert into "InternshipStudent" ("fInternshipInfoId", "cRealName", "cNumber", "cMobile")
         values ($1, '名单学生', 'S59003', '13900003003')`,
          [course],
        );
      }
      const before = await count('select count(*)::int as n from "InternshipStudent"');
      // A class missing from both trees fails the import's own check; one missing from 班级管理 alone, the course's.
      if (klass) {
        await server.db.query(
          `insert into "AppDepartment" ("cDepartName", "fDepartmentLabel", "fSchoolId") values ($1, 2, $2)`,
          [klass, HUADONG.id],
        );
      }
      for (const dryRun of [true, false]) {
        const r = await importInto(course, [good, bad], dryRun);
        expect(r.status).toBe(400);
        expect((r.json.Content as { errors: unknown[] }).errors).toEqual([{ row: 3, field, message }]);
      }
      expect(await accounts(['13900003009'])).toBe(0);
      expect(await count('select count(*)::int as n from "InternshipStudent"')).toBe(before);
    },
  );

  it('refuses a closed course before reading the file, and imports nobody', async () => {
    const course = await courseOf(true);
    const stage = (
      await one('select "fInternshipStatus" as s from "InternshipInfo" where "fInternshipInfoId" = $1', [
        course,
      ])
    )?.s;
    await server.db.query(
      'update "InternshipInfo" set "fInternshipStatus" = 2 where "fInternshipInfoId" = $1',
      [course],
    );
    try {
      const r = await importInto(course, [
        [HUADONG.code, '晚来的', '学生', '软件技术2201班', '13900005001', 'S79001'],
      ]);
      expect([r.status, r.json.Message]).toEqual([409, COURSE_CLOSED]);
      expect(await accounts(['13900005001'])).toBe(0);
    } finally {
      await server.db.query(
        'update "InternshipInfo" set "fInternshipStatus" = $2 where "fInternshipInfoId" = $1',
        [course, stage],
      );
    }
  });

  it("refuses a course of another school, or a student of another school's course", async () => {
    const theirs = await courseOf(false);
    const r = await importInto(theirs, [
      [HUADONG.code, '外校课', '学生', '软件技术2201班', '13900004001', 'S69001'],
    ]);
    expect(r.status).toBe(403);
    expect(await accounts(['13900004001'])).toBe(0);
    // The platform administrator sees every course: a student of another school is refused by row.
    const byAdmin = await raw(server.url, 'AppUserImport', {
      token: admin.token,
      query: { fInternshipInfoId: theirs },
      form: formWith(
        '学生.xlsx',
        userImportWorkbook([[HUADONG.code, '外校课', '学生', '软件技术2201班', '13900004001', 'S69001']]),
      ),
    });
    expect(byAdmin.status).toBe(400);
    expect((byAdmin.json.Content as { errors: unknown[] }).errors).toEqual([
      { row: 2, field: '学校识别码', message: COURSE_OF_OTHER_SCHOOL },
    ]);
    expect(await accounts(['13900004001'])).toBe(0);
  });
});
