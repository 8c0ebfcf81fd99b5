import { PASSWORD_REQUIRED } from '@practice/sdk';

export interface LoginValues {
  username: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

export const USERNAME_REQUIRED = '请输入用户名';

/** The sign-in form's checks before anything is sent. */
export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (!values.username.trim()) errors.username = USERNAME_REQUIRED;
  if (!values.password) errors.password = PASSWORD_REQUIRED;
  return errors;
}
