import { isSdkError, type PracticeSdk } from '@practice/sdk';
import { expect } from 'vitest';
import { sdkFor, type TestServer } from '../../../../test/harness.js';

/* Test helpers of this folder (imported by its *.test.ts only). */

export type Client = PracticeSdk & { token: string | null };

/** Several signed-in clients at once, one per user name (demo password), in order. */
export async function signInAs<const N extends readonly string[]>(server: TestServer, ...names: N) {
  return (await Promise.all(names.map((name) => sdkFor(server, name)))) as { [K in keyof N]: Client };
}

/** The call is refused with this envelope code and the server's message (containing `message`). */
export async function expectRefused(call: Promise<unknown>, code: number, message?: string) {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(isSdkError(error), `expected a refusal (${code} ${message ?? ''})`).toBe(true);
  if (!isSdkError(error)) return;
  expect(String(error.code)).toBe(String(code));
  if (message) expect(error.detail).toContain(message);
}
