import { describe, expect, it } from 'vitest';
import { declarationOf } from '../../declared.js';
import { systemHandlers } from './index.js';

/*
 * The system area's part of ops/declared.test.ts, on its own: every handler says what it acts on, and the
 * calls that name accounts, roles, a school, a company or a course load them through the row scope.
 */

const declared = Object.entries(systemHandlers).map(([name, h]) => ({ name, d: declarationOf(h) }));
const targetOf = (name: string) => {
  const d = declared.find((x) => x.name === name)?.d;
  return d && d.kind !== 'none' ? `${d.kind}:${d.target.entity}:${d.target.access}` : d?.kind;
};

describe('the system handlers’ declarations', () => {
  it('cover every handler', () => {
    expect(declared.filter((x) => !x.d).map((x) => x.name)).toEqual([]);
  });

  it.each([
    ['EditAppUser', 'row:AppUser:write'],
    ['ResetAppUserPassword', 'rows:AppUser:write'],
    ['SetAppUserRole', 'row:AppUser:write'],
    ['SetAppRoleUser', 'rows:AppUser:write'],
    ['SetAppRoleApi', 'row:AppRole:write'],
    ['GetAppRoleMenuList', 'row:AppRole:read'],
    ['DeleteAppRoleIDS', 'rows:AppRole:write'],
    ['AddSchoolUser', 'row:School:read'],
    ['AddCompanyUser', 'row:Company:read'],
    ['AppUserImport', 'row:InternshipInfo:read'],
    ['LoginCheck', 'none'],
    ['Table_doEdit', 'none'],
  ])('%s acts on %s', (name, target) => {
    expect(targetOf(name)).toBe(target);
  });

  it('lets the import name no course', () => {
    const d = declared.find((x) => x.name === 'AppUserImport')?.d;
    expect(d?.kind === 'row' && d.optional).toBe(true);
  });
});
