import { describe, expect, it } from 'vitest';
import { type PreviewUser, previewRows, problemsOf, refusal } from './import-answer.js';

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
  const student: PreviewUser = {
    row: 2,
    cRealName: '甲同学',
    cMobile: '13300000001',
    cNumber: 'S1',
    cUserType: '学生',
    cSchoolName: '华东职业技术学院',
    cDepartName: '软件技术2201班',
  };
  it('shows each user the import would create', () => {
    expect(
      previewRows({ ok: true, users: [student, { ...student, row: 3, cNumber: null, cDepartName: null }] }),
    ).toEqual([
      {
        行号: 2,
        姓名: '甲同学',
        手机号: '13300000001',
        类型: '学生',
        学校: '华东职业技术学院',
        班级: '软件技术2201班',
        '学号/工号': 'S1',
      },
      {
        行号: 3,
        姓名: '甲同学',
        手机号: '13300000001',
        类型: '学生',
        学校: '华东职业技术学院',
        班级: '',
        '学号/工号': '',
      },
    ]);
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
    expect(refusal({ ok: true, users: [] })).toBeNull();
    expect(refusal(null)).toBeNull();
  });
});
