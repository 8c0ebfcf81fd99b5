/**
 * Starting the reference server for bench/server.ts and filling it: the demo data when startServer can seed
 * it, else (or when the demo has too few diaries) rows added through the API as the platform admin.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APIS, DEFAULT_PLUGIN_BASE, operationByName } from '@practice/sdk/contract';
import { hashPassword } from '../packages/server/src/auth/password.js';
import { createSession } from '../packages/server/src/auth/sessions.js';
import { roleId } from '../packages/server/src/boot/grants.js';
import { nowText } from '../packages/server/src/db/dates.js';
import type { Db } from '../packages/server/src/db/driver.js';
import { createSchema, dropSchema, uniqueSchema, withSchema } from '../packages/server/test/database.js';

const root = fileURLToPath(new URL('../', import.meta.url));

/** The demo accounts of packages/server/test/harness.ts (README: one per role, one password). */
export const ADMIN = 'admin';
export const TEACHER = 'teacher';
export const DEMO_PASSWORD = 'Demo@2026';

/** The entity the benchmark reads: a diary row joins its course, student, class and template. */
export const ENTITY = 'InternshipDiary';
/**
 * At least this many diaries in all, and two full pages that the teacher may see. Quick mode (CI) checks the
 * code's answers rather than its speed: fewer rows, added through the API in a third of the time.
 */
const QUICK = process.env.BENCH_QUICK === '1';
const TOTAL_ROWS = QUICK ? 150 : 500;
const TEACHER_ROWS = 40;

export interface BenchServer {
  readonly url: string;
  readonly db: Db;
  /** How the server was started and filled, for the report. */
  readonly notes: string[];
  close(): Promise<void>;
}

/** PostgreSQL to use: DATABASE_URL or TEST_DATABASE_URL, else the local one when 127.0.0.1:5432 answers. */
export async function postgresUrl(): Promise<string | null> {
  const given = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (given) return given;
  const answers = await new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port: 5432, timeout: 1000 });
    const answer = (yes: boolean) => {
      socket.destroy();
      resolve(yes);
    };
    socket.once('connect', () => answer(true));
    socket.once('error', () => answer(false));
    socket.once('timeout', () => answer(false));
  });
  return answers ? 'postgres://postgres@127.0.0.1:5432/test' : null;
}

interface Running {
  readonly url: string;
  readonly db: Db;
  close(): Promise<void>;
}
interface StartOptions {
  readonly databaseUrl: string | undefined;
  readonly demo: boolean;
  readonly config: { filesDir: string; uploadMaxMb: number };
  readonly consoleDir: string;
  readonly openapiDir: string;
}

/**
 * The server's own startServer, imported by a name the type checker does not follow: the server package
 * type-checks its own sources (some are being written while this benchmark runs), and this one names only
 * the part of StartOptions it passes.
 */
const START_MODULE = '@practice/server/start';
const loadStart = (): Promise<{ startServer(o: StartOptions): Promise<Running> }> => import(START_MODULE);

const message = (e: unknown) => (e instanceof Error ? e.message : String(e)).split('\n')[0];

/**
 * The server on a loopback port: in-memory PGlite, or PostgreSQL in a fresh schema (as the test harness
 * does) that close() drops. With the demo data when startServer can seed it.
 */
