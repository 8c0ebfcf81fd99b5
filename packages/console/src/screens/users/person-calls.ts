import type { FoundPerson, PersonValues } from '@practice/ui-kit';
import { callOperation } from '../entity-list/index.js';

/*
 * The calls around the ui-kit's PersonDialog, shared by every screen that adds a person (a school's staff,
 * a school's manager, a company's tutor): the mobile check's lookup and the body of the add call.
 */

/** The mobile check (SPEC §4) through a lookup call: the person found among those the caller may see, or null. */
export const findByMobile =
  (lookup: string) =>
  async (cMobile: string): Promise<FoundPerson | null> =>
    ((await callOperation(lookup, { cMobile })) as FoundPerson | null) ?? null;

/** Any account the caller may see (GetAppUserModelByMobile). */
export const findAccountByMobile = findByMobile('GetAppUserModelByMobile');

/** The person's part of an add call; an empty staff number is not sent. */
export const personBody = (person: PersonValues) => ({
  cRealName: person.cRealName,
  cMobile: person.cMobile,
  ...(person.cNumber ? { cNumber: person.cNumber } : {}),
});
