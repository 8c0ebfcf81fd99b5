import { describe, expect, it } from 'vitest';
import { SdkError } from '../../src/client/errors.js';
import { PRODUCTION_BASE_URL, replaySdk } from './replay.js';

/*
 * The SDK against answers shaped as the production back end sends them (recordings/): typed values come back
 * with every field the contract does not know, numbers the back end wrote as strings are numbers wherever
 * the contract declares numbers, ids stay the strings they are, and requests carry ids as strings.
 */

const COURSE = 'b3d8addf72194399b08aaaf17685ef93';
const SCHOOL = '883cdcb297d04a39b92b60a4d8f3c453';
/** An id of digits only: valid hex that also looks like a number, so it must survive as a string. */
const DIGITS_ONLY_ID = '31026583652410019145120000006123';

/** A value's fields the contract does not declare, read as the application would read them. */
const extra = (value: unknown) => value as Record<string, unknown>;

describe('wire compatibility with the production back end', () => {
  it('GetInternshipInfoPageList: typed rows with extra fields, page and row numbers read as numbers', async () => {
    const { sdk, sent } = replaySdk();
    const page = await sdk.GetInternshipInfoPageList({ pageNumber: 1, pageSize: 10, fSchoolId: SCHOOL });

    expect(page).toMatchObject({ PageIndex: 1, PageCount: 4, PageSize: 10, TotalCount: 37 });
    const [first, second] = page.List;
    const status: 1 | 2 | 3 | null | undefined = first?.fStatus;
    expect(status).toBe(2);
    expect(first).toMatchObject({
      fInternshipInfoId: COURSE,
      fSchoolId: SCHOOL,
      fCourseType: 1,
      fInternshipStatus: 1,
      fTemplateBatchInfoId: DIGITS_ONLY_ID,
    });
    // Fields the contract does not know arrive untouched: no number is read into them.
    expect(extra(first)).toMatchObject({
      fCreateUserId: '40af3557ad474acda367e6d13854cfc3',
      fStudentCount: '37',
      oExt: { cColor: '#409EFF', fSort: '3' },
    });
    expect(second).toMatchObject({
      fStatus: 1,
      fTemplateBatchInfoId: null,
      tStartDate: '2025-04-01T00:00:00',
    });

    const url = new URL(sent[0]!.url);
    expect(url.pathname).toBe(
      '/api/WDPracticeInternshipPlugin/api/v1/InternshipInfo/GetInternshipInfoPageList',
    );
    expect(url.searchParams.get('fSchoolId')).toBe(SCHOOL);
  });

  it('GetInternshipInfoModel: extra fields kept at every depth, the id sent as a string', async () => {
    const { sdk, sent } = replaySdk();
    const course = await sdk.GetInternshipInfoModel({ fInternshipInfoId: COURSE });

    expect(course).toMatchObject({ fInternshipInfoId: COURSE, fStatus: 2, fInternshipStatus: 1 });
    expect(extra(course).oSchool).toEqual({
      fSchoolId: SCHOOL,
      cSchoolName: '华东师范大学',
      cSchoolCode: '10269',
      oAddress: { cProvince: '上海市', cCity: '上海市' },
    });
    expect(extra(course).ClassList).toEqual([
      { fClassId: '87984979797b4e138a81b3a04ff02fb2', cClassName: '汉语言文学2101班', fCount: '18' },
      { fClassId: 'e3006bf9fbdb491da38ed7bc7f046908', cClassName: '汉语言文学2102班', fCount: '19' },
    ]);
    expect(new URL(sent[0]!.url).searchParams.get('fInternshipInfoId')).toBe(COURSE);
  });

  it('GetTreeList: a department tree keeps the jsTree fields the contract does not declare, nested too', async () => {
    const { sdk } = replaySdk();
    const [school] = await sdk.GetTreeList();

    expect(school).toMatchObject({ jsnodeID: SCHOOL, text: '华东师范大学', fAppDepartmentId: SCHOOL });
    expect(extra(school)).toMatchObject({ icon: 'el-icon-school', li_attr: { 'data-label': '学校' } });
    // The node's declared `state` object keeps its undeclared `disabled`.
    expect(school?.state).toEqual({ opened: true, selected: false, disabled: false });
    // Undeclared, so left as the back end wrote it.
    expect(extra(school).fDepartmentLabel).toBe('1');
    const [schoolClass] = school?.children ?? [];
    expect(schoolClass).toMatchObject({ jsnodeID: '87984979797b4e138a81b3a04ff02fb2', fParentId: SCHOOL });
    expect(schoolClass?.state).toEqual({ opened: false, selected: false, disabled: true });
    expect(extra(schoolClass).li_attr).toEqual({ 'data-label': '班级' });
  });

  it('LoginCheck: the token with the fields beside it (Code 10000)', async () => {
    const { sdk, sent } = replaySdk();
    const login = await sdk.LoginCheck({ cUserName: 'ecnu_admin', cPassword: 'Secret#2025' });

    const token: string = login.token;
    expect(token).toBe('8f14e45fceea167a5a36dedd4bea2543.1740000000');
    expect(extra(login)).toMatchObject({
      fAppUserId: '43124f5fbdd44070bfc4cd44653f151a',
      cUserName: 'ecnu_admin',
      fExpiresIn: '86400',
    });
    expect(JSON.parse(sent[0]!.body)).toEqual({ cUserName: 'ecnu_admin', cPassword: 'Secret#2025' });
  });

  it("GetUserInfoModel: string ids, menu-catalogue numbers read as numbers (Code '10000')", async () => {
    const { sdk } = replaySdk();
    const me = await sdk.GetUserInfoModel();

    expect(me.info).toMatchObject({
      fAppUserId: '43124f5fbdd44070bfc4cd44653f151a',
      fSchoolId: SCHOOL,
      cEmail: 'liqiang@ecnu.example.cn',
      fUserLabel: '1',
    });
    // Buttons are the fixed menu catalogue: their ids and positions are numbers in the contract.
    expect(me.buttonsList.map((b) => [b.id, b.fIndex])).toEqual([
      [100101, 1],
      [100102, 2],
    ]);
    expect(extra(me.buttonsList[0]).cIcon).toBe('el-icon-plus');
    expect(extra(me)).toMatchObject({
      cLastLoginIp: '10.12.0.8',
      oSetting: { cTheme: 'ocean', fPageSize: '50' },
    });
  });

  it('DeleteInternshipInfoIDS: sends the hex ids as strings in the body', async () => {
    const { sdk, sent } = replaySdk();
    const ids = [COURSE, DIGITS_ONLY_ID];
    await expect(sdk.DeleteInternshipInfoIDS({ ids })).resolves.toBeNull();

    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.url).toBe(
      `${PRODUCTION_BASE_URL}/WDPracticeInternshipPlugin/api/v1/InternshipInfo/DeleteInternshipInfoIDS`,
    );
    expect(sent[0]!.body).toBe(`{"ids":["${COURSE}","${DIGITS_ONLY_ID}"]}`);
  });

  it("GetInternshipDiaryPageList: a student's diaries, typed, with their extra fields", async () => {
    const { sdk, sent } = replaySdk();
    const page = await sdk.GetInternshipDiaryPageList({ fInternshipInfoId: COURSE });

    expect(page).toMatchObject({ PageIndex: 1, PageCount: 1, PageSize: 10, TotalCount: 2 });
    const [latest, earlier] = page.List;
    const week: number | null | undefined = latest?.fWeek;
    expect(week).toBe(3);
    expect(latest).toMatchObject({
      fInternshipDiaryId: '085a28ad832a463e88cfff2bf9f99c9b',
      fInternshipStudentId: 'b2bc6bdb183b4d06b41f3fda2b8a9902',
      fStudentUserId: '209d59735e2543b2a459b34e612653ec',
      fStatus: 2,
      // A student number is text, however numeric it looks.
      cNumber: '10212010101',
    });
    expect(extra(latest)).toMatchObject({
      cContent: '<p>本周听课八节，试讲两次。</p>',
      fReadCount: '4',
      Items: [
        { fInternshipDiaryItemId: '47df397529ca497da9f8e90a9fb3d9a3', cItemName: '听课记录', cValue: '8' },
      ],
    });
    expect(earlier).toMatchObject({ fWeek: 2, fStatus: 1, fTemplateInfoId: null });

    const query = new URL(sent[0]!.url).searchParams;
    expect(query.get('fInternshipInfoId')).toBe(COURSE);
    expect([query.get('pageNumber'), query.get('pageSize')]).toEqual(['1', '10']);
  });

  it('refuses a numeric id in a request before sending it', async () => {
    const { sdk, sent } = replaySdk();
    const refused = await sdk.DeleteInternshipInfoIDS({ ids: [3] as never }).catch((e: unknown) => e);

    expect(refused).toBeInstanceOf(SdkError);
    expect(refused).toMatchObject({ kind: 'validation', issues: [{ path: 'ids.0' }] });
    await expect(sdk.GetInternshipInfoModel({ fInternshipInfoId: 3 as never })).rejects.toMatchObject({
      kind: 'validation',
    });
    expect(sent).toHaveLength(0);
  });
});
