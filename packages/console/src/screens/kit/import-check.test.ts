import { describe, expect, it } from 'vitest';
import { previewRows, problemsOf, refusal } from './import-check.js';

const REFUSAL =
  '导入失败, 请修改后重新上传: 第2行 手机号: 该手机号已被注册; 第4行 班级名称: 学生必须填写班级';

describe('problemsOf', () => {
  it('lists each refused row of the server message', () => {
    expect(problemsOf(REFUSAL)).toEqual([
      '第2行 手机号: 该手机号已被注册',
      '第4行 班级名称: 学生必须填写班级',
    ]);
  });
  it('keeps a message without a list whole', () => {
    expect(problemsOf('只能上传 Excel (.xls,.xlsx) 文件')).toEqual(['只能上传 Excel (.xls,.xlsx) 文件']);
  });
});

describe('previewRows', () => {
  it('shows what the import would write as the dry run answered it', () => {
    const rows = [{ 行号: 2, 姓名: '甲同学' }];
    expect(previewRows({ ok: true, rows })).toBe(rows);
  });
  it('gives one line per refused row', () => {
    expect(previewRows({ ok: false, message: REFUSAL })).toEqual([
      { 结果: '不能导入', 原因: '第2行 手机号: 该手机号已被注册' },
      { 结果: '不能导入', 原因: '第4行 班级名称: 学生必须填写班级' },
    ]);
  });
});

describe('refusal', () => {
  it('answers 确定导入 with the checked refusal, and leaves a passed check to the real import', () => {
    expect(refusal({ ok: false, message: REFUSAL })).toEqual({ code: 400, message: REFUSAL });
    expect(refusal({ ok: true, rows: [] })).toBeNull();
    expect(refusal(null)).toBeNull();
  });
});
