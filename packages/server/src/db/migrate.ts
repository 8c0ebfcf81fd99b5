import { CREATOR } from '@practice/sdk/contract';
import { appendOnlyScript } from '../audit/keep.js';
import { JOB_TABLE_SQL } from '../jobs/job-table.js';
import { ROLLUP_TABLES_SQL } from '../ops/specific/statistics/rollup-tables.js';
import { ATTENDANCE_INDEXES } from './attendance-indexes.js';
import type { Db, Queryable } from './driver.js';
import { ID_SEQUENCE_SQL, NEW_ID_SQL } from './ids.js';
import { sessionStampScript } from './session-stamp.js';
import { STATISTICS_INDEXES } from './statistics-indexes.js';
import { ident, type Table, tables } from './tables.js';
import { idUpgradeScript } from './upgrade-ids.js';

/**
 * Tables that are not entities of the contract: sessions and permissions as data (SPEC §6). Each statement
 * is idempotent so that a restart, or a second process, can run them again.
 */
const SYSTEM_TABLES = [
  `create table if not exists app_session (
     token_hash text primary key,
     user_id text not null,
     created_at timestamptz not null default now(),
     expires_at timestamptz not null,
     revoked_at timestamptz)`,
  'create index if not exists app_session_user on app_session (user_id)',
  `create table if not exists app_service (
     id integer primary key, name text not null, short_name text, idx integer not null default 0)`,
  `create table if not exists app_menu (
     id integer primary key, type integer not null, service_id integer not null, controller text not null,
     action text not null, parent_id integer, display_name text not null, icon text,
     idx integer not null default 0, toolbar text, scope text not null default 'admin')`,
  `create table if not exists app_role_user (
     role_id text not null, user_id text not null, primary key (role_id, user_id))`,
  'create index if not exists app_role_user_user on app_role_user (user_id)',
  `create table if not exists app_role_menu (
     role_id text not null, menu_id integer not null, primary key (role_id, menu_id))`,
  `create table if not exists app_role_api (
     role_id text not null, operation text not null, primary key (role_id, operation))`,
  'create table if not exists app_meta (key text primary key, value text not null)',
  // Sign-in failures per user name and per client address (auth/sign-in-throttle.ts).
  `create table if not exists app_sign_in_throttle (
     key text primary key, failures integer not null default 0,
     last_failure_at timestamptz not null default now(), locked_until timestamptz)`,
  'create index if not exists app_sign_in_throttle_last on app_sign_in_throttle (last_failure_at)',
  // Who uploaded each stored file (files/upload-ledger.ts): writes may reference only their own uploads.
  // refs remembers rows found holding the file ('Entity:id'), so /files checks them first.
  `create table if not exists app_upload (
     path text primary key, user_id text, school_id text,
     created_at timestamptz not null default now(), refs text[] not null default '{}')`,
  // Which process ran each scheduled job for each period (jobs/job-table.ts).
  ...JOB_TABLE_SQL,
  // The admins' statistics, rolled up per term and school (ops/specific/statistics/rollup.ts).
  ...ROLLUP_TABLES_SQL,
  // Direct uploads handed out and not yet verified (files/direct-uploads.ts): the file counts only once
  // verified_at is set; the sweep removes the object of one left unverified past its time.
  `create table if not exists app_direct_upload (
     path text primary key, user_id text not null, school_id text, folder text not null, name text not null,
     size bigint not null, created_at timestamptz not null default now(), expires_at timestamptz not null,
     verified_at timestamptz)`,
  'create index if not exists app_direct_upload_pending on app_direct_upload (expires_at) where verified_at is null',
];

/**
 * Columns a field was renamed from, so that an upgrade carries the stored values over instead of leaving them
 * in a column nothing reads: the diary's title took the production back end's name.
 */
export const RENAMED_COLUMNS: readonly { table: string; from: string; to: string }[] = [
  { table: 'InternshipDiary', from: 'cTitle', to: 'cDiaryName' },
];

const keyColumn = (t: Table) => `${ident(t.key)} text primary key default ${NEW_ID_SQL}`;

