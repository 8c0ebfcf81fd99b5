import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { json, ok, page, type startServer as Start, startServer } from '../../test/http-server.js';
import { hexId } from '../../test/ids.js';
import { createSdk } from './create.js';
import {
  CANCELLED_TEXT,
  LOGIN_EXPIRED,
  NETWORK_TEXT,
  SdkError,
  serviceErrorText,
  TIMEOUT_TEXT,
  wasShown,
} from './errors.js';

const SYS = '/AuthSubAccountSystemWeb/api/v1';
const PLUGIN = '/WDPracticeInternshipPlugin/api/v1';
const SCHOOL_ID = hexId(1);
const school = {
  fSchoolId: SCHOOL_ID,
  cSchoolName: '华东理工大学',
  cSchoolCode: 'ECUST',
  tCreateDate: '2026-01-02 03:04:05',
};

let server: Awaited<ReturnType<typeof Start>>;
beforeAll(async () => {
  server = await startServer({
    [`${PLUGIN}/School/GetSchoolPageList`]: (_req, res) => ok(res, page([school])),
    [`${PLUGIN}/School/GetSchoolModel`]: (req, res) =>
      req.query.fSchoolId === SCHOOL_ID ? ok(res, school) : json(res, { Code: 404, Message: '学校不存在' }),
    '/Other/api/v1/School/GetSchoolModel': (_req, res) => ok(res, { ...school, cSchoolName: '另一个插件' }),
    [`${PLUGIN}/School/AddSchool`]: (req, res) =>
      ok(res, { ...JSON.parse(req.body.toString()), fSchoolId: hexId(2) }),
    [`${PLUGIN}/School/DeleteSchoolIDS`]: (_req, res) =>
      json(res, { Code: 500, Message: '学校下还有班级，不能删除' }),
    [`${SYS}/Home/GetUserInfoModel`]: (_req, res) => json(res, { Code: 401, Message: '请先登录' }, 401),
    [`${SYS}/AppUser/GetAppUserPageList`]: (_req, res) => json(res, { Code: 403, Message: '' }, 403),
    [`${SYS}/AppSetting/GetAppSettingPageList`]: (_req, res) => ok(res, page([{ fAppSettingId: 42 }])), // ids are strings: a numeric id breaks the contract
    [`${SYS}/AppRole/GetAppRolePageList`]: (_req, res) => {
      res.writeHead(502, 'Bad Gateway', { 'content-type': 'text/html' }).end('<html>bad gateway</html>');
    },
    [`${SYS}/AppSetting/GetAppSettingModel`]: (_req, res) => {
      setTimeout(() => ok(res, null), 400);
    },
  });
});
afterAll(() => server.close());

const sdkFor = (extra: Parameters<typeof createSdk>[0] = {}) =>
  createSdk({ baseUrl: server.origin, token: () => 'tok-1', ...extra });

