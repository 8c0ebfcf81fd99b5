// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { authStore, isSessionUser, resetSession, setToken, TOKEN_KEY, tokenOf } from './auth.js';
import { routesStore } from './routes.js';

const user = {
  username: 'admin',
  avatar: null,
  roles: ['platformAdmin'],
  ability: ['AddAppRole'],
  info: { fAppUserId: 'e10adc3949ba59abbe56e057f20f883e', cRealName: '陈立华' },
  buttonsList: [],
};

describe('the session (SPEC §2.1, §8, §9)', () => {
  it('keeps the token in local storage under "token" and forgets everything on reset', () => {
    setToken('abc');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('abc');
    routesStore.loaded = true;
    authStore.user = user;
    resetSession();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(authStore).toMatchObject({ token: null, user: null });
    expect(routesStore.loaded).toBe(false);
  });

  it.each([
    [{ token: 't' }, 't'],
    [{ token: '' }, null],
    [{}, null],
    [null, null],
    [{ token: 42 }, null],
  ])('reads the token of a sign-in answer %j', (content, expected) => {
    expect(tokenOf(content)).toBe(expected);
  });

  it('accepts user information only in the shape the console relies on', () => {
    expect(isSessionUser(user)).toBe(true);
    expect(isSessionUser({ ...user, roles: 'admin' })).toBe(false);
    expect(isSessionUser({ ...user, ability: [1] })).toBe(false);
    expect(isSessionUser({ ...user, info: null })).toBe(false);
    expect(isSessionUser({ ...user, username: 7 })).toBe(false);
    expect(isSessionUser(null)).toBe(false);
  });
});
