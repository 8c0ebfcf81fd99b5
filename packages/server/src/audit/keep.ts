import { AUDIT_RETENTION_DEFAULT_DAYS, AUDIT_RETENTION_SETTING, formatCst } from '@practice/sdk/contract';

import type { Db } from '../db/driver.js';
import { ident } from '../db/tables.js';

/*
 * 操作日志 is append-only: the table itself refuses every update, truncate and delete, whoever asks, so no
 * handler, composite call or hand-written query of this server can rewrite history. The one exception is
 * the retention job below, which marks its own transaction (a transaction-local setting, gone when it
 * ends) and deletes only entries past the kept days.
 */

export const AUDIT_APPEND_ONLY = '操作日志只能追加，不能修改或删除';
const PURGING = 'practice.audit_purge';
const GUARD = 'app_history_append_only';

/** The schema script of a history table (idempotent, run by the migration after the tables exist). */
export function appendOnlyScript(table: string): string[] {
  const on = ident(table);
  const trigger = ident(`${table}_append_only`);
  return [
    `create or replace function ${GUARD}() returns trigger language plpgsql as $f$
     begin
       if tg_op = 'DELETE' and current_setting('${PURGING}', true) = 'on' then return old; end if;
       raise exception '${AUDIT_APPEND_ONLY}' using errcode = 'P0A01';
     end $f$`,
    `drop trigger if exists ${trigger} on ${on}`,
    `create trigger ${trigger} before update or delete on ${on} for each row execute function ${GUARD}()`,
    `drop trigger if exists ${ident(`${table}_no_truncate`)} on ${on}`,
    `create trigger ${ident(`${table}_no_truncate`)} before truncate on ${on} for each statement execute function ${GUARD}()`,
  ];
}

/** The kept days: the setting when it is a whole number from 1, else the default. */
export async function retentionDays(db: Db): Promise<number> {
  const [row] = await db.query('select "cValue" from "AppSetting" where "cKey" = $1 limit 1', [
    AUDIT_RETENTION_SETTING,
  ]);
  const days = Number(row?.cValue);
  return Number.isInteger(days) && days >= 1 ? days : AUDIT_RETENTION_DEFAULT_DAYS;
}

/** Deletes the entries older than the kept days; answers how many went. */
export async function purgeOldEntries(db: Db, now = Date.now()): Promise<number> {
  const days = await retentionDays(db);
  const before = formatCst(now - days * 24 * 60 * 60 * 1000);
  return db.tx(async (q) => {
    await q.query(`select set_config('${PURGING}', 'on', true)`);
    const gone = await q.query('delete from "AppAuditLog" where "tCreateDate" < $1 returning 1', [before]);
    return gone.length;
  });
}
