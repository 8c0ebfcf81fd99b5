import {
  isMobile,
  MOBILE_INVALID,
  NAME_REQUIRED,
  PASSWORD_LENGTH,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_MISMATCH,
  PASSWORD_REQUIRED,
} from '@practice/sdk';
import { USERNAME_REQUIRED } from './login-form.js';

/** The legacy registration (SPEC §7.4 "Legacy /register call"): an account that the school then approves. */
export interface RegisterValues {
  cUserName: string;
  cPassword: string;
  cCheckPassword: string;
  cRealName: string;
  cMobile: string;
  cSchoolCode: string;
}

export type RegisterErrors = Partial<Record<keyof RegisterValues, string>>;

export const SCHOOL_CODE_REQUIRED = '请输入学校编码';
export const REGISTER_SUCCEEDED = '注册成功! 请等待学校审核通过后登录';

export function validateRegister(v: RegisterValues): RegisterErrors {
  const errors: RegisterErrors = {};
  if (!v.cUserName.trim()) errors.cUserName = USERNAME_REQUIRED;
  if (!v.cPassword) errors.cPassword = PASSWORD_REQUIRED;
  else if (v.cPassword.length < PASSWORD_MIN || v.cPassword.length > PASSWORD_MAX)
    errors.cPassword = PASSWORD_LENGTH;
  if (v.cCheckPassword !== v.cPassword) errors.cCheckPassword = PASSWORD_MISMATCH;
  if (!v.cRealName.trim()) errors.cRealName = NAME_REQUIRED;
  if (!isMobile(v.cMobile)) errors.cMobile = MOBILE_INVALID;
  if (!v.cSchoolCode.trim()) errors.cSchoolCode = SCHOOL_CODE_REQUIRED;
  return errors;
}
