import type { Queryable, Row } from '../../../db/driver.js';
import { refused } from '../../../http/errors.js';
import { type Handler, signedIn } from '../../context.js';
import { type Acting, onRow, onRows } from '../../declared.js';
import { visibleRow } from '../../rows.js';
import { insertRow, prepareInsert, prepareUpdate, updateRows } from '../../write.js';
import { idsOf, T } from './shared.js';
import { recountTutors } from './tutors.js';

/*
 * The standard writes of InternshipTutorStudent, with the rules the assignment dialog follows: tutor and
 * student belong to the binding's course, a pair is bound once, and the tutors' fStudentCount follows.
 */

/** The pair's tutor (already read through the scope) and student belong to its course; bound once. */
async function checkPair(q: Queryable, ctx: Acting, tutor: Row, pair: Row, except: unknown = -1) {
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

/** A binding is added to the tutor it names. */
const addBinding = onRow({
  target: { entity: 'InternshipTutor', key: ({ body }) => (body as Row).fInternshipTutorId, access: 'read' },
  work: async (a, { body }, tutor) => {
    const { q } = a;
    const t = T.tutorStudent();
    const values = await prepareInsert(q, t, signedIn(a), body as Row);
    await checkPair(q, a, tutor, values);
    const id = await insertRow(q, t, values);
    await recountTutors(q, [values.fInternshipTutorId]);
    return visibleRow(q, t, null, id);
  },
});

/** An edit that gives the binding another tutor checks that one is visible too. */
const editBinding = onRow({
  target: {
    entity: 'InternshipTutorStudent',
    key: ({ body }) => (body as Row).fInternshipTutorStudentId,
    access: 'read',
    lock: true,
  },
  work: async (a, { body }, current) => {
    const { q } = a;
    const t = T.tutorStudent();
    const values = await prepareUpdate(q, t, signedIn(a), body as Row);
    const pair = { ...current, ...values };
    const tutor = await visibleRow(q, T.tutor(), a.caller, pair.fInternshipTutorId);
    await checkPair(q, a, tutor, pair, current.fInternshipTutorStudentId);
    await updateRows(q, t, [String(current.fInternshipTutorStudentId)], values);
    await recountTutors(q, [
      current.fInternshipTutorId,
      values.fInternshipTutorId ?? current.fInternshipTutorId,
    ]);
    return visibleRow(q, t, null, current.fInternshipTutorStudentId);
  },
});

const deleteBindings = onRows({
  target: { entity: 'InternshipTutorStudent', keys: idsOf, access: 'write' },
  work: async ({ q }, _input, rows) => {
    await q.query('delete from "InternshipTutorStudent" where "fInternshipTutorStudentId" = any($1)', [
      rows.map((r) => r.fInternshipTutorStudentId),
    ]);
    await recountTutors(q, [...new Set(rows.map((r) => r.fInternshipTutorId))]);
    return null;
  },
});

export const bindingHandlers: Record<string, Handler> = {
  AddInternshipTutorStudent: addBinding,
  EditInternshipTutorStudent: editBinding,
  DeleteInternshipTutorStudentIDS: deleteBindings,
};
