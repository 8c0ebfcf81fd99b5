import { describe, expect, it } from 'vitest';
import { initialPassword, issueInitialPassword } from './initial-password.js';
import { verifyPassword } from './password.js';
import { passwordProblem } from './password-policy.js';

describe('initial passwords', () => {
  it('are twelve characters of every class, different each time, and pass the chosen-password rules', () => {
    const made = Array.from({ length: 200 }, initialPassword);
    expect(new Set(made).size).toBe(made.length);
    for (const p of made) {
      expect(p).toHaveLength(12);
      expect(p).toMatch(/[A-Z]/);
      expect(p).toMatch(/[a-z]/);
      expect(p).toMatch(/[2-9]/);
      expect(p).toMatch(/[@#$%&*+=?]/);
      expect(p).not.toMatch(/[0O1lI]/);
      expect(p).toMatch(/^[A-Za-z2-9]/);
      expect(passwordProblem(p, [])).toBeNull();
    }
  });

  it('hash so that the sign-in check accepts the password and nothing else', async () => {
    const { password, hash } = await issueInitialPassword();
    expect(hash.startsWith('scrypt$1024$8$1$')).toBe(true);
    expect(await verifyPassword(password, hash)).toBe(true);
    expect(await verifyPassword(`${password}x`, hash)).toBe(false);
  });
});
