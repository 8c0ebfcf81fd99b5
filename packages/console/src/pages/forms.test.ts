import { MOBILE_INVALID, PASSWORD_LENGTH, PASSWORD_MISMATCH, PASSWORD_REQUIRED } from '@practice/sdk';
import { describe, expect, it } from 'vitest';
import { greetingName } from './home.js';
import { USERNAME_REQUIRED, validateLogin } from './login-form.js';
import { SCHOOL_CODE_REQUIRED, validateRegister } from './register-form.js';

describe('the sign-in form', () => {
  it('asks for both fields before sending anything', () => {
    expect(validateLogin({ username: ' ', password: '' })).toEqual({
      username: USERNAME_REQUIRED,
      password: PASSWORD_REQUIRED,
    });
    expect(validateLogin({ username: 'admin', password: 'Demo@2026' })).toEqual({});
  });
});

describe('the registration form', () => {
  const ok = {
    cUserName: 'li',
    cPassword: 'abc123',
    cCheckPassword: 'abc123',
    cRealName: '李雷',
    cMobile: '13800138000',
    cSchoolCode: 'S01',
  };
  it('passes a complete form', () => expect(validateRegister(ok)).toEqual({}));
  it('checks password length, confirmation, mobile and school code', () => {
    expect(validateRegister({ ...ok, cPassword: '12345', cCheckPassword: '12345' }).cPassword).toBe(
      PASSWORD_LENGTH,
    );
    expect(validateRegister({ ...ok, cCheckPassword: 'x' }).cCheckPassword).toBe(PASSWORD_MISMATCH);
    expect(validateRegister({ ...ok, cMobile: '123' }).cMobile).toBe(MOBILE_INVALID);
    expect(validateRegister({ ...ok, cSchoolCode: '' }).cSchoolCode).toBe(SCHOOL_CODE_REQUIRED);
  });
});

describe('the home greeting (SPEC §9)', () => {
  it('greets the real name, else the user name, else the guest', () => {
    expect(greetingName({ username: 'admin', info: { cRealName: '陈立华' } })).toBe('陈立华');
    expect(greetingName({ username: 'admin', info: { cRealName: '' } })).toBe('admin');
    expect(greetingName(null)).toBe('游客');
  });
});