export async function startBenchServer(postgres: string | null): Promise<BenchServer> {
  const notes: string[] = [];
  const filesDir = mkdtempSync(join(tmpdir(), 'bench-files-'));
  const schema = postgres ? uniqueSchema() : null;
  const fresh = async () => {
    if (!postgres || !schema) return undefined;
    await dropSchema(postgres, schema);
    await createSchema(postgres, schema);
    return withSchema(postgres, schema);
  };
  const options = {
    config: { filesDir, uploadMaxMb: 5 },
    consoleDir: join(root, 'packages/console/dist'),
    openapiDir: join(root, 'openapi'),
  };
  const { startServer } = await loadStart();
  let running = await startServer({ ...options, databaseUrl: await fresh(), demo: true }).catch((e) => {
    notes.push(`startServer with the demo data failed (${message(e)}): started without it`);
    return null;
  });
  running ??= await startServer({ ...options, databaseUrl: await fresh(), demo: false });
  const r = running;
  return {
    url: r.url,
    db: r.db,
    notes,
    close: async () => {
      await r.close();
      rmSync(filesDir, { recursive: true, force: true });
      if (postgres && schema) await dropSchema(postgres, schema);
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// Calls through the API

interface Envelope {
  status: number;
  Code?: number;
  Message?: string;
  Content?: unknown;
}

export function pathOf(name: string): string {
  const op = operationByName.get(name);
  if (!op) throw new Error(`no operation ${name} in the catalogue`);
  return `${op.api === 'internship' ? `/${DEFAULT_PLUGIN_BASE}` : APIS[op.api].prefix}${op.path}`;
}

async function call(base: string, token: string | null, name: string, body?: unknown): Promise<Envelope> {
  const op = operationByName.get(name);
  if (!op) throw new Error(`no operation ${name} in the catalogue`);
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const init: RequestInit = { method: op.method, headers };
  if (op.method !== 'GET') {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body ?? {});
  }
  const query = op.method === 'GET' && body ? `?${new URLSearchParams(body as Record<string, string>)}` : '';
  const res = await fetch(`${base}${pathOf(name)}${query}`, init);
  const envelope = (await res.json().catch(() => ({}))) as Omit<Envelope, 'status'>;
  return { status: res.status, ...envelope };
}

export async function must<T = Record<string, unknown>>(
  base: string,
  token: string,
  name: string,
  body?: unknown,
): Promise<T> {
  const r = await call(base, token, name, body);
  if (r.Code !== 200) throw new Error(`${name} answered ${r.status} / Code ${r.Code}: ${r.Message}`);
  return r.Content as T;
}

// ---------------------------------------------------------------------------------------------------------
// Accounts and rows

export interface Account {
  readonly userName: string;
  readonly userId: string;
  readonly token: string;
}

async function userIdOf(db: Db, userName: string): Promise<string | null> {
  const rows = await db.query<{ id: string }>(
    'select "fAppUserId" as id from "AppUser" where "cUserName" = $1',
    [userName],
  );
  return rows[0]?.id ?? null;
}

/** Signs in through LoginCheck; while that is not answered yet, opens the session as LoginCheck would. */
async function signIn(s: BenchServer, userName: string, userId: string): Promise<Account> {
  const r = await call(s.url, null, 'LoginCheck', { cUserName: userName, cPassword: DEMO_PASSWORD });
  const token = (r.Content as { token?: string } | undefined)?.token;
  if (r.Code === 200 && token) return { userName, userId, token };
  s.notes.push(`LoginCheck answered ${r.status} / Code ${r.Code} for ${userName}: session opened directly`);
  return { userName, userId, token: await createSession(s.db, userId) };
}

/** Signs a demo account in by its user name. */
export async function signInAs(s: BenchServer, userName: string): Promise<Account> {
  const userId = await userIdOf(s.db, userName);
  if (!userId) throw new Error(`no demo account ${userName}`);
  return signIn(s, userName, userId);
}

const mobile = (n: number) =>
  `199${String(n * 7919 + 26031)
    .padStart(8, '0')
    .slice(-8)}`;

/** Runs fn for 0..count-1, `width` at a time. */
async function inParallel(count: number, width: number, fn: (i: number) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, count) }, async () => {
      while (next < count) await fn(next++);
    }),
  );
}

const TITLES = [
  '熟悉项目代码结构与开发规范',
  '订单模块接口联调与问题排查',
  '编写单元测试并修复缺陷',
  '参与需求评审与任务拆分',
  '数据库慢查询分析与索引优化',
  '前端页面改版与兼容性测试',
  '部署流程学习与持续集成配置',
  '参加周例会并整理会议纪要',
];
const COMMENTS = [
  '记录详实，继续保持。',
  '请补充本周遇到的问题和解决过程。',
  '分析到位，注意代码规范。',
  null,
];

async function addStudents(s: BenchServer, token: string, course: string, classId: string, from: number) {
  const ids: string[] = [];
  await inParallel(25, 8, async (i) => {
    const n = from + i;
    const row = await must<{ fInternshipStudentId: string }>(
      s.url,
      token,
      'InternshipStudent_AddInternshipStudent',
      {
        fInternshipInfoId: course,
        fClassId: classId,
        cRealName: `学生${String(n).padStart(3, '0')}`,
        cNumber: `2023${String(n).padStart(6, '0')}`,
        cMobile: mobile(n),
        cCompanyName: '杭州云帆信息技术有限公司',
        cPost: 'Java开发实习生',
      },
    );
    ids.push(row.fInternshipStudentId);
  });
  return ids;
}

async function addDiaries(s: BenchServer, token: string, course: string, students: string[], count: number) {
  await inParallel(count, 8, (i) => {
    const week = 1 + (i % 18);
    const day = new Date(Date.UTC(2026, 2, 6 + (week - 1) * 7 + (i % 3)));
    return must(s.url, token, 'AddInternshipDiary', {
      fInternshipInfoId: course,
      fInternshipStudentId: students[i % students.length],
      cDiaryName: `第${week}周：${TITLES[i % TITLES.length]}`,
      tDiaryDate: day.toISOString().slice(0, 10),
      fWeek: week,
      fStatus: i % 4,
      cComment: COMMENTS[i % COMMENTS.length],
    });
  });
}

async function visibleTo(s: BenchServer, a: Account): Promise<number> {
  const page = await must<{ TotalCount: number }>(s.url, a.token, `Get${ENTITY}PageList`, {
    pageNumber: '1',
    pageSize: '1',
  });
  return page.TotalCount;
}

