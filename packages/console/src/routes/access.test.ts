import { describe, expect, it } from 'vitest';
import { type Acl, canAccess } from './access.js';
import type { AccessRule } from './types.js';

const admin: Acl = { roles: ['platformAdmin'], ability: [] };
const teacher: Acl = { roles: ['teacher'], ability: ['AddInternshipInfo', 'EditInternshipInfo'] };
const student: Acl = { roles: ['student'], ability: [] };

const cases: [string, Acl, AccessRule | undefined, boolean][] = [
  ['no rule', student, undefined, true],
  ['admin passes a list without it', admin, ['student'], true],
  ['admin passes except', admin, { role: ['platformAdmin'], mode: 'except' }, true],
  ['list: any listed role', teacher, ['schoolAdmin', 'teacher'], true],
  ['list: none listed', student, ['schoolAdmin', 'teacher'], false],
  ['empty list', teacher, [], false],
  ['oneOf by role', teacher, { role: ['teacher', 'student'], mode: 'oneOf' }, true],
  ['oneOf by ability', student, { ability: ['AddInternshipInfo'] }, false],
  ['oneOf is the default mode', teacher, { ability: ['AddInternshipInfo', 'Nope'] }, true],
  ['allOf: all held', teacher, { role: ['teacher'], ability: ['AddInternshipInfo'], mode: 'allOf' }, true],
  ['allOf: one missing', teacher, { role: ['teacher'], ability: ['Nope'], mode: 'allOf' }, false],
  ['except: none held', student, { role: ['teacher'], mode: 'except' }, true],
  [
    'except: one held',
    teacher,
    { role: ['student'], ability: ['EditInternshipInfo'], mode: 'except' },
    false,
  ],
];

describe('canAccess (SPEC §6)', () => {
  it.each(cases)('%s', (_name, acl, rule, expected) => {
    expect(canAccess(acl, rule)).toBe(expected);
  });
});
