import { weightsNotHundred } from '@practice/sdk/contract';
import { describe, expect, it } from 'vitest';
import { draftSum, draftText, prepareSetting, weightDrafts } from './setting-values.js';

const form = (key: string, value: string, name = '') => ({
  cSettingKey: key,
  cSettingValue: value,
  cSettingName: name,
});

describe('the 学校设置 form values', () => {
  it('reads the stored weights and the table draft alike, and nothing else', () => {
    const rows = [
      { sheet: '企业导师评分表', percent: '40' },
      { sheet: '', percent: '' },
    ];
    expect(weightDrafts('{"企业导师评分表":40,"答辩评分表":60}')).toEqual([
      { sheet: '企业导师评分表', percent: '40' },
      { sheet: '答辩评分表', percent: '60' },
    ]);
    expect(weightDrafts(draftText(rows))).toEqual(rows);
    expect(weightDrafts('不是JSON')).toEqual([]);
    expect(draftSum(rows)).toBe(40);
  });

  it('stores whole weights as the server does and refuses a sum other than 100 in its words', () => {
    const draft = draftText([
      { sheet: '企业导师评分表', percent: '70' },
      { sheet: '答辩评分表', percent: '30' },
    ]);
    expect(prepareSetting(form('review.weights', draft, '成绩'))).toEqual({
      ok: true,
      values: form('review.weights', '{"企业导师评分表":70,"答辩评分表":30}', '成绩'),
    });
    const short = draftText([{ sheet: '企业导师评分表', percent: '70' }]);
    expect(prepareSetting(form('review.weights', short))).toEqual({
      ok: false,
      errors: { cSettingValue: weightsNotHundred(70) },
    });
    const twice = draftText([
      { sheet: '答辩评分表', percent: '50' },
      { sheet: '答辩评分表', percent: '50' },
    ]);
    expect(prepareSetting(form('review.weights', twice))).toMatchObject({
      errors: { cSettingValue: '评分表「答辩评分表」重复出现' },
    });
    const blank = draftText([{ sheet: '答辩评分表', percent: '' }]);
    expect(prepareSetting(form('review.weights', blank))).toMatchObject({
      errors: { cSettingValue: '「答辩评分表」所占百分比必须是0到100的整数' },
    });
  });

  it('checks numbers and switches by their key, names an unnamed known key, and leaves own keys alone', () => {
    expect(prepareSetting(form('diary.allowLateDays', '2.5'))).toMatchObject({
      errors: { cSettingValue: '日志补交期限（天）必须是不小于0的整数' },
    });
    expect(prepareSetting(form('diary.allowLateDays', ' 03 '))).toMatchObject({
      values: { cSettingValue: '3', cSettingName: '日志补交期限（天）' },
    });
    expect(prepareSetting(form('handIn.allowLate', ''))).toMatchObject({ values: { cSettingValue: '0' } });
    expect(prepareSetting(form('school.note', '{随便'))).toEqual({
      ok: true,
      values: form('school.note', '{随便'),
    });
  });
});
