import type { Read } from '../data/reads.js';
import { isHomePath } from '../guard/decide.js';
import { homeReads } from '../pages/today/today-reads.js';
import type { SessionUser } from '../stores/auth.js';
import { remindersFor } from '../top-bar/reminders-read.js';

/**
 * What the first screen reads as it mounts, asked for as soon as the signed-in user is known, beside their
 * services and menus (fetch-routes.ts): the shell's reminders on every page, the student's day on the home.
 * Otherwise each waits for the menus, the shell's first render and the screen's mount, and the student's
 * home drew its day one round trip and two renders later (bench/README.md, lighthouse).
 */
export function firstReadsAt(pathname: string, user: SessionUser): Read<unknown>[] {
  const reminders = remindersFor(user);
  return [...(reminders ? [reminders] : []), ...(isHomePath(pathname) ? homeReads(user) : [])];
}
