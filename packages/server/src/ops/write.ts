import { CREATOR, type Field } from '@practice/sdk/contract';
import type { Caller } from '../auth/caller.js';
import { hashPassword } from '../auth/password.js';
import { scopeCondition } from '../auth/scope.js';
import { normalizeDate, nowText } from '../db/dates.js';
import type { Queryable, Row } from '../db/driver.js';
import { Params } from '../db/params.js';
import { ident, type Table, tableOf } from '../db/tables.js';
import { assertFileRefs } from '../files/file-refs.js';
import { badRequest, forbidden } from '../http/errors.js';
import { sanitizeRichText } from '../rich-text.js';
import { assertDateOrder, touchesDateOrder } from './date-order.js';
import { assertReviewerFields, sendsReviewerFields } from './reviewers.js';
import { assertUnique, touchesUniqueRule } from './unique.js';

/** What the database stores for a wire value: dates in one form, passwords hashed, rich text cleaned. */
async function storedValue(f: Field, value: unknown): Promise<unknown> {
  if (value === null || value === undefined) return value;
  if (f.display === 'password') return hashPassword(String(value));
  if (f.display === 'richText' && typeof value === 'string') return sanitizeRichText(value);
  if ((f.display === 'date' || f.display === 'dateTime') && typeof value === 'string') {
    return normalizeDate(value, f.display === 'dateTime');
  }
  return value;
}

/**
 * Applies the scope rules to values about to be written: a school's staff write only their school's rows,
 * a student only their own, a tutor only into courses they tutor (the server enforces what the UI hides).
 */
async function enforceScope(q: Queryable, t: Table, caller: Caller, values: Row, isAdd: boolean) {
  const rows = t.entity.rows;
  // An owner column no client may write (a footprint's, a comment's, a resume's) names whoever creates the
  // row, staff and administrators too: left empty the row would be no one's, not even its author's.
  if (isAdd && rows.owner && t.columnByWire.get(rows.owner)?.field.readOnly)
    values[rows.owner] = caller.userId;
  if (caller.kind === 'platformAdmin') return;
  if (rows.school && t.columnByWire.has(rows.school)) {
    const given = values[rows.school];
    if (given !== undefined && given !== null && given !== caller.schoolId) {
      throw forbidden('不能操作其他学校的数据');
    }
    // Staff rows stay their school's: an empty school on an add, or a cleared one on an edit, is theirs,
    // unless the catalogue lets staff publish to the whole platform.
    const staysOwn = !rows.shared || rows.platformRowsByAdmin;
    if (staysOwn && (given === null || (isAdd && given === undefined))) values[rows.school] = caller.schoolId;
  }
  if (rows.owner && t.columnByWire.has(rows.owner) && (caller.kind === 'student' || caller.kind === null)) {
    if (isAdd) values[rows.owner] = caller.userId;
    else if (rows.owner in values && values[rows.owner] !== caller.userId)
      throw forbidden('不能修改他人的数据');
  }
  const course = rows.course;
  if (course && course.entity !== t.name && values[course.field] != null && caller.kind !== 'schoolAdmin') {
    const ct = tableOf(course.entity);
    const p = new Params([values[course.field]]);
    const scope = scopeCondition(ct.entity, caller, p);
    const found = await q.query(
      `select 1 from ${ident(ct.name)} t where t.${ident(ct.key)} = $1${scope ? ` and ${scope}` : ''}`,
      p.values,
    );
    if (!found.length) throw forbidden(`无权在该${ct.entity.label}下操作`);
  }
}

/** The ref fields of a table the client writes (CREATOR is the server's), by wire name. */
const refFields = (t: Table) =>
  t.columns.filter((c) => c.field.ref && c.wire !== CREATOR && !c.field.readOnly && c.wire !== t.key);

/**
 * Every ref value of rows about to be written must name a row that exists and that the caller may see: a
 * school's staff cannot point a department at another school's parent, a record at another school's course,
 * and so on; the platform admin sees everything but cannot point at nothing either. Derived from the
 * contract's ref declarations; one query per ref field for the whole batch (not one per row).
 * `current`, for edits, holds each row's stored values: a ref left as it was is not checked again.
 * Nonexistent rows answer 400, rows outside the caller's scope 403; nothing is written either way.
 */
