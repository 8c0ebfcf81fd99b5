/*
 * The envelope's success codes, without zod: the SDK's error mapping (client/errors.ts) needs them, and an
 * application's first page (the console's /login) loads that mapping before any schema.
 */

/** Codes that mean success, whichever form a back end uses (SPEC §8). */
export const SUCCESS_CODES: readonly (number | string)[] = [200, 0, '200', '0', 10000, '10000'];
export const isSuccessCode = (code: unknown): boolean =>
  (typeof code === 'number' || typeof code === 'string') && SUCCESS_CODES.includes(code);
