/**
 * Who may read a private stored file at /files (the security issue's item 2): its uploader (a fresh upload
 * previews before its form is saved), and anyone whose row scope (auth/scope.ts) covers a row that
 * references it. The platform admin sees every row, so every file.
 *
 * A row holds a file when a file column's whole value is its key, or rich text holds its encoded /files URL
 * closing an attribute: the forms the write check (file-refs.ts) guarantees were the writer's to name. Which
 * tables can hold files comes from the catalogue (ref-columns.ts). What one request costs:
 *   1. the ledger entry by primary key: the uploader, and the rows last found holding the file;
 *   2. those rows by primary key, within the caller's scope: a small statement, the usual answer;
 *   3. only when neither answers (the first request for a file, a stale entry, a refusal): every table that
 *      can hold files is searched for rows holding it, they are remembered for step 2, and the caller's
 *      scope is checked in the tables where some were found.
 */
import type { Caller } from '../auth/caller.js';
import { scopeCondition } from '../auth/scope.js';
import type { Queryable } from '../db/driver.js';
import { Params } from '../db/params.js';
import { ident } from '../db/tables.js';
import { unverifiedAmong } from './direct-uploads.js';
import { htmlFormOf } from './file-values.js';
import { REF_TABLES, type RefTable, UPLOAD_INPUT_KINDS } from './ref-columns.js';
import { ledgerEntry, rememberRefs } from './upload-ledger.js';

/** Rows remembered per table: enough for a file handed in once and copied a few times. */
const REMEMBERED_PER_TABLE = 8;

const refTables = new Map(REF_TABLES.map((r) => [r.table.name, r]));

/** The file's key and its rich-text form as parameters, each added once and only if a condition uses it. */
function fileParams(p: Params, path: string) {
  let key: string | undefined;
  let html: string | undefined;
  return {
    key: () => (key ??= p.add(path)),
    html: () => (html ??= p.add(htmlFormOf(path))),
  };
}

type FileParams = ReturnType<typeof fileParams>;

/** The condition (over alias t) that a row holds the file. */
function holds(refs: RefTable, p: Params, file: FileParams): string {
  const column = (wire: string) => `t.${ident(wire)}`;
  const kinds = refs.columns.some((c) => c.kind === 'item') ? p.add(UPLOAD_INPUT_KINDS) : '';
  const tests = refs.columns.map((c) => {
    if (c.kind === 'html') return `strpos(${column(c.wire)}, ${file.html()}) > 0`;
    if (c.kind === 'item') return `(${column(c.wire)} = ${file.key()} and t."fFontType" = any(${kinds}))`;
    return `${column(c.wire)} = ${file.key()}`;
  });
  return `(${tests.join(' or ')})`;
}

/** Whether a row the caller may see holds the file: in the given tables, among the given keys if any. */
async function seenHolding(
  q: Queryable,
  caller: Caller,
  path: string,
  where: ReadonlyMap<RefTable, readonly string[] | null>,
): Promise<boolean> {
  if (!where.size) return false;
  const p = new Params();
  const file = fileParams(p, path);
  const branches = [...where].map(([refs, rowKeys]) => {
    const conditions = [holds(refs, p, file)];
    if (rowKeys) conditions.push(`t.${ident(refs.table.key)} = any(${p.add(rowKeys)})`);
    const scope = scopeCondition(refs.table.entity, caller, p);
    if (scope) conditions.push(scope);
    return `(select 1 from ${ident(refs.table.name)} t where ${conditions.join(' and ')} limit 1)`;
  });
  const sql = `select 1 from (${branches.join(' union all ')}) as hits limit 1`;
  return (await q.query(sql, p.values)).length > 0;
}

/** 'Entity:id' entries grouped by table (entries of tables the catalogue no longer has are dropped). */
function grouped(entries: readonly string[]): Map<RefTable, string[]> {
  const out = new Map<RefTable, string[]>();
  for (const entry of entries) {
    const at = entry.indexOf(':');
    const refs = refTables.get(entry.slice(0, at));
    if (refs) out.set(refs, [...(out.get(refs) ?? []), entry.slice(at + 1)]);
  }
  return out;
}

/** Rows holding the file in every table that can hold files, whoever may see them: 'Entity:id'. */
async function rowsHolding(q: Queryable, path: string): Promise<string[]> {
  const p = new Params();
  const file = fileParams(p, path);
  const branches = REF_TABLES.map(
    (refs) =>
      `(select ${p.add(refs.table.name)}::text as entity, t.${ident(refs.table.key)}::text as id
          from ${ident(refs.table.name)} t where ${holds(refs, p, file)} limit ${REMEMBERED_PER_TABLE})`,
  );
  const rows = await q.query<{ entity: string; id: string }>(branches.join(' union all '), p.values);
  return rows.map((r) => `${r.entity}:${r.id}`);
}

export async function mayReadFile(q: Queryable, caller: Caller, path: string): Promise<boolean> {
  // The platform admin reads every file that counts; a direct upload not verified counts for no one.
  if (caller.kind === 'platformAdmin') return !(await unverifiedAmong(q, [path])).length;
  const known = await ledgerEntry(q, path);
  if (known?.userId === caller.userId) return true;
  if (known?.refs.length && (await seenHolding(q, caller, path, grouped(known.refs)))) return true;
  const found = await rowsHolding(q, path);
  const changed = found.length !== (known?.refs.length ?? 0) || found.some((r) => !known?.refs.includes(r));
  if (changed && (known || found.length)) await rememberRefs(q, path, found);
  // Remembering keeps a few rows per table; the answer considers every row of the tables that hold the file.
  const tables = new Map([...grouped(found).keys()].map((refs) => [refs, null]));
  return seenHolding(q, caller, path, tables);
}
