import { SCREENS } from '@practice/sdk/contract';
import type { Read } from '../data/reads.js';
import { isHomePath } from '../guard/decide.js';
import { homeReads } from '../pages/today/today-reads.js';
import { ownRowsReadAt } from '../screens/kit/own-rows.js';
import { OWN_SCOPE_SOURCES } from '../screens/own-scope-sources.js';
import type { SessionUser } from '../stores/auth.js';
import { remindersFor } from '../top-bar/reminders-read.js';
import { screenAt } from './build-routes.js';

/** Where a navigation goes: the address's path and query. */
export interface Address {
  pathname: string;
  search: string;
}

/**
 * What the first screen reads as it mounts, asked for as soon as the signed-in user is known, beside their
 * services and menus (fetch-routes.ts): the shell's reminders on every page, the student's day on the home,
 * the user's own courses on a page about one of them opened from the menu. Otherwise each waits for the
 * menus, the shell's first render and the screen's mount: the student's home drew its day one round trip
 * and two renders later (bench/README.md, lighthouse).
 */
export function firstReadsAt({ pathname, search }: Address, user: SessionUser): Read<unknown>[] {
  const reads: (Read<unknown> | null)[] = [remindersFor(user)];
  if (isHomePath(pathname)) reads.push(...homeReads(user));
  const screen = screenAt(pathname, SCREENS);
  if (screen) reads.push(ownRowsReadAt(OWN_SCOPE_SOURCES, screen.key, search, user.ability));
  return reads.filter((read): read is Read<unknown> => read !== null);
}
