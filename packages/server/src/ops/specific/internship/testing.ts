import { createSdk, isSdkError, type PracticeSdk } from '@practice/sdk';
import { expect } from 'vitest';
import { DEMO_PASSWORD, type TestServer } from '../../../../test/harness.js';

/*
 * Test helpers of this folder (imported by its *.test.ts only). signIn answers a client signed in with the
 * LoginCheck body the contract defines.
 */

export type Client = PracticeSdk & { token: string };

export async function signIn(
  server: TestServer,
  userName: string,
  password = DEMO_PASSWORD,
): Promise<Client> {
  let token = '';
  const sdk = createSdk({ baseUrl: server.url, token: () => token });
  token = (await sdk.LoginCheck({ cUserName: userName, cPassword: password })).token;
  return Object.assign(sdk, { token });
}

/** Several clients at once, one per user name, in order. */
export async function signInAs<const N extends readonly string[]>(server: TestServer, ...names: N) {
  return (await Promise.all(names.map((name) => signIn(server, name)))) as { [K in keyof N]: Client };
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
