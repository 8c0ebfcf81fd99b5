import { enums } from '@practice/sdk/contract';
import type { Caller } from '../../../auth/caller.js';
import { nowText } from '../../../db/dates.js';
import type { Queryable, Row } from '../../../db/driver.js';
import { tableOf } from '../../../db/tables.js';
import { assertFileRefs } from '../../../files/file-refs.js';
import { badRequest, refused } from '../../../http/errors.js';
import { type Handler, signedIn } from '../../context.js';
import { onRow, onRows } from '../../declared.js';
import { lateDaysOf } from '../../late-work.js';
import { assertReviewerFields, isReviewer } from '../../reviewers.js';
import { visibleRow } from '../../rows.js';
import { updateRows } from '../../write.js';
import { projects, requireRunning } from './project.js';
import { insertOwn, isStudent, keysOf, lockRow, named, requireState, selected, titleOf } from './shared.js';

const teamTasks = tableOf('ProjectTeamTask');
const ENDED = '项目已结束，不能再提交任务';

/**
 * The days late of a team's hand-in made now: after the task's 截止时间 a student's is refused unless the
 * school takes late work (late-work.ts); staff recording one are not refused, and it still counts.
 */
async function lateDays(q: Queryable, caller: Caller, taskId: unknown, project: Row): Promise<number> {
  const [task] = await q.query('select "tEndDate" from "ProjectTask" where "cProjectTaskId" = $1', [
    String(taskId),
  ]);
  return lateDaysOf(q, { deadline: task?.tEndDate, schoolId: project.fSchoolId, binding: isStudent(caller) });
}

/*
 * Who hands in: a student for their own team only, staff for the teams of projects they may see. That is the
 * catalogue's scope of teams and team tasks (a student's are those of their teams), so the declared load of
 * the team or the hand-in is the check.
 */
const handInNamed = named('ProjectTeamTask', 'cProjectTeamTaskId');

/** A student's team scope is the teams they belong to: outside it, the hand-in calls say so in their words. */
const NOT_A_MEMBER = { forbidden: '只有团队成员可以提交团队任务' };

/**
 * AddProjectTeamTask: a team's first hand-in for a task, once per team and task, by a member of an enrolled
 * team. The submitter and time are set here; the grade and comment are the tutors' (staff only).
 */
export const addTeamTask: Handler = onRow({
  target: { ...named('ProjectTeam', 'cProjectTeamId'), access: 'read', refusals: NOT_A_MEMBER },
  work: async (ctx, { body }, team) => {
    const { q } = ctx;
    const me = signedIn(ctx);
    const input = body as Row & { cProjectInfoId: string; cProjectTaskId: string; cProjectTeamId: string };
    assertReviewerFields(teamTasks, me, input);
    if (team.cProjectInfoId !== input.cProjectInfoId) throw badRequest('团队不属于所选项目');
    const [task] = await q.query('select "cProjectInfoId" from "ProjectTask" where "cProjectTaskId" = $1', [
      input.cProjectTaskId,
    ]);
    if (!task || task.cProjectInfoId !== input.cProjectInfoId) throw badRequest('任务不属于所选项目');
    const project = await lockRow(q, projects, input.cProjectInfoId);
    requireRunning(project, ENDED);
    if (isStudent(me) && team.fIsEnroll !== enums.EnrollStatus.enrolled)
      throw refused('团队尚未报名成功，不能提交任务');
    const existing = await q.query(
      'select 1 from "ProjectTeamTask" where "cProjectTaskId" = $1 and "cProjectTeamId" = $2',
      [input.cProjectTaskId, input.cProjectTeamId],
    );
    if (existing.length) throw refused('该任务已提交，请修改已有的提交');
    const late = await lateDays(q, me, input.cProjectTaskId, project);
    await assertFileRefs(q, teamTasks, me, { cFilePath: input.cFilePath ?? null });
    const graded = isReviewer(teamTasks.entity, me)
      ? { fScore: input.fScore ?? null, cComment: input.cComment ?? null }
      : {};
    const id = await insertOwn(q, teamTasks, me, {
      cProjectInfoId: input.cProjectInfoId,
      cProjectTaskId: input.cProjectTaskId,
      cProjectTeamId: input.cProjectTeamId,
      cContent: input.cContent ?? null,
      cFilePath: input.cFilePath ?? null,
      ...graded,
      fSubmitUserId: me.userId,
      tSubmitDate: nowText(),
      fLateDays: late,
      fStatus: enums.ReviewStatus.pending,
    });
    return visibleRow(q, teamTasks, null, id);
  },
});

