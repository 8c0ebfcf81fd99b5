import { describe, expect, it } from 'vitest';
import { awaitOwnPassword, ownPasswordChosen, passwordFirstStore } from './password-first-store.js';

describe('the password-first wait', () => {
  it('asks for the dialog and goes on only once the password was changed', async () => {
    let went = false;
    const waiting = awaitOwnPassword().then(() => {
      went = true;
    });
    expect(passwordFirstStore.asked).toBe(true);
    await Promise.resolve();
    expect(went).toBe(false);
    ownPasswordChosen();
    await waiting;
    expect(went).toBe(true);
    expect(passwordFirstStore.asked).toBe(false);
  });
});
