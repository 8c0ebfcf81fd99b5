import { weightsNotHundred } from '@practice/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../test/harness.js';
import { demoId } from '../../../seed/demo.js';
import { type Client, expectRefused, signInAs } from './testing.js';

/*
 * 学校设置 keys the platform reads (contract school-settings.ts) take only values of their shape, refused in
 * the console's own words; the school's own keys take anything. The `school` account is school 1's admin.
 */
const SCHOOL_1 = demoId('School', 1);

let server: TestServer;
let school: Client;

beforeAll(async () => {
  server = await startTestServer();
  [school] = await signInAs(server, 'school');
}, 180_000);
afterAll(() => server?.close());

const settingOf = async (key: string) =>
  (
    await server.db.query('select * from "SchoolSetting" where "fSchoolId" = $1 and "cSettingKey" = $2', [
      SCHOOL_1,
      key,
    ])
  )[0];

const edit = async (key: string, value: string) =>
  school.EditSchoolSetting({
    fSchoolSettingId: String((await settingOf(key))?.fSchoolSettingId),
    cSettingValue: value,
  });

describe('the school settings the platform reads', () => {
  it('refuses a grade make-up that does not sum to 100, and stores a good one in its plain form', async () => {
    const before = (await settingOf('review.weights'))?.cSettingValue;
    await expectRefused(
      edit('review.weights', '{"企业导师评分表":40,"答辩评分表":20}'),
      400,
      weightsNotHundred(60),
    );
    await expectRefused(
      edit('review.weights', '企业导师评分表40%'),
      400,
      '成绩构成比例必须是各评分表及其所占百分比',
    );
    await expectRefused(
      edit('review.weights', '{"企业导师评分表":60.5,"答辩评分表":39.5}'),
      400,
      '必须是0到100的整数',
    );
    expect((await settingOf('review.weights'))?.cSettingValue).toBe(before);
    await edit('review.weights', ' { "企业导师评分表": 70, "答辩评分表": 30 } ');
    expect((await settingOf('review.weights'))?.cSettingValue).toBe('{"企业导师评分表":70,"答辩评分表":30}');
  });

  it('takes whole numbers, one decimal place where declared, and no blank platform name', async () => {
    await expectRefused(edit('summary.minWords', '1500.5'), 400, '实习总结最少字数必须是不小于0的整数');
    await expectRefused(
      edit('diary.minPerWeek', '0.25'),
      400,
      '每周最少日志篇数必须是0到50之间的最多1位小数的数',
    );
    await edit('diary.minPerWeek', '0.5');
    expect((await settingOf('diary.minPerWeek'))?.cSettingValue).toBe('0.5');
    await expectRefused(edit('platform.name', '  '), 400, '平台显示名称必须是不超过50个字的文字');
  });

  it("takes anything under a school's own key", async () => {
    const added = await school.AddSchoolSetting({
      fSchoolId: SCHOOL_1,
      cSettingName: '实习手册版本',
      cSettingKey: 'school.handbook',
      cSettingValue: '{"随便":"写"}',
    });
    expect(added).toMatchObject({ cSettingValue: '{"随便":"写"}' });
  });
});
