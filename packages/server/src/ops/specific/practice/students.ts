import { enums } from '@practice/sdk/contract';
import type { Row } from '../../../db/driver.js';
import { badRequest, refused } from '../../../http/errors.js';
import { type Handler, signedIn } from '../../context.js';
import { onRow, onRows } from '../../declared.js';
import { assertReviewerFields } from '../../reviewers.js';
import { visibleRow } from '../../rows.js';
import { updateRows } from '../../write.js';
import { isOpenTo } from './practice.js';
import {
  courses,
  recountSeats,
  requireSeats,
  seatsTaken,
  selectionOf,
  selections,
  studentPlacement,
} from './seats.js';
import {
  insertOwn,
  keysOf,
  lockRow,
  named,
  requireState,
  reviewersFirst,
  selected,
  titleOf,
  usersWithRole,
} from './shared.js';

/*
 * The staff side of course selection. Every path that adds, removes or re-reviews a selection keeps
 * fStudentCount in step in the same transaction (seats.ts), so the standard handlers are replaced here.
 */

/**
 * AddPracticeStudent: staff put a student on a course directly. Adding is itself the approval (fStatus 1),
 * but the course's openness, its seat limit and "once per course" hold as for a student's own selection.
 * The course is the call's target, locked so that parallel additions queue for its seats.
 */
export const addStudent: Handler = onRow({
  target: { ...named('PracticeInfo', 'cPracticeInfoId'), access: 'read', lock: true },
  work: async (ctx, { body }, course) => {
    const { q } = ctx;
    const me = signedIn(ctx);
    const input = body as Row & { cPracticeInfoId: string; fStudentUserId: string };
    assertReviewerFields(selections, me, { fScore: input.fScore, cComment: input.cComment });
    if (course.fPracticeStatus === enums.PracticeStatus.ended) throw refused('该课程已结束，不能添加学生');
    const [student] = await usersWithRole(q, [input.fStudentUserId], 'student');
    if (!student) throw badRequest('所选用户不是学生');
    const placement = await studentPlacement(q, input.fStudentUserId);
    if (!isOpenTo(course, placement.fSchoolId)) throw refused('该学生所在的学校不在课程开放范围内');
    if (await selectionOf(q, input.cPracticeInfoId, input.fStudentUserId))
      throw refused('该学生已在课程名单中');
    await requireSeats(q, course, 1);
    const id = await insertOwn(q, selections, me, {
      cPracticeInfoId: input.cPracticeInfoId,
      fStudentUserId: input.fStudentUserId,
      fSchoolId: placement.fSchoolId,
      fClassId: placement.fClassId,
      cSelectReason: input.cSelectReason ?? null,
      fScore: input.fScore ?? null,
      cComment: input.cComment ?? null,
      fRegistrationStatus: enums.RegistrationStatus.registered,
      fStatus: enums.ReviewStatus.passed,
    });
    await recountSeats(q, [input.cPracticeInfoId]);
    return visibleRow(q, selections, null, id);
  },
});

/** DeletePracticeStudentIDS: frees the seats; refused for students who already handed in tasks. */
export const deleteStudents: Handler = onRows({
  target: selected('PracticeStudent'),
  work: async ({ q }, _input, rows) => {
    const keys = keysOf(selections, rows);
    const used = await q.query(
      `select s."cRealName" from "PracticeStudentTask" k join "AppUser" s on s."fAppUserId" = k."fStudentUserId"
        where k."cPracticeStudentId" = any($1) limit 1`,
      [keys],
    );
    if (used[0]) throw refused(`学生「${String(used[0].cRealName)}」已提交课程任务，不能删除`);
    await q.query('delete from "PracticeStudent" where "cPracticeStudentId" = any($1)', [keys]);
    await recountSeats(
      q,
      rows.map((r) => String(r.cPracticeInfoId)),
    );
    return null;
  },
});

/**
 * Auth/UnAuthPracticeStudentIDS: the selection review. Rejecting frees a seat; approving a rejected
 * selection takes one back, so it is refused when that would overfill the course.
 */
const review = (status: number): Handler =>
  reviewersFirst(
    selections,
    () => ({ fStatus: status }),
    onRows({
      target: selected('PracticeStudent'),
      work: async ({ q }, _input, rows) => {
        const courseIds = [...new Set(rows.map((r) => String(r.cPracticeInfoId)))].sort();
        const locked = [];
        for (const id of courseIds) locked.push(await lockRow(q, courses, id));
        requireState(
          locked,
          (c) => c.fPracticeStatus !== enums.PracticeStatus.ended,
          (c) => `课程${titleOf(courses, c)}已结束，不能再审核选课`,
        );
        await updateRows(q, selections, keysOf(selections, rows), { fStatus: status });
        for (const course of locked) {
          const max = Number(course.fMaxStudent ?? 0);
          if (max && (await seatsTaken(q, String(course.cPracticeInfoId))) > max) {
            throw refused(`课程${titleOf(courses, course)}名额已满，不能再通过更多学生`);
          }
        }
        await recountSeats(q, courseIds);
        return null;
      },
    }),
  );

export const authStudents = review(enums.ReviewStatus.passed);
export const unauthStudents = review(enums.ReviewStatus.failed);
