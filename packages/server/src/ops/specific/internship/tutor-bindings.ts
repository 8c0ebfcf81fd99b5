import type { Queryable, Row } from '../../../db/driver.js';
import { refused } from '../../../http/errors.js';
import { type Handler, signedIn } from '../../context.js';
import { requireVisible, visibleRow } from '../../rows.js';
import { insertRow, prepareInsert, prepareUpdate, updateRows } from '../../write.js';
import { rowsByKeys, T } from './shared.js';
import { recountTutors } from './tutors.js';

/*
 * The standard writes of InternshipTutorStudent, with the rules the assignment dialog follows: tutor and
 * student belong to the binding's course, a pair is bound once, and the tutors' fStudentCount follows.
 */

async function checkPair(q: Queryable, ctx: Parameters<Handler>[0], pair: Row, except: unknown = -1) {
  const tutor = await visibleRow(q, T.tutor(), ctx.caller, pair.fInternshipTutorId);
  const student = await visibleRow(q, T.student(), ctx.caller, pair.fInternshipStudentId);
  if (
    tutor.fInternshipInfoId !== pair.fInternshipInfoId ||
    student.fInternshipInfoId !== pair.fInternshipInfoId
  ) {
    throw refused('所选学生与导师不在同一实习课程');
  }
  const dup = await q.query(
    `select 1 from "InternshipTutorStudent" where "fInternshipTutorId" = $1 and "fInternshipStudentId" = $2
        and "fInternshipTutorStudentId" <> $3`,
    [pair.fInternshipTutorId, pair.fInternshipStudentId, String(except)],
  );
  if (dup.length) throw refused('该学生已分配给该导师');
}

const addBinding: Handler = (ctx, { body }) =>
  ctx.db.tx(async (q) => {
    const t = T.tutorStudent();
    const values = await prepareInsert(q, t, signedIn(ctx), body as Row);
    await checkPair(q, ctx, values);
    const id = await insertRow(q, t, values);
    await recountTutors(q, [values.fInternshipTutorId]);
    return visibleRow(q, t, null, id);
  });

const editBinding: Handler = (ctx, { body }) =>
  ctx.db.tx(async (q) => {
    const t = T.tutorStudent();
    const input = body as Row;
    const current = await visibleRow(q, t, ctx.caller, input.fInternshipTutorStudentId);
    const values = await prepareUpdate(q, t, signedIn(ctx), input);
    await checkPair(q, ctx, { ...current, ...values }, current.fInternshipTutorStudentId);
    await updateRows(q, t, [String(current.fInternshipTutorStudentId)], values);
    await recountTutors(q, [
      current.fInternshipTutorId,
      values.fInternshipTutorId ?? current.fInternshipTutorId,
    ]);
    return visibleRow(q, t, null, current.fInternshipTutorStudentId);
  });

const deleteBindings: Handler = (ctx, { body }) =>
  ctx.db.tx(async (q) => {
    const t = T.tutorStudent();
    const keys = await requireVisible(q, t, ctx.caller, (body as { ids: unknown[] }).ids);
    const rows = await rowsByKeys(q, t, null, keys);
    await q.query('delete from "InternshipTutorStudent" where "fInternshipTutorStudentId" = any($1)', [keys]);
    await recountTutors(q, [...new Set(rows.map((r) => r.fInternshipTutorId))]);
    return null;
  });

export const bindingHandlers: Record<string, Handler> = {
  AddInternshipTutorStudent: addBinding,
  EditInternshipTutorStudent: editBinding,
  DeleteInternshipTutorStudentIDS: deleteBindings,
};
