import { describe, expect, it } from 'vitest';
import { tableOf } from '../db/tables.js';
import { type Change, inputChanges, rowChanges, SECRET, storedChanges } from './changes.js';

describe('the changes an audit entry keeps', () => {
  const users = tableOf('AppUser');

  it('are the differing fields, keys left out, secrets only as changed', () => {
    const before = { fAppUserId: 'u1', cRealName: '张三', cPassword: 'old-hash', fStatus: 0 };
    const after = { fAppUserId: 'u1', cRealName: '张三丰', cPassword: 'new-hash', fStatus: 0 };
    const changes = rowChanges(users, before, after);
    expect(changes.map((c) => c.f).sort()).toEqual(['cPassword', 'cRealName']);
    expect(changes.find((c) => c.f === 'cPassword')).toMatchObject({ b: SECRET, a: SECRET });
    expect(JSON.stringify(changes)).not.toContain('hash');
  });

  it('take an input’s secrets by name too', () => {
    const changes = inputChanges(undefined, { oldPassword: 'a', newPassword: 'b', token: 'c', cName: 'd' });
    expect(changes.filter((c) => c.a === SECRET).map((c) => c.f)).toEqual([
      'oldPassword',
      'newPassword',
      'token',
    ]);
  });

  it('fit the stored field however many and long they are, saying what was left out', () => {
    const many: Change[] = Array.from({ length: 400 }, (_, i) => ({
      f: `row${i}.cContent`,
      l: '内容',
      b: '长'.repeat(2000),
      a: null,
    }));
    const stored = storedChanges(many) as string;
    expect(stored.length).toBeLessThanOrEqual(60_000);
    const list = JSON.parse(stored) as Change[];
    expect(list.at(-1)?.l).toMatch(/^另有 \d+ 项变更未记录内容$/);
    expect(storedChanges([])).toBeNull();
  });
});