/**
 * EditProjectTeamTaskFile: any member replaces the team's file; the submitter and time follow the latest
 * hand-in and the review starts again. Work the tutors already approved is final.
 */
export const editTeamTaskFile: Handler = onRow({
  target: { ...handInNamed, access: 'read', refusals: NOT_A_MEMBER },
  work: async (ctx, { body }, row) => {
    const { q } = ctx;
    const me = signedIn(ctx);
    const input = body as { cProjectTeamTaskId: string; cFilePath: string };
    const project = await lockRow(q, projects, row.cProjectInfoId);
    requireRunning(project, ENDED);
    if (row.fStatus === enums.ReviewStatus.passed) throw refused('任务已审核通过，不能再修改附件');
    await assertFileRefs(q, teamTasks, me, { cFilePath: input.cFilePath }, input.cProjectTeamTaskId);
    const late = await lateDays(q, me, row.cProjectTaskId, project);
    await updateRows(q, teamTasks, [input.cProjectTeamTaskId], {
      cFilePath: input.cFilePath,
      fSubmitUserId: me.userId,
      tSubmitDate: nowText(),
      fLateDays: late,
      fStatus: enums.ReviewStatus.pending,
    });
    return null;
  },
});

const FIXED = ['cProjectInfoId', 'cProjectTaskId', 'cProjectTeamId'] as const;

/**
 * EditProjectTeamTask: staff grade and comment (the standard edit); a student may only rework their own
 * team's hand-in before it is approved, which counts as handing it in again.
 */
export const editTeamTask: Handler = onRow({
  target: { ...handInNamed, access: 'read' },
  work: async (ctx, input, row) => {
    const { q } = ctx;
    const me = signedIn(ctx);
    const values = input.body as Row & { cProjectTeamTaskId: string };
    await assertFileRefs(q, teamTasks, me, { cFilePath: values.cFilePath }, values.cProjectTeamTaskId);
    if (FIXED.some((w) => values[w] != null && values[w] !== row[w])) {
      throw refused('不能修改团队任务所属的项目、任务或团队');
    }
    assertReviewerFields(teamTasks, me, values, row);
    if (!isStudent(me)) {
      const graded = Object.fromEntries(
        ['cContent', 'cFilePath', 'fScore', 'cComment']
          .filter((w) => values[w] !== undefined)
          .map((w) => [w, values[w]]),
      );
      await updateRows(q, teamTasks, [values.cProjectTeamTaskId], graded);
      return visibleRow(q, teamTasks, null, values.cProjectTeamTaskId);
    }
    const project = await lockRow(q, projects, row.cProjectInfoId);
    requireRunning(project, ENDED);
    if (row.fStatus === enums.ReviewStatus.passed) throw refused('任务已审核通过，不能再修改');
    const late = await lateDays(q, me, row.cProjectTaskId, project);
    const work = Object.fromEntries(
      ['cContent', 'cFilePath'].filter((w) => values[w] !== undefined).map((w) => [w, values[w]]),
    );
    await updateRows(q, teamTasks, [values.cProjectTeamTaskId], {
      ...work,
      fSubmitUserId: me.userId,
      tSubmitDate: nowText(),
      fLateDays: late,
      fStatus: enums.ReviewStatus.pending,
    });
    return visibleRow(q, teamTasks, null, values.cProjectTeamTaskId);
  },
});

/** DeleteProjectTeamTaskIDS: staff any they may see; a student only their own team's, before approval. */
export const deleteTeamTasks: Handler = onRows({
  target: selected('ProjectTeamTask'),
  work: async ({ q, caller }, _input, rows) => {
    if (isStudent(caller)) {
      requireState(
        rows,
        (r) => r.fStatus !== enums.ReviewStatus.passed,
        (r) => `任务${titleOf(teamTasks, r)}已审核通过，不能删除`,
      );
    }
    await q.query('delete from "ProjectTeamTask" where "cProjectTeamTaskId" = any($1)', [
      keysOf(teamTasks, rows),
    ]);
    return null;
  },
});
