import { createHash } from 'node:crypto';

/**
 * The id a fixed row gets on every install (the built-in roles, the demo data): 32 lowercase hex characters,
 * the shape of every id the server issues, derived from the row's entity and its ordinal in the seed. The
 * same entity and ordinal always give the same id, and the same ordinal of two entities two different ids,
 * so a ref that names the wrong entity finds nothing. md5 is a derivation here, not a secret.
 */
export const stableId = (entity: string, ordinal: number | string): string =>
  createHash('md5').update(`${entity}:${ordinal}`).digest('hex');

/** What the server issues and so all it can find: any other id names no row (server's input check). */
export const SERVER_ID = /^[0-9a-f]{32}$/;

/**
 * A new row's id: 32 lowercase hex characters, as the production back end issues them (SPEC §9's random id
 * of length 32): 12 of milliseconds since 1970, 8 of a database sequence, 12 random. Ids issued later sort
 * later, within one millisecond too, so that a page's tie-break on the key keeps rows created in the same
 * second in creation order.
 */
export const ID_SEQUENCE_SQL = 'create sequence if not exists app_id_seq';
export const NEW_ID_SQL = `(lpad(to_hex((extract(epoch from clock_timestamp()) * 1000)::bigint), 12, '0')
  || lpad(to_hex(nextval('app_id_seq') % 4294967296), 8, '0')
  || substr(md5(random()::text || clock_timestamp()::text), 1, 12))`;

/** The entity a footprint's cTargetId names, by its fModuleType (CloudModule: 1 recruitment … 5 seminar). */
export const FOOTPRINT_TARGETS: Readonly<Record<number, string>> = {
  1: 'CloudRecruitment',
  2: 'CloudResource',
  3: 'CloudInnovation',
  4: 'CloudCareerPlanning',
  5: 'CloudSeminar',
};
