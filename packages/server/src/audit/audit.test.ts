import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, sdkFor, startTestServer, type TestServer } from '../../test/harness.js';
import type { Row } from '../db/driver.js';
import { HUADONG, userImportWorkbook } from '../ops/specific/system/test-client.js';
import { SECRET } from './changes.js';
import { purgeOldEntries } from './keep.js';

/*
 * 操作日志: one entry per write, with the stored values before and after, in the write's own transaction;
 * none for a refused call; the table refuses updates and deletes but the retention job's.
 */

let server: TestServer;
let school: Awaited<ReturnType<typeof sdkFor>>;
let teacher: Awaited<ReturnType<typeof sdkFor>>;
let student: Awaited<ReturnType<typeof sdkFor>>;
let admin: Awaited<ReturnType<typeof sdkFor>>;

beforeAll(async () => {
  server = await startTestServer();
  [school, teacher, student, admin] = await Promise.all([
    sdkFor(server, DEMO.schoolAdmin),
    sdkFor(server, DEMO.teacher),
    sdkFor(server, DEMO.student),
    sdkFor(server, DEMO.platformAdmin),
  ]);
}, 180_000);
afterAll(() => server?.close());

const entries = (operation: string): Promise<Row[]> =>
  // Newest first: the demo's entries of the weeks before come after this run's.
  server.db.query('select * from "AppAuditLog" where "cOperation" = $1 order by "tCreateDate" desc, 1 desc', [
    operation,
  ]);
const changesOf = (e: Row | undefined) => JSON.parse(String(e?.cChanges ?? '[]')) as Row[];
const count = async () =>
  Number((await server.db.query('select count(*)::int as n from "AppAuditLog"'))[0]?.n);

describe('the generic writers', () => {
  it('record an add, an edit and a delete with the values before and after', async () => {
    const [me] = await server.db.query(`select "fSchoolId" from "AppUser" where "cUserName" = 'school'`);
    const added = (await school.AddClass({
      fSchoolId: String(me?.fSchoolId),
      cClassName: '审计测试班',
      cMajor: '软件工程',
    } as never)) as unknown as { fClassId: string };
    await school.EditClass({ ...added, cMajor: '网络工程' } as never);
    await school.DeleteClassIDS({ ids: [added.fClassId] });

    const [add] = await entries('AddClass');
    expect(add).toMatchObject({
      cKind: 'add',
      cUserName: 'school',
      cRole: 'schoolAdmin',
      fSchoolId: me?.fSchoolId,
      cEntity: 'Class',
      cEntityLabel: '班级',
      cTargetIds: added.fClassId,
      fOutcome: 1,
    });
    expect(changesOf(add)).toContainEqual({ f: 'cClassName', l: '班级名称', b: null, a: '审计测试班' });
    const [edit] = await entries('EditClass');
    expect(changesOf(edit)).toEqual([{ f: 'cMajor', l: '专业', b: '软件工程', a: '网络工程' }]);
    const [remove] = await entries('DeleteClassIDS');
    expect(remove?.cKind).toBe('delete');
    expect(changesOf(remove)).toContainEqual({ f: 'cMajor', l: '专业', b: '网络工程', a: null });
  });

  it('record nothing for a refused call', async () => {
    const before = await count();
    const other = await server.db.query(
      `select c."fClassId" from "Class" c where c."fSchoolId" <> (select "fSchoolId" from "AppUser" where "cUserName" = 'school') limit 1`,
    );
    await expect(school.DeleteClassIDS({ ids: [String(other[0]?.fClassId)] })).rejects.toThrow();
    await expect(student.AddClass({ cClassName: '学生建的班' } as never)).rejects.toThrow();
    expect(await count()).toBe(before);
  });
});

