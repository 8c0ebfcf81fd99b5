/*
 * The id a browser signs in with (issue 29: two students on one phone is a signal for the tutor). Kept in
 * local storage so that it survives sign-outs; a browser that keeps nothing (private mode) gets a new id per
 * page load, which the server reads as another device, never as a refusal.
 */

const KEY = 'practice.attendance.device';

export function deviceId(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage,
) {
  try {
    const kept = storage?.getItem(KEY);
    if (kept) return kept;
    const made = crypto.randomUUID();
    storage?.setItem(KEY, made);
    return made;
  } catch {
    return crypto.randomUUID();
  }
}
