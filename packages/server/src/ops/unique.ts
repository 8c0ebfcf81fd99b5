import { isBlank } from '@practice/sdk';
import type { Queryable, Row } from '../db/driver.js';
import { lockUntilCommit } from '../db/locks.js';
import { Params } from '../db/params.js';
import { ident, type Table } from '../db/tables.js';
import { badRequest } from '../http/errors.js';

/*
 * The contract's unique rules (an entity's `unique`: a school's 学校识别码, a class name within its school,
 * a setting's key) checked against a row as it will be stored. The catalogue-derived tables carry no unique
 * index (existing data may already repeat a value), so the check reads before the write, and the writers of
 * one table take a transaction lock first: two simultaneous adds cannot both pass it.
 */

/** Whether a write of these values touches a rule, so that an edit needs the stored row to check it. */
export const touchesUniqueRule = (t: Table, values: Row): boolean =>
  (t.entity.unique ?? []).some((r) => r.field in values || (r.within !== undefined && r.within in values));

const blank = (v: unknown) => v == null || (typeof v === 'string' && isBlank(v));

/**
 * Refuses a row whose unique value another row already holds: `学校识别码“…”已存在`, or within a scope
 * `该学校已有班级名称“…”`; one row per referenced row, `该实习课程已有签到规则`. Blank values are not compared (many companies may leave 统一社会信用代码 empty).
 * `self` is the key of the row being edited, which may keep its own value.
 */
export async function assertUnique(q: Queryable, t: Table, row: Row, self?: unknown): Promise<void> {
  const rules = t.entity.unique ?? [];
  if (!rules.length) return;
  await lockUntilCommit(q, t.name);
  for (const rule of rules) {
    const value = row[rule.field];
    if (blank(value)) continue;
    const p = new Params([value]);
    const where = [`${ident(rule.field)} = $1`];
    if (rule.within !== undefined) {
      const scope = row[rule.within];
      where.push(blank(scope) ? `${ident(rule.within)} is null` : `${ident(rule.within)} = ${p.add(scope)}`);
    }
    if (self !== undefined && self !== null) where.push(`${ident(t.key)} <> ${p.add(self)}`);
    const taken = await q.query(
      `select 1 from ${ident(t.name)} where ${where.join(' and ')} limit 1`,
      p.values,
    );
    if (!taken.length) continue;
    const field = t.entity.fields[rule.field];
    const label = field?.label ?? rule.field;
    const within = rule.within === undefined ? undefined : t.entity.fields[rule.within]?.label;
    // One row per referenced row (a course's one 签到规则): the id would say nothing, the row's kind does.
    if (field?.ref && !within) throw badRequest(`该${label}已有${t.entity.label}`);
    throw badRequest(within ? `该${within}已有${label}“${value}”` : `${label}“${value}”已存在`);
  }
}