export async function assertRefsVisible(
  q: Queryable,
  t: Table,
  caller: Caller,
  rows: readonly Row[],
  current?: readonly (Row | undefined)[],
): Promise<void> {
  for (const c of refFields(t)) {
    const target = tableOf(c.field.ref as string);
    const wanted = new Set<string>();
    rows.forEach((row, i) => {
      const v = row[c.wire];
      if (v === null || v === undefined || v === '') return;
      // One's own account and school are always referable (the owner and school enforceScope sets).
      if (c.field.ref === 'AppUser' && String(v) === String(caller.userId)) return;
      if (c.field.ref === 'School' && String(v) === String(caller.schoolId)) return;
      const before = current?.[i]?.[c.wire];
      if (before !== null && before !== undefined && String(before) === String(v)) return;
      wanted.add(String(v));
    });
    if (!wanted.size) continue;
    const keys = [...wanted];
    const p = new Params([keys]);
    const scope = scopeCondition(target.entity, caller, p);
    const found = await q.query<{ k: unknown }>(
      `select t.${ident(target.key)} as k from ${ident(target.name)} t where t.${ident(target.key)} = any($1)${
        scope ? ` and ${scope}` : ''
      }`,
      p.values,
    );
    if (found.length === keys.length) continue;
    const seen = new Set(found.map((r) => String(r.k)));
    const missing = keys.filter((k) => !seen.has(String(k)));
    const existing = await q.query(
      `select count(*)::int as n from ${ident(target.name)} where ${ident(target.key)} = any($1)`,
      [missing],
    );
    if (Number(existing[0]?.n ?? 0) < missing.length)
      throw badRequest(`所选${c.field.label}不存在或已被删除`);
    throw forbidden(`无权引用该${target.entity.label}（${c.field.label}）`);
  }
}

/**
 * New rows start in the first state of each server-set status (未审核, 未发布, ...); where that first
 * state would already be an approval (a lecture's 学校管理员审核通过), in its first 'not reviewed' state.
 */
function initialStates(t: Table, values: Row) {
  for (const c of t.columns) {
    const options = c.field.enum?.options;
    if (!c.field.readOnly || !options || values[c.wire] !== undefined) continue;
    // A reviewer's verdict that is not a state (a summary's grade, D- … A+) waits for the reviewer.
    if (c.field.reviewerOnly && options[0]?.tone === 'neutral') continue;
    const unreviewed = options[0]?.tone === 'success' ? options.find((o) => o.tone === 'warning') : undefined;
    values[c.wire] = (unreviewed ?? options[0])?.value;
  }
}

export async function prepareInsert(q: Queryable, t: Table, caller: Caller, input: Row): Promise<Row> {
  const values: Row = {};
  for (const [wire, v] of Object.entries(input)) {
    const c = t.columnByWire.get(wire);
    if (c && !c.field.readOnly && wire !== t.key && v !== undefined)
      values[wire] = await storedValue(c.field, v);
  }
  assertDateOrder(t, values);
  await enforceScope(q, t, caller, values, true);
  await assertFileRefs(q, t, caller, values);
  assertReviewerFields(t, caller, values);
  await assertRefsVisible(q, t, caller, [values]);
  await assertUnique(q, t, values);
  initialStates(t, values);
  if (t.columnByWire.has('tCreateDate')) values.tCreateDate = nowText();
  values[CREATOR] = caller.userId;
  return values;
}

export async function prepareUpdate(q: Queryable, t: Table, caller: Caller, input: Row): Promise<Row> {
  const values: Row = {};
  for (const [wire, v] of Object.entries(input)) {
    const c = t.columnByWire.get(wire);
    if (!c || c.field.readOnly || wire === t.key || v === undefined) continue;
    if (v === null && c.field.required) throw badRequest(`${c.field.label}不能为空`);
    values[wire] = await storedValue(c.field, v);
  }
  await enforceScope(q, t, caller, values, false);
  await assertFileRefs(q, t, caller, values, input[t.key]);
  const setsRefs = refFields(t).some((c) => values[c.wire] != null);
  const reviews = sendsReviewerFields(t, caller, values);
  const datesMove = touchesDateOrder(t, values);
  if (!setsRefs && !reviews && !datesMove && !touchesUniqueRule(t, values)) return values;
  const key = input[t.key];
  const self = key === undefined || key === null ? undefined : String(key);
  const stored =
    self === undefined
      ? undefined
      : (await q.query(`select * from ${ident(t.name)} where ${ident(t.key)} = $1`, [self]))[0];
  if (reviews) assertReviewerFields(t, caller, values, stored);
  if (setsRefs) await assertRefsVisible(q, t, caller, [values], [stored]);
  // An edit moving one date is compared with the other as stored.
  if (datesMove) assertDateOrder(t, { ...stored, ...values });
  // The row as the edit leaves it: a renamed class is compared within the school it stays in.
  await assertUnique(q, t, { ...stored, ...values }, self);
  return values;
}

export async function insertRow(q: Queryable, t: Table, values: Row): Promise<unknown> {
  const cols = Object.keys(values);
  const p = new Params();
  const placeholders = cols.map((c) => p.add(values[c]));
  const sql = cols.length
    ? `insert into ${ident(t.name)} (${cols.map(ident).join(', ')}) values (${placeholders.join(', ')})`
    : `insert into ${ident(t.name)} default values`;
  const rows = await q.query(`${sql} returning ${ident(t.key)} as id`, p.values);
  return rows[0]?.id;
}

export async function updateRows(
  q: Queryable,
  t: Table,
  keys: readonly unknown[],
  values: Row,
): Promise<void> {
  const cols = Object.keys(values);
  if (!cols.length) return;
  const p = new Params();
  const sets = cols.map((c) => `${ident(c)} = ${p.add(values[c])}`);
  await q.query(
    `update ${ident(t.name)} set ${sets.join(', ')} where ${ident(t.key)} = any(${p.add(keys)})`,
    p.values,
  );
}
