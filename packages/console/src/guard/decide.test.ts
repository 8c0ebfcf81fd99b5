import { describe, expect, it } from 'vitest';
import { decide, type GuardDecision, type GuardState } from './decide.js';

const guest = { hasToken: false, loaded: false, noMenus: false, search: '' };
const signedIn = { hasToken: true, loaded: true, noMenus: false, search: '' };
const screen = { route: {} };
const group = { route: { redirect: '/system/role-manage' } };

const cases: [string, GuardState, GuardDecision][] = [
  ['a guest may sign in', { ...guest, pathname: '/login' }, { to: 'allow' }],
  ['a guest may register', { ...guest, pathname: '/register' }, { to: 'allow' }],
  ['a guest may see 403', { ...guest, pathname: '/403' }, { to: 'allow' }],
  ['a guest may see 404', { ...guest, pathname: '/404' }, { to: 'allow' }],
  [
    'a guest elsewhere goes to sign in, keeping the path and query',
    { ...guest, pathname: '/system/role-manage', search: '?a=1' },
    { to: 'redirect', path: '/login?redirect=%2Fsystem%2Frole-manage%3Fa%3D1' },
  ],
  [
    'a guest at / goes to sign in',
    { ...guest, pathname: '/' },
    { to: 'redirect', path: '/login?redirect=%2F' },
  ],
  ['signed in, /login goes to /', { ...signedIn, pathname: '/login' }, { to: 'redirect', path: '/' }],
  ['routes not loaded: load them', { ...signedIn, loaded: false, pathname: '/index' }, { to: 'load' }],
  ['/ goes to /index', { ...signedIn, pathname: '/' }, { to: 'redirect', path: '/index' }],
  ['a known screen opens', { ...signedIn, ...screen, pathname: '/system/role-manage' }, { to: 'allow' }],
  ['a trailing slash is the same path', { ...signedIn, ...screen, pathname: '/index/' }, { to: 'allow' }],
  [
    'a group goes to its first child',
    { ...signedIn, ...group, pathname: '/system' },
    { to: 'redirect', path: '/system/role-manage' },
  ],
  ['an unknown path goes to 404', { ...signedIn, pathname: '/nope' }, { to: 'redirect', path: '/404' }],
  [
    'no menus: everything shows 401',
    { ...signedIn, noMenus: true, pathname: '/index' },
    { to: 'redirect', path: '/401' },
  ],
  ['no menus: 401 opens', { ...signedIn, noMenus: true, pathname: '/401' }, { to: 'allow' }],
  ['with menus, 401 goes home', { ...signedIn, pathname: '/401' }, { to: 'redirect', path: '/index' }],
  ['signed in, 403 opens', { ...signedIn, pathname: '/403' }, { to: 'allow' }],
];

describe('the guard (SPEC §2.1)', () => {
  it.each(cases)('%s', (_name, state, expected) => {
    expect(decide(state)).toEqual(expected);
  });
});
