import { describe, expect, it } from 'vitest';
import { addedAccount, passwordFileName, passwordSheet } from './initial-passwords.js';

describe('initial passwords shown once', () => {
  it('lists each account with its password, names kept from running as formulas', () => {
    expect(
      passwordSheet([
        { cRealName: '李明', cUserName: '13900001111', cPassword: 'Ab3#kLmn9Pq2' },
        { cRealName: '=HYPERLINK("x")', cUserName: '13900001112', cPassword: 'Zx7&Qw2eRt5y' },
      ]),
    ).toEqual([
      ['姓名', '账号', '初始密码'],
      ['李明', '13900001111', 'Ab3#kLmn9Pq2'],
      [`'=HYPERLINK("x")`, '13900001112', 'Zx7&Qw2eRt5y'],
    ]);
  });

  it('names the file by the time it was made', () => {
    expect(passwordFileName(new Date(2026, 10, 27, 9, 5))).toBe('用户初始密码-20261127-0905.xlsx');
  });

  it('reads the account of an add answer, or none when it carries no password', () => {
    expect(
      addedAccount({ cRealName: '王老师', cUserName: 'wang', cInitialPassword: 'Pw2#abcdefgh' }),
    ).toEqual([{ cRealName: '王老师', cUserName: 'wang', cPassword: 'Pw2#abcdefgh' }]);
    expect(
      addedAccount(
        { fAppUserId: 'x', cInitialPassword: 'Pw2#abcdefgh' },
        { cRealName: '新教师', cUserName: '139' },
      ),
    ).toEqual([{ cRealName: '新教师', cUserName: '139', cPassword: 'Pw2#abcdefgh' }]);
    expect(addedAccount({ fAppUserId: 'x' })).toEqual([]);
    expect(addedAccount(null)).toEqual([]);
  });
});
