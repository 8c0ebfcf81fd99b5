import { AgreementStatus, PlacementReview } from '@practice/sdk/contract';
import type { Caller } from '../../../auth/caller.js';
import type { Queryable, Row } from '../../../db/driver.js';
import { ident, tableOf } from '../../../db/tables.js';
import { refused } from '../../../http/errors.js';
import type { Handler, OpContext } from '../../context.js';
import { onRows } from '../../declared.js';
import { refuseIfReferenced } from '../../references.js';
import {
  addRow,
  courseRow,
  editRow,
  idsOf,
  isStudentLike,
  linkStudent,
  refuseIfClosed,
  studentInBody,
} from '../internship/shared.js';
import { assertKeepsStart } from './start-rule.js';

/*
 * The standard add, edit and delete of 岗位信息, 三方协议 and 实习保险 with the area's rules. The student
 * and the school come from the roster row (InternshipStudent) the caller names and may see, never from the
 * body: a student files only under their own roster row, a tutor only under students of their courses. A
 * student's upload waits for the school's review; once 已通过 it is the student's no more (neither edited
 * nor deleted), and any change of content after a review puts it back to 待审核, so a passed record is always
 * the one the school checked.
 */

interface Kind {
  readonly entity: string;
  /** What a refusal calls the record. */
  readonly label: string;
  /** Whether the school reviews it (fReviewStatus). */
  readonly reviewed: boolean;
}

const KINDS: readonly Kind[] = [
  { entity: 'InternshipPlacement', label: '岗位信息', reviewed: false },
  { entity: 'InternshipAgreement', label: '三方协议', reviewed: true },
  { entity: 'InternshipInsurance', label: '实习保险', reviewed: true },
];

const passed = (row: Row | undefined) => Number(row?.fReviewStatus) === PlacementReview.passed;

/** The roster row and its course fill the student's account and school; both must agree with the body. */
async function linkStudentAndSchool(
  q: Queryable,
  caller: Caller | null,
  values: Row,
  current?: Row,
  named?: Row,
) {
  const courseId = await linkStudent(q, caller, values, current, named);
  values.fSchoolId = (await courseRow(q, courseId)).fSchoolId ?? null;
}

/** Whether the edit changes anything the school checked. */
function changesContent(entity: string, values: Row, current: Row): boolean {
  const t = tableOf(entity);
  return Object.entries(values).some(([wire, v]) => {
    const c = t.columnByWire.get(wire);
    if (!c || c.field.readOnly || wire === t.key) return false;
    // Both sides are stored forms (write.ts normalises dates before this runs).
    return String(v ?? '') !== String(current[wire] ?? '');
  });
}

/** 已签 means a date and a scan the school can check. */
function checkAgreement(values: Row, current?: Row) {
  const merged = { ...current, ...values };
  if (Number(merged.fAgreementStatus) !== AgreementStatus.signed) return;
  if (!merged.tSignedDate) throw refused('协议状态为已签时请填写签订日期');
}

function hooksOf(kind: Kind) {
  return {
    after: async (q: Queryable, ctx: OpContext, values: Row, _input: Row, current?: Row, student?: Row) => {
      const byStudent = isStudentLike(ctx.caller);
      if (byStudent && passed(current)) throw refused(`${kind.label}已审核通过，不能再修改`);
      if (byStudent)
        await refuseIfClosed(
          q,
          ctx.caller,
          values.fInternshipInfoId ?? current?.fInternshipInfoId,
          kind.label,
        );
      if (!current || values.fInternshipStudentId != null || values.fInternshipInfoId != null)
        await linkStudentAndSchool(q, ctx.caller, values, current, student);
      if (kind.entity === 'InternshipAgreement') checkAgreement(values, current);
      if (!kind.reviewed || !current) return;
      const reviewed = Number(current.fReviewStatus ?? PlacementReview.pending) !== PlacementReview.pending;
      if (reviewed && changesContent(kind.entity, values, current))
        values.fReviewStatus = PlacementReview.pending;
      if (kind.entity === 'InternshipAgreement') await keepsStart(q, current, values);
    },
  };
}

/**
 * An edited agreement must still let its student stay in 实习阶段 (start-rule.ts); one moved to another roster
 * row leaves its former student without one.
 */
async function keepsStart(q: Queryable, current: Row, values: Row) {
  const moved =
    values.fInternshipStudentId != null &&
    String(values.fInternshipStudentId) !== String(current.fInternshipStudentId);
  await assertKeepsStart(q, current.fInternshipStudentId, moved ? null : { ...current, ...values });
}

/** A student deletes only their own record, and not once it passed; staff delete within their scope. */
function deleteHandler(kind: Kind): Handler {
  return onRows({
    target: { entity: kind.entity, keys: idsOf, access: 'write', lock: true },
    rule: (caller, rows) =>
      isStudentLike(caller) && rows.some(passed) ? `${kind.label}已审核通过，不能删除` : undefined,
    work: async ({ q }, _input, rows) => {
      const t = tableOf(kind.entity);
      const keys = rows.map((r) => r[t.key]);
      await refuseIfReferenced(q, t, keys);
      if (kind.entity === 'InternshipAgreement')
        for (const row of rows) await assertKeepsStart(q, row.fInternshipStudentId, null);
      await q.query(`delete from ${ident(t.name)} where ${ident(t.key)} = any($1)`, [keys]);
      return null;
    },
  });
}

export const recordHandlers: Record<string, Handler> = Object.fromEntries(
  KINDS.flatMap((kind) => [
    [`Add${kind.entity}`, addRow({ ...studentInBody, access: 'read' }, hooksOf(kind))],
    [`Edit${kind.entity}`, editRow(kind.entity, hooksOf(kind))],
    [`Delete${kind.entity}IDS`, deleteHandler(kind)],
  ]),
);