/**
 * The platform admin and the teacher, signed in, with at least TOTAL_ROWS diaries in all and TEACHER_ROWS in
 * courses the teacher tutors. Whatever the demo lacks is added through the API as the platform admin: a
 * school, a class, two courses (the teacher tutors one), 25 students each, and diaries. Only the admin's own
 * account is written directly when there is none, since nobody could call the API otherwise.
 */
export async function prepareData(s: BenchServer): Promise<{ admin: Account; teacher: Account }> {
  let adminId = await userIdOf(s.db, ADMIN);
  if (adminId === null) {
    const [row] = await s.db.query<{ id: string }>(
      `insert into "AppUser" ("cUserName", "cPassword", "cRealName", "cMobile", "tCreateDate")
       values ($1, $2, '平台管理员', '19900000001', $3) returning "fAppUserId" as id`,
      [ADMIN, await hashPassword(DEMO_PASSWORD), nowText()],
    );
    adminId = row?.id as string;
    await s.db.query('insert into app_role_user (role_id, user_id) values ($1, $2)', [
      roleId('platformAdmin'),
      adminId,
    ]);
    s.notes.push(
      'no demo accounts: the platform admin was written directly, everything else through the API',
    );
  }
  const admin = await signIn(s, ADMIN, adminId);
  const t = admin.token;

  const [anySchool] = await s.db.query<{ id: string }>(
    'select "fSchoolId" as id from "School" order by 1 limit 1',
  );
  let teacherId = await userIdOf(s.db, TEACHER);
  const [teacherRow] = teacherId
    ? await s.db.query<{ school: string | null }>(
        'select "fSchoolId" as school from "AppUser" where "fAppUserId" = $1',
        [teacherId],
      )
    : [];
  let school = teacherRow?.school ?? anySchool?.id;
  if (!school) {
    const row = await must<{ fSchoolId: string }>(s.url, t, 'AddSchool', {
      cSchoolName: '浙江信息工程职业技术学院',
      cSchoolCode: 'ZJXX01',
      cShortName: '浙信院',
    });
    school = row.fSchoolId;
  }
  if (!teacherId) {
    const row = await must<{ fAppUserId: string }>(s.url, t, 'AddAppUser', {
      cUserName: TEACHER,
      cPassword: DEMO_PASSWORD,
      cRealName: '王建国',
      cMobile: '19900000003',
      cNumber: 'T2019001',
      fSchoolId: school,
    });
    teacherId = row.fAppUserId;
    const set = await call(s.url, t, 'SetAppUserRole', { fAppUserId: teacherId, ids: [roleId('teacher')] });
    if (set.Code !== 200) {
      s.notes.push(
        `SetAppUserRole answered ${set.status} / Code ${set.Code}: the teacher role was written directly`,
      );
      await s.db.query('insert into app_role_user (role_id, user_id) values ($1, $2)', [
        roleId('teacher'),
        teacherId,
      ]);
    }
  }
  const teacher = await signIn(s, TEACHER, teacherId);

  const total = await visibleTo(s, admin);
  const taught = await visibleTo(s, teacher);
  const missing = Math.max(0, TOTAL_ROWS - total);
  const forTeacher = Math.max(Math.ceil(missing / 2), TEACHER_ROWS - taught, 0);
  const others = Math.max(0, missing - forTeacher);
  if (!forTeacher && !others) return { admin, teacher };

  const klass = await must<{ fClassId: string }>(s.url, t, 'AddClass', {
    fSchoolId: school,
    cClassName: '软件技术2023级1班',
    cMajor: '软件技术',
    fGrade: 2023,
  });
  const course = async (name: string) =>
    (
      await must<{ fInternshipInfoId: string }>(s.url, t, 'AddInternshipInfo', {
        fSchoolId: school,
        cInternshipName: name,
        fCourseType: 1,
        cMajor: '软件技术',
        tStartDate: '2026-03-02',
        tEndDate: '2026-07-10',
      })
    ).fInternshipInfoId;
  const tutored = await course('2026届软件技术专业顶岗实习');
  await must(s.url, t, 'AddInternshipTutor', {
    fInternshipInfoId: tutored,
    fUserId: teacherId,
    fType: 1,
    cRealName: '王建国',
    cMobile: '19900000003',
  });
  await addDiaries(s, t, tutored, await addStudents(s, t, tutored, klass.fClassId, 1), forTeacher);
  if (others) {
    const other = await course('2026届软件技术专业跟岗实习');
    await addDiaries(s, t, other, await addStudents(s, t, other, klass.fClassId, 101), others);
  }
  s.notes.push(
    `the demo had ${total} diaries (${taught} the teacher's): ${forTeacher + others} added through the API ` +
      `(${forTeacher} in a course the teacher tutors)`,
  );
  return { admin, teacher };
}