describe('the declared specific handlers', () => {
  it('record a grade with its value before and after, on the summary it is about', async () => {
    const [summary] = await server.db.query(
      `select s."fInternshipSummaryId" as id, s."fGrade" from "InternshipSummary" s where s."fStatus" = 1
         and s."fInternshipInfoId" in (select "fInternshipInfoId" from "InternshipInfo" where "fSchoolId" =
           (select "fSchoolId" from "AppUser" where "cUserName" = 'teacher')) limit 1`,
    );
    const id = String(summary?.id);
    const grade = summary?.fGrade === 12 ? 11 : 12;
    await teacher.GiveInternshipSummaryGrade({ fInternshipSummaryId: id, fGrade: grade });
    const [entry] = await entries('GiveInternshipSummaryGrade');
    expect(entry).toMatchObject({
      cKind: 'action',
      cEntity: 'InternshipSummary',
      cTargetIds: id,
      cRole: 'teacher',
    });
    expect(changesOf(entry)).toContainEqual({
      f: 'fGrade',
      l: expect.any(String),
      b: summary?.fGrade ?? null,
      a: grade,
    });
  });

  it('keep a password change without the password', async () => {
    const own = await sdkFor(server, DEMO.companyTutor);
    const chosen = 'Audit@2026x';
    await own.ChangePass({
      oldPassword: DEMO_PASSWORD,
      newPassword: chosen,
      cPassword: chosen,
      cCheckPassword: chosen,
    });
    const [entry] = await entries('ChangePass');
    expect(entry?.cKind).toBe('password');
    expect(String(entry?.cChanges)).not.toContain('Audit@2026x');
    expect(String(entry?.cChanges)).not.toContain(DEMO_PASSWORD);
    expect(changesOf(entry).every((c) => c.a === SECRET || c.a === null || c.f !== 'newPassword')).toBe(true);
  });
});

describe('the other kinds of write', () => {
  it('record an import, a review with the state before and after, and a file the server prepared', async () => {
    const row = [HUADONG.code, '审计导入', '学生', '软件技术2201班', '13900007701', 'S77001'];
    await school.AppUserImport({ file: new Blob([userImportWorkbook([row])]), fileName: '学生.xlsx' });
    const [imported] = await entries('AppUserImport');
    expect(imported).toMatchObject({ cKind: 'import', cUserName: 'school', fOutcome: 1 });

    const [news] = await server.db.query(
      `select "fNewsInfoId" as id, "fStatus" from "GatewayNewsInfo" where "fStatus" <> 1 limit 1`,
    );
    await admin.AuthGatewayNewsInfoIDS({ ids: [String(news?.id)] });
    const [review] = await entries('AuthGatewayNewsInfoIDS');
    expect(review).toMatchObject({ cKind: 'auth', cEntity: 'GatewayNewsInfo', cTargetIds: String(news?.id) });
    expect(changesOf(review)).toContainEqual(
      expect.objectContaining({ f: 'fStatus', b: news?.fStatus, a: 1 }),
    );

    const [diary] = await server.db.query(
      `select d."fInternshipDiaryId" as id from "InternshipDiary" d join "InternshipInfo" i using ("fInternshipInfoId")
        where i."fSchoolId" = (select "fSchoolId" from "AppUser" where "cUserName" = 'teacher') limit 1`,
    );
    await teacher.BatchDownloadInternshipDiary({ ids: [String(diary?.id)] });
    const [download] = await entries('BatchDownloadInternshipDiary');
    expect(download).toMatchObject({
      cKind: 'export',
      cEntity: 'InternshipDiary',
      cTargetIds: String(diary?.id),
    });
  });
});

