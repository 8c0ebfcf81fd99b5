import { formatByDisplay } from '../helpers/format-date.js';
import { entityByName } from './catalogue.js';

/*
 * The one way a stored date is shown (SPEC §9): a date-time field as 'YYYY/MM/DD HH:mm:ss', a date-only
 * field as 'YYYY/MM/DD'. Which of the two a value is comes from its field's declaration in the catalogue
 * (field.ts date() / dateTime()), never from the shape of the value: the reference server stores a date-only
 * value as 'YYYY-MM-DD', another back end may send it as 'YYYY-MM-DD 00:00:00', and both must read the same.
 */

/** Whether `entity.wire` is declared date-only; throws for a field the catalogue does not declare a date. */
export function dateDisplayOf(entity: string, wire: string): 'date' | 'dateTime' {
  const display = entityByName.get(entity)?.fields[wire]?.display;
  // A typo here would silently print a raw value on some screen: fail where the screen is written.
  if (display !== 'date' && display !== 'dateTime') throw new Error(`${entity}.${wire} is not a date field`);
  return display;
}

/** A stored value of `entity.wire` as the screens show it (the dialogs and cards outside a data table). */
export const formatFieldDate = (entity: string, wire: string, value: unknown): string =>
  formatByDisplay(dateDisplayOf(entity, wire), value);
