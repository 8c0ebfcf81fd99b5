import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirect } from './navigation.js';

describe('redirects around sign-in', () => {
  it.each([
    ['/system/role-manage?a=1', '/system/role-manage?a=1'],
    [null, '/'],
    ['', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example', '/'],
  ])('follows %j to %j', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });

  it('keeps the path and query for after sign-in', () => {
    expect(loginPathFor('/practice/tutorial/list', '?page=2')).toBe(
      '/login?redirect=%2Fpractice%2Ftutorial%2Flist%3Fpage%3D2',
    );
    expect(loginPathFor('/login', '?redirect=%2Fx')).toBe('/login?redirect=%2Fx');
  });
});
