import { describe, expect, it } from 'vitest';
import { importQuery, type PreviewUser, previewUsers } from './user-import-dialog.js';

describe('previewUsers', () => {
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
      previewUsers({ preview: [student, { ...student, row: 3, cNumber: null, cDepartName: null }] }),
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
  it('shows nothing for an answer without a preview', () => {
    expect(previewUsers({})).toEqual([]);
  });
});

describe('importQuery', () => {
  it('sends the chosen course with the check and the import, and nothing when none is chosen', () => {
    expect(importQuery('b3d8addf72194399b08aaaf17685ef93')).toEqual({
      fInternshipInfoId: 'b3d8addf72194399b08aaaf17685ef93',
    });
    expect(importQuery('')).toEqual({});
  });
});
