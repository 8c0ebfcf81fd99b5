import { enums } from '@practice/sdk/contract';
import type { Row } from '../../../db/driver.js';
import { forbidden, notFound, refused } from '../../../http/errors.js';
import { type Handler, signedIn } from '../../context.js';
import { onNoRow } from '../../declared.js';
import { visibleRow } from '../../rows.js';
import { isOpenTo } from './practice.js';
import { courses, recountSeats, requireSeats, selectionOf, selections, studentPlacement } from './seats.js';
import { insertOwn, lockRow, today } from './shared.js';

/** Why a course cannot be selected right now, or null when it can (SPEC §4 "Practice registration"). */
function closedBecause(course: Row): string | null {
  if (course.fStatus !== enums.ReviewStatus.passed) return '该课程未审核通过，暂不能选课';
  if (course.fPracticeStatus === enums.PracticeStatus.ended) return '该课程已结束，不能选课';
  const day = today();
  if (course.tSelectStartDate && day < String(course.tSelectStartDate)) return '选课尚未开始';
  if (course.tSelectEndDate && day > String(course.tSelectEndDate)) return '选课已截止';
  return null;
}

/**
 * RegisterPracticeStudent: a student selects a course open to their school, inside the selection window,
 * while seats remain, once. The course row is locked first, so parallel registrations queue for the seats.
 * Which courses a student may select is the openness rule (isOpenTo), wider than the catalogue's scope of
 * courses (their own school's): the course is read and checked by that rule here, not by a declared load.
 */
export const register: Handler = onNoRow(
  'adds the caller’s own selection; the course is checked by its openness rule (isOpenTo), which reaches other schools’ courses the catalogue scope hides',
  async (ctx, { body }) => {
    const me = signedIn(ctx);
    const input = body as { cPracticeInfoId: string; cSelectReason?: string | null };
    const { q } = ctx;
    const course = await lockRow(q, courses, input.cPracticeInfoId);
    const placement = await studentPlacement(q, me.userId);
    if (!isOpenTo(course, placement.fSchoolId ?? me.schoolId)) throw forbidden('该课程未向你所在的学校开放');
    const closed = closedBecause(course);
    if (closed) throw refused(closed);
    const existing = await selectionOf(q, input.cPracticeInfoId, me.userId);
    if (existing?.fStatus === enums.ReviewStatus.failed) {
      throw refused('你的选课申请未通过审核，如需重新报名请先取消报名');
    }
    if (existing) throw refused('你已报名该课程，请勿重复报名');
    await requireSeats(q, course, 1);
    const id = await insertOwn(q, selections, me, {
      cPracticeInfoId: input.cPracticeInfoId,
      fStudentUserId: me.userId,
      fSchoolId: placement.fSchoolId ?? me.schoolId,
      fClassId: placement.fClassId,
      cSelectReason: input.cSelectReason ?? null,
      fRegistrationStatus: enums.RegistrationStatus.registered,
      fStatus: enums.ReviewStatus.pending,
    });
    await recountSeats(q, [input.cPracticeInfoId]);
    return visibleRow(q, selections, null, id);
  },
);

/**
 * CancelRegisterPracticeStudent: a student withdraws their own selection while it is not approved (pending
 * or rejected); an approved one is the teacher's to remove. The row is deleted, which frees the seat.
 */
export const cancelRegistration: Handler = onNoRow(
  'the caller’s own selection, found by the course and the caller; the course is only locked for its seats, by key, as the selected course may be another school’s open to theirs, which the catalogue scope hides',
  async ({ q, ...ctx }, { body }) => {
    const me = signedIn(ctx);
    const { cPracticeInfoId } = body as { cPracticeInfoId: string };
    await lockRow(q, courses, cPracticeInfoId);
    const mine = await selectionOf(q, cPracticeInfoId, me.userId);
    if (!mine) throw notFound('你尚未报名该课程');
    if (mine.fStatus === enums.ReviewStatus.passed) throw refused('选课已审核通过，不能取消报名');
    const tasks = await q.query(
      'select 1 from "PracticeStudentTask" where "cPracticeStudentId" = $1 limit 1',
      [mine.cPracticeStudentId],
    );
    if (tasks.length) throw refused('你已提交课程任务，不能取消报名');
    await q.query('delete from "PracticeStudent" where "cPracticeStudentId" = $1', [mine.cPracticeStudentId]);
    await recountSeats(q, [cPracticeInfoId]);
    return null;
  },
);