describe('the SDK against a real HTTP server', () => {
  it('tells onWritten of a successful write, after its answer and before the caller goes on', async () => {
    const written: unknown[] = [];
    const sdk = sdkFor({ onWritten: (write) => written.push(write) });
    await sdk.GetSchoolPageList({});
    expect(written).toEqual([]);
    await sdk.AddSchool({ cSchoolName: '新学校', cSchoolCode: 'NEW' });
    expect(written).toEqual([
      { operation: 'AddSchool', entity: 'School', input: { cSchoolName: '新学校', cSchoolCode: 'NEW' } },
    ]);
    // A refused write changed nothing.
    await expect(sdk.DeleteSchoolIDS({ ids: [SCHOOL_ID] })).rejects.toBeInstanceOf(SdkError);
    expect(written).toHaveLength(1);
  });

  it('sends a validated query with the bearer token and returns the typed page', async () => {
    const sdk = sdkFor();
    const result = await sdk.GetSchoolPageList({
      cSchoolName: '华东',
      sortName: 'cSchoolName',
      sortOrder: 'asc',
    });
    expect(result.List[0]?.cSchoolName).toBe('华东理工大学');
    expect(result.TotalCount).toBe(1);
    const sent = server.requests.at(-1)!;
    expect(sent.method).toBe('GET');
    expect(sent.headers.authorization).toBe('Bearer tok-1');
    // Defaults are applied before sending: paging is explicit on the wire.
    expect(sent.query).toMatchObject({
      cSchoolName: '华东',
      pageNumber: '1',
      pageSize: '10',
      sortName: 'cSchoolName',
    });
  });

  it('posts writes as JSON and strips what the contract does not accept', async () => {
    const sdk = sdkFor();
    const added = await sdk.AddSchool({
      cSchoolName: ' 复旦大学 ',
      cSchoolCode: 'FDU',
      tCreateDate: 'x',
    } as never);
    expect(added.fSchoolId).toBe(hexId(2));
    const sent = JSON.parse(server.requests.at(-1)!.body.toString());
    expect(sent).toEqual({ cSchoolName: '复旦大学', cSchoolCode: 'FDU' });
  });

  it('refuses an invalid request before sending it, with the field message', async () => {
    const sdk = sdkFor();
    const before = server.requests.length;
    const error = await sdk.AddSchool({ cSchoolName: '', cSchoolCode: 'X' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SdkError);
    expect(error).toMatchObject({ kind: 'validation', message: '请输入学校名称' });
    await expect(sdk.GetSchoolPageList({ sortName: 'cPassword' as never })).rejects.toMatchObject({
      kind: 'validation',
    });
    expect(server.requests.length).toBe(before);
  });

  it('words what zod itself refuses in Chinese, as the server does, and leaves the host’s zod alone', async () => {
    const sdk = sdkFor();
    const before = server.requests.length;
    // A required ref left out, a required text left out, a number of the wrong type.
    await expect(sdk.AddClass({ cClassName: '软件2401班' } as never)).rejects.toMatchObject({
      kind: 'validation',
      message: '请选择学校',
    });
    await expect(sdk.AddSchool({ cSchoolCode: 'X' } as never)).rejects.toMatchObject({
      message: '请输入学校名称',
    });
    const wrongType = await sdk
      .AddClass({ fSchoolId: SCHOOL_ID, cClassName: '软件2401班', fGrade: '二〇二四' } as never)
      .catch((e: SdkError) => e);
    expect(wrongType.message).toMatch(/^年级：.*[\u4e00-\u9fa5]/);
    expect(wrongType.message).not.toMatch(/Invalid|expected/);
    expect(server.requests.length).toBe(before);
    // The application's own zod keeps its configured (here default, English) messages.
    expect(z.number().safeParse('x').error?.issues[0]?.message).toMatch(/^Invalid input/);
  });

  it('maps a business failure to the service-error text and reports it', async () => {
    const onError = vi.fn();
    const sdk = sdkFor({ onError });
    await expect(sdk.DeleteSchoolIDS({ ids: [SCHOOL_ID] })).rejects.toMatchObject({
      kind: 'business',
      code: 500,
      message: serviceErrorText('学校下还有班级，不能删除'),
      shown: true,
    });
    expect(onError).toHaveBeenCalledOnce();
  });

  it('marks a reported error as shown, so that a form catching it adds no second message', async () => {
    const sdk = sdkFor({ onError: vi.fn() });
    const reported = await sdk.DeleteSchoolIDS({ ids: [SCHOOL_ID] }).catch((e: unknown) => e);
    expect(wasShown(reported)).toBe(true);
    const quiet = await sdk.DeleteSchoolIDS({ ids: [SCHOOL_ID] }, { silent: true }).catch((e: unknown) => e);
    expect(wasShown(quiet)).toBe(false);
    // Without an onError nobody showed it: the caller must.
    const unheard = await sdkFor({})
      .DeleteSchoolIDS({ ids: [SCHOOL_ID] })
      .catch((e: unknown) => e);
    expect(wasShown(unheard)).toBe(false);
    expect(wasShown(new Error('not from the SDK'))).toBe(false);
  });

  it('leaves the error report to a caller that words the failure itself (silent)', async () => {
    const onError = vi.fn();
    const onForbidden = vi.fn();
    const sdk = sdkFor({ onError, onForbidden });
    await expect(sdk.DeleteSchoolIDS({ ids: [SCHOOL_ID] }, { silent: true })).rejects.toMatchObject({
      code: 500,
    });
    expect(onError).not.toHaveBeenCalled();
    // A refusal of the session or the role still reaches its hook: the app must still react to it.
    await expect(sdk.GetAppUserPageList(undefined, { silent: true })).rejects.toMatchObject({ status: 403 });
    expect(onForbidden).toHaveBeenCalledOnce();
  });

  it('calls the 401 hook with the reworded message and the 403 hook', async () => {
    const onUnauthorized = vi.fn();
    const onForbidden = vi.fn();
    const sdk = sdkFor({ onUnauthorized, onForbidden });
    await expect(sdk.GetUserInfoModel()).rejects.toMatchObject({ kind: 'http', message: LOGIN_EXPIRED });
    expect(onUnauthorized).toHaveBeenCalledOnce();
    await expect(sdk.GetAppUserPageList()).rejects.toMatchObject({ status: 403 });
    expect(onForbidden).toHaveBeenCalledOnce();
  });

  it('rejects a response that breaks the contract, naming the row', async () => {
    const error = (await sdkFor()
      .GetAppSettingPageList()
      .catch((e: unknown) => e)) as SdkError;
    expect(error.kind).toBe('validation');
    expect(error.issues[0]?.path).toBe('Content.List.0.fAppSettingId');
  });

  it('survives a non-JSON error page', async () => {
    await expect(sdkFor().GetAppRolePageList()).rejects.toMatchObject({
      kind: 'http',
      status: 502,
      message: serviceErrorText('Bad Gateway'),
    });
  });

  it('times out and cancels with the spec texts', async () => {
    await expect(
      sdkFor({ timeoutMs: 50 }).GetAppSettingModel({ fAppSettingId: hexId(5) }),
    ).rejects.toMatchObject({
      kind: 'timeout',
      message: TIMEOUT_TEXT,
    });
    const controller = new AbortController();
    const pending = sdkFor().GetAppSettingModel({ fAppSettingId: hexId(5) }, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'cancelled', message: CANCELLED_TEXT });
  });

  it('reports an unreachable server as a network error', async () => {
    const sdk = createSdk({ baseUrl: 'http://127.0.0.1:9' });
    await expect(sdk.GetSchoolPageList()).rejects.toMatchObject({ kind: 'network', message: NETWORK_TEXT });
  });

  it('switches the plugin base at run time', async () => {
    const sdk = sdkFor();
    sdk.setPluginBase('Other');
    expect((await sdk.GetSchoolModel({ fSchoolId: SCHOOL_ID })).cSchoolName).toBe('另一个插件');
    expect(sdk.config.apiBase('internship')).toBe(`${server.origin}/Other`);
  });

  it('rejects an unknown operation name from call()', async () => {
    await expect(sdkFor().call('NoSuchThing' as never)).rejects.toMatchObject({ kind: 'validation' });
  });
});
