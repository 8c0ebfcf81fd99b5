/**
 * The session stamp: one number in the database that grows whenever anything a signed-in caller is made of
 * changes, so that a process may keep callers in memory (auth/caller.ts) and still see, on the next call,
 * a LoginOut, a freeze, a password change or a role change made by any process.
 *
 * - What moves it: deferred constraint triggers (they run at COMMIT, as the transaction's last act, so the
 *   one stamp row is locked only for the instant before the commit and cannot take part in a deadlock) on
 *   app_session (a session revoked or deleted), "AppUser" (status, names, school, password, id; or deleted),
 *   app_role_user (roles granted or taken away) and "AppRole" (a role changed or deleted). A new session
 *   does not move it: no cache holds a token that did not exist.
 * - How it is read: on PostgreSQL, `select stamp from app_session_stamp` (one row by primary key), shared by
 *   every call that arrives while a read is under way (freshRead below), so that under load it costs one
 *   statement per round of calls rather than per call. On PGlite, no statement at all: one process owns the
 *   database and every statement passes through its one queue (db/pglite.ts), which counts the statements
 *   that write these tables (touchesSessions).
 */

const BUMP = 'app_session_stamp_bump';

/** The schema script (idempotent; run under the migration lock). has: whether a catalogue table exists. */
export function sessionStampScript(has: (table: string) => boolean): string[] {
  const script = [
    'create table if not exists app_session_stamp (id integer primary key, stamp bigint not null)',
    'insert into app_session_stamp (id, stamp) values (1, 0) on conflict (id) do nothing',
    `create or replace function ${BUMP}() returns trigger language plpgsql as $f$
     begin
       update app_session_stamp set stamp = stamp + 1 where id = 1;
       return null;
     end $f$`,
  ];
  const watch = (table: string, name: string, events: string) => {
    script.push(
      `drop trigger if exists ${name} on ${table}`,
      `create constraint trigger ${name} after ${events} on ${table} deferrable initially deferred
         for each row execute function ${BUMP}()`,
      `drop trigger if exists ${name}_truncate on ${table}`,
      `create trigger ${name}_truncate after truncate on ${table} for each statement execute function ${BUMP}()`,
    );
  };
  watch('app_session', 'app_session_stamp_sessions', 'update or delete');
  watch('app_role_user', 'app_session_stamp_role_users', 'insert or update or delete');
  if (has('AppUser')) {
    watch(
      '"AppUser"',
      'app_session_stamp_users',
      'update of "fAppUserId", "fStatus", "cUserName", "cRealName", "fSchoolId", "cPassword", "fMustChangePassword" or delete',
    );
  }
  if (has('AppRole')) watch('"AppRole"', 'app_session_stamp_roles', 'update or delete');
  return script;
}

export const READ_SESSION_STAMP = 'select stamp::text as stamp from app_session_stamp where id = 1';

/**
 * Whether a statement may write one of the tables a caller is made of: anything but a plain select that
 * names one of them, but for a new session (as the triggers: no cache holds a new token). Deliberately wide (a select inside an update of another table counts too): a needless
 * count only costs one cache miss.
 */
const SESSION_TABLES = /app_session\b|app_role_user\b|"AppUser"|"AppRole"/;
export const touchesSessions = (sql: string): boolean =>
  SESSION_TABLES.test(sql) && !/^\s*(select\b|insert\s+into\s+app_session\s)/i.test(sql);

/**
 * read() shared between concurrent callers, with one guarantee: the value a call gets comes from a read that
 * started after the call was made. A call made while a read is under way waits for it to finish and shares
 * the next one, which every call arriving meanwhile shares too.
 */
export function freshRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let queued: Promise<T> | null = null;
  const start = (): Promise<T> => {
    const p = read();
    running = p;
    const done = () => {
      if (running === p) running = null;
    };
    p.then(done, done);
    return p;
  };
  return () => {
    if (!running) return start();
    if (!queued) {
      const ignore = () => undefined;
      queued = running.then(ignore, ignore).then(() => {
        queued = null;
        return start();
      });
    }
    return queued;
  };
}
