import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { prefsStorageKey, reconcilePrefs, useColumnPrefs } from './column-prefs.js';

const columns = [{ key: 'a' }, { key: 'b' }, { key: 'c', hidden: true }];

describe('reconcilePrefs', () => {
  it.each([
    ['nothing stored', null],
    ['not an object', 'x'],
    ['wrong shapes', { order: 'a', hidden: [1] }],
  ])('uses the declared defaults for %s', (_name, stored) => {
    expect(reconcilePrefs(stored, columns)).toEqual({ order: ['a', 'b', 'c'], hidden: ['c'] });
  });

  it('keeps a remembered order and visibility, drops gone columns and places new ones after their declared neighbour', () => {
    const stored = { order: ['b', 'gone', 'a'], hidden: ['a', 'gone'] };
    const next = [{ key: 'a' }, { key: 'new' }, { key: 'b' }, { key: 'c', hidden: true }];
    expect(reconcilePrefs(stored, next)).toEqual({ order: ['b', 'c', 'a', 'new'], hidden: ['a', 'c'] });
  });

  it('puts a new first column first', () => {
    expect(reconcilePrefs({ order: ['a'], hidden: [] }, [{ key: 'z' }, { key: 'a' }]).order).toEqual([
      'z',
      'a',
    ]);
  });
});

describe('useColumnPrefs', () => {
  beforeEach(() => localStorage.clear());

  it('remembers hidden columns and order per table id across mounts', () => {
    const first = renderHook(() => useColumnPrefs('students', columns));
    act(() => first.result.current.setVisible('a', false));
    act(() => first.result.current.setVisible('c', true));
    act(() => first.result.current.move('b', -1));
    first.unmount();
    const again = renderHook(() => useColumnPrefs('students', columns));
    expect(again.result.current.order).toEqual(['b', 'a', 'c']);
    expect(again.result.current.isVisible('a')).toBe(false);
    expect(again.result.current.isVisible('c')).toBe(true);
    const other = renderHook(() => useColumnPrefs('teachers', columns));
    expect(other.result.current.isVisible('a')).toBe(true);
  });

  it('ignores bad stored JSON', () => {
    localStorage.setItem(prefsStorageKey('students'), '{not json');
    const { result } = renderHook(() => useColumnPrefs('students', columns));
    expect(result.current.order).toEqual(['a', 'b', 'c']);
    expect(result.current.isVisible('c')).toBe(false);
  });

  it('does not move past either end', () => {
    const { result } = renderHook(() => useColumnPrefs('students', columns));
    act(() => result.current.move('a', -1));
    act(() => result.current.move('c', 1));
    expect(result.current.order).toEqual(['a', 'b', 'c']);
  });
});