describe("the console's list exports", () => {
  it('record the file, its rows and the search, about the list it was read from', async () => {
    const page = await teacher.GetInternshipDiaryPageList({ pageSize: 5 });
    const ids = page.List.map((d) => d.fInternshipDiaryId);
    await teacher.AddAppAuditLogExport({
      cListOperation: 'GetInternshipDiaryPageList',
      cFileName: '学生日志',
      iRows: ids.length,
      ids,
      cFilter: '{"cRealName":"刘"}',
    });
    const [entry] = await entries('AddAppAuditLogExport');
    expect(entry).toMatchObject({
      cKind: 'export',
      cOperationName: '导出列表',
      cEntity: 'InternshipDiary',
      cEntityLabel: '实习日志',
      cTargetIds: ids.join(','),
      cRole: 'teacher',
      fOutcome: 1,
    });
    expect(changesOf(entry)).toEqual([
      { f: 'cListOperation', l: '列表接口', b: null, a: 'GetInternshipDiaryPageList' },
      { f: 'cFileName', l: '文件名', b: null, a: '学生日志' },
      { f: 'iRows', l: '行数', b: null, a: ids.length },
      { f: 'cFilter', l: '查询条件', b: null, a: '{"cRealName":"刘"}' },
    ]);
  });

  it('refuse a report about a list the caller may not read, or no list at all, and keep no entry', async () => {
    const before = await count();
    const report = { cFileName: '用户', iRows: 1 };
    await expect(
      student.AddAppAuditLogExport({ ...report, cListOperation: 'GetAppUserPageList' }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      student.AddAppAuditLogExport({ ...report, cListOperation: 'DeleteClassIDS' }),
    ).rejects.toMatchObject({ status: 400, detail: '未知的列表接口：DeleteClassIDS' });
    expect(await count()).toBe(before);
  });
});

describe('sign-in and sign-out', () => {
  it('record a success, a failure with its reason, and a sign-out', async () => {
    const signIns = (await entries('LoginCheck')).filter((e) => e.cKind === 'signIn');
    expect(signIns.map((e) => e.cUserName)).toEqual(expect.arrayContaining(['school', 'teacher', 'student']));
    expect(signIns.find((e) => e.cUserName === 'teacher')).toMatchObject({ cRole: 'teacher', fOutcome: 1 });

    await expect(sdkFor(server, DEMO.student, 'Wrong@2026')).rejects.toThrow();
    const failure = (await entries('LoginCheck')).find((e) => e.cKind === 'signInFailed');
    expect(failure).toMatchObject({ cUserName: 'student', fOutcome: 0, cMessage: '账号或密码错误' });
    expect(failure?.fUserId).toBeNull();
    expect(failure?.fSchoolId).toBeTruthy();

    const leaving = await sdkFor(server, DEMO.schoolAdmin);
    await leaving.LoginOut();
    const [out] = await entries('LoginOut');
    expect(out).toMatchObject({ cKind: 'signOut', cUserName: 'school', fOutcome: 1 });
  });
});

describe('the table', () => {
  it('refuses updates, deletes and truncation', async () => {
    await expect(server.db.query(`update "AppAuditLog" set "cRealName" = 'x'`)).rejects.toThrow(/只能追加/);
    await expect(server.db.query('delete from "AppAuditLog"')).rejects.toThrow(/只能追加/);
    await expect(server.db.query('truncate "AppAuditLog"')).rejects.toThrow(/只能追加/);
  });

  it('lets the retention job remove only entries past the kept days', async () => {
    await server.db.query(`insert into "AppAuditLog" ("tCreateDate", "cKind", "cOperation", "fOutcome")
      values ('2020-01-01 00:00:00', 'edit', 'OldCall', 1)`);
    const kept = await count();
    expect(await purgeOldEntries(server.db)).toBe(1);
    expect(await count()).toBe(kept - 1);
    expect(await entries('OldCall')).toEqual([]);
  });

  it('is purged by the daily job, once a day', async () => {
    await server.db.query(`insert into "AppAuditLog" ("tCreateDate", "cKind", "cOperation", "fOutcome")
      values ('2020-01-01 00:00:00', 'edit', 'OlderCall', 1)`);
    // Tomorrow: today's period was run by the server's first tick.
    const tomorrow = Date.now() + 24 * 60 * 60 * 1000;
    expect(await server.runJob('audit.purge', tomorrow)).toMatchObject({
      ran: true,
      outcome: 'done',
      detail: '处理 1 项',
    });
    expect(await entries('OlderCall')).toEqual([]);
    expect(await server.runJob('audit.purge', tomorrow)).toMatchObject({ ran: false });
  });

  it('is read by the school admin for their school and by the platform admin for all', async () => {
    const [me] = await server.db.query(`select "fSchoolId" from "AppUser" where "cUserName" = 'school'`);
    const [elsewhere] = await server.db.query('select "fSchoolId" from "School" where "fSchoolId" <> $1', [
      me?.fSchoolId,
    ]);
    // The platform admin has no school: the entry is the school's of the row it changed.
    await admin.AddClass({ fSchoolId: String(elsewhere?.fSchoolId), cClassName: '平台建的班' } as never);
    const own = await school.GetAppAuditLogPageList({ pageSize: 100 });
    expect(own.TotalCount).toBeGreaterThan(0);
    expect(own.List.every((e) => e.fSchoolId === me?.fSchoolId)).toBe(true);
    const all = await admin.GetAppAuditLogPageList({ pageSize: 100, cOperation: 'AddClass' });
    expect(all.List.map((e) => e.fSchoolId)).toContain(elsewhere?.fSchoolId);
    await expect(teacher.GetAppAuditLogPageList({ pageSize: 1 })).rejects.toThrow();
  });
});