/** Columns the scope and join queries filter on get an index. */
function indexedColumns(t: Table): string[] {
  const rows = t.entity.rows;
  // A history is written on every change and read by school, newest first: each further index would be paid
  // by every write the history records (bench/audit.ts).
  if (t.entity.history) {
    return [rows.school, t.entity.defaultSort?.field].filter(
      (w): w is string => !!w && t.columnByWire.has(w),
    );
  }
  const wanted = new Set<string>([CREATOR]);
  for (const c of t.columns) if (c.field.ref && c.wire !== t.key) wanted.add(c.wire);
  if (rows.school) wanted.add(rows.school);
  if (rows.owner) wanted.add(rows.owner);
  if (rows.course && rows.course.field !== t.key) wanted.add(rows.course.field);
  // A history grows without end and is read newest first, and purged by date.
  if (t.entity.history && t.entity.defaultSort) wanted.add(t.entity.defaultSort.field);
  return [...wanted].filter((w) => w === CREATOR || t.columnByWire.has(w));
}

async function existingColumns(q: Queryable): Promise<Map<string, Set<string>>> {
  const rows = await q.query<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns where table_schema = current_schema()`,
  );
  const out = new Map<string, Set<string>>();
  for (const r of rows) {
    const set = out.get(r.table_name) ?? new Set<string>();
    set.add(r.column_name);
    out.set(r.table_name, set);
  }
  return out;
}

/**
 * Brings the database up to the catalogue: creates missing tables, adds columns that new fields need, and
 * never drops or rewrites anything, so that an upgrade keeps every row. Returns what it changed.
 */
export async function migrate(db: Db, list: readonly Table[] = tables): Promise<string[]> {
  return db.exclusive(async (q) => {
    const changes: string[] = [];
    const upgrade = await idUpgradeScript(q, list);
    if (upgrade.length) changes.push('ids to 32-hex text');
    // The sequence first: new ids (keys' defaults, the upgrade's too) draw from it.
    const script: string[] = [ID_SEQUENCE_SQL, ...upgrade, ...SYSTEM_TABLES];
    const existing = await existingColumns(q);
    for (const t of list) {
      const have = existing.get(t.name);
      const others = t.columns.filter((c) => c.wire !== t.key);
      if (!have) {
        const cols = [
          keyColumn(t),
          ...others.map((c) => `${ident(c.wire)} ${c.type}`),
          `${ident(CREATOR)} text`,
        ];
        script.push(`create table ${ident(t.name)} (${cols.join(', ')})`);
        changes.push(`create ${t.name}`);
      } else {
        for (const c of [...others, { wire: CREATOR, type: 'text' }]) {
          if (have.has(c.wire)) continue;
          const renamed = RENAMED_COLUMNS.find((r) => r.table === t.name && r.to === c.wire);
          if (renamed && have.has(renamed.from)) {
            script.push(
              `alter table ${ident(t.name)} rename column ${ident(renamed.from)} to ${ident(c.wire)}`,
            );
            changes.push(`rename ${t.name}.${renamed.from} to ${c.wire}`);
            continue;
          }
          script.push(`alter table ${ident(t.name)} add column ${ident(c.wire)} ${c.type}`);
          changes.push(`add ${t.name}.${c.wire}`);
        }
      }
      for (const col of indexedColumns(t)) {
        script.push(
          `create index if not exists ${ident(`${t.name}_${col}`)} on ${ident(t.name)} (${ident(col)})`,
        );
      }
    }
    const migrated = new Set(list.map((t) => t.name));
    const indexes = [...ATTENDANCE_INDEXES, ...STATISTICS_INDEXES];
    script.push(...indexes.filter((i) => migrated.has(i.table)).map((i) => i.sql));
    script.push(`insert into app_meta (key, value) values ('ids', 'hex32') on conflict (key) do nothing`);
    // After the tables: the triggers that tell other processes a caller changed (db/session-stamp.ts).
    script.push(...sessionStampScript((name) => existing.has(name) || list.some((t) => t.name === name)));
    // A history (the audit log) refuses every update and delete but its retention job's (audit/keep.ts).
    for (const t of list) if (t.entity.history) script.push(...appendOnlyScript(t.name));
    // One round trip: on embedded PGlite a statement at a time costs seconds for the whole catalogue.
    await q.exec(script.map((sql) => `${sql};`).join('\n'));
    return changes;
  });
}
