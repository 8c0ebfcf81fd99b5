import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  displayFileName,
  type StorageKeyInput,
  sanitizeFileName,
  storageFileName,
  storageKey,
} from './storage-name.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('sanitizeFileName', () => {
  it.each([
    ['report.pdf', 'report.pdf'],
    ['C:\\fakepath\\photo.png', 'photo.png'],
    ['../../etc/passwd', 'passwd'],
    ['a/b\\c.txt', 'c.txt'],
    ['bad\u0000na\u001fme\u007f.txt', 'badname.txt'],
    ['  spaced name.doc  ', 'spaced name.doc'],
    ['实习报告 (终稿).docx', '实习报告 (终稿).docx'],
    ['', 'file'],
    ['dir/', 'file'],
    ['..', 'file'],
  ])('%j -> %j', (input, expected) => {
    expect(sanitizeFileName(input)).toBe(expected);
  });
});

describe('storageFileName', () => {
  it.each([
    ['a.png', 'uid1', 'uid1---a.png'],
    ['a.png', 42, '42---a.png'],
    ['x/../a---b.png', 'u', 'u---a---b.png'],
  ] as const)('%j with uid %j -> %j', (name, uid, expected) => {
    expect(storageFileName(name, uid)).toBe(expected);
  });

  it('falls back to the current epoch milliseconds', () => {
    vi.useFakeTimers({ now: 1_700_000_000_123 });
    expect(storageFileName('a.png')).toBe('1700000000123---a.png');
  });

  it.each(['', 'a---b', 'a/b', 'a\\b', 'a\nb'])('rejects uid %j', (uid) => {
    expect(() => storageFileName('a.png', uid)).toThrow(RangeError);
  });
});

describe('storageKey', () => {
  const base = { module: 'internship', originalName: 'a.png', uid: 'u1' };

  it.each<[string, StorageKeyInput, string]>([
    ['school folder', { ...base, schoolName: '第一中学' }, '第一中学/internship/u1---a.png'],
    ['no school', base, 'default/internship/u1---a.png'],
    ['null school', { ...base, schoolName: null }, 'default/internship/u1---a.png'],
    ['blank school', { ...base, schoolName: '  ' }, 'default/internship/u1---a.png'],
    ['thumbnail', { ...base, schoolName: 'S', thumbnail: true }, 'S/internship/S_u1---a.png'],
    ['nested module', { ...base, module: 'references/cFilePath' }, 'default/references/cFilePath/u1---a.png'],
    ['module traversal', { ...base, module: '../x/./y/' }, 'default/x/y/u1---a.png'],
    ['slash in school', { ...base, schoolName: 'A/B\\C' }, 'ABC/internship/u1---a.png'],
    ['path in name', { ...base, originalName: '../../secret.png' }, 'default/internship/u1---secret.png'],
  ])('%s', (_label, input, expected) => {
    expect(storageKey(input)).toBe(expected);
  });

  it.each(['', '/', '..', ' / . '])('rejects empty module %j', (module) => {
    expect(() => storageKey({ ...base, module })).toThrow(RangeError);
  });
});

describe('displayFileName', () => {
  it.each([
    ['1700000000123---report.pdf', 'report.pdf'],
    ['S_u1---a.png', 'a.png'],
    ['default/internship/u1---a---b.png', 'a---b.png'],
    ['oss/school/mod/u1---x.png', 'x.png'],
    ['plain.pdf', 'plain.pdf'],
    ['folder\\plain.pdf', 'plain.pdf'],
    ['---only.pdf', 'only.pdf'],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(displayFileName(input)).toBe(expected);
  });

  it('round-trips storageKey', () => {
    const key = storageKey({
      schoolName: 'S',
      module: 'm',
      originalName: '总结 v2.docx',
      uid: 'abc',
      thumbnail: true,
    });
    expect(displayFileName(key)).toBe('总结 v2.docx');
  });
});
