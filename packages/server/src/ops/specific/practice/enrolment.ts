import { enums } from '@practice/sdk/contract';
import type { Queryable, Row } from '../../../db/driver.js';
import type { Params } from '../../../db/params.js';
import { refused } from '../../../http/errors.js';
import { type Handler, signedIn } from '../../context.js';
import { onNoRow, onRows } from '../../declared.js';
import { pageOfRows } from '../../standard/page.js';
import { updateRows } from '../../write.js';
import { projects, recountTeams, requireRunning, teams } from './project.js';
import { isStudent, keysOf, lockRow, requireState, reviewersFirst, selected, titleOf } from './shared.js';

/*
 * The enrolment review of teams (auth-project-team screen): AuthProjectTeamIDS approves an enrolment
 * (1 报名中 → 2 已报名; a failed one may be approved on second thought), UnAuthProjectTeamIDS rejects or
 * revokes it (1 or 2 → 3 报名失败). Revoking a team that is not enrolled is refused (SPEC §5).
 */

export const NOT_ENROLLED = '未报名，无需撤销';

async function lockProjectsOf(q: Queryable, rows: readonly Row[]) {
  const locked: Row[] = [];
  for (const id of [...new Set(rows.map((r) => String(r.cProjectInfoId)))].sort()) {
    locked.push(await lockRow(q, projects, id));
  }
  for (const project of locked) requireRunning(project);
  return locked;
}

export const authTeams: Handler = reviewersFirst(
  teams,
  () => ({ fIsEnroll: enums.EnrollStatus.enrolled }),
  onRows({
    target: selected('ProjectTeam'),
    work: async ({ q }, _input, rows) => {
      const locked = await lockProjectsOf(q, rows);
      requireState(
        rows,
        (r) => r.fIsEnroll === enums.EnrollStatus.enrolling || r.fIsEnroll === enums.EnrollStatus.enrolFailed,
        (r) =>
          `团队${titleOf(teams, r)}${r.fIsEnroll === enums.EnrollStatus.enrolled ? '已报名成功，无需重复审核' : '未报名，不能审核'}`,
      );
      const byId = new Map(locked.map((p) => [p.cProjectInfoId, p]));
      requireState(
        rows,
        (r) => Number(r.fMemberCount ?? 0) >= Number(byId.get(r.cProjectInfoId)?.fMinMember ?? 0),
        (r) =>
          `团队${titleOf(teams, r)}人数不足${String(byId.get(r.cProjectInfoId)?.fMinMember)}人，不能通过报名`,
      );
      await updateRows(q, teams, keysOf(teams, rows), { fIsEnroll: enums.EnrollStatus.enrolled });
      for (const project of locked) {
        const max = Number(project.fMaxTeam ?? 0);
        const [row] = await q.query(
          'select count(*)::int as n from "ProjectTeam" where "cProjectInfoId" = $1 and "fIsEnroll" = $2',
          [project.cProjectInfoId, enums.EnrollStatus.enrolled],
        );
        if (max && Number(row?.n ?? 0) > max) throw refused(`项目${titleOf(projects, project)}报名团队已满`);
        await recountTeams(q, String(project.cProjectInfoId));
      }
      return null;
    },
  }),
);

export const unauthTeams: Handler = reviewersFirst(
  teams,
  () => ({ fIsEnroll: enums.EnrollStatus.enrolFailed }),
  onRows({
    target: selected('ProjectTeam'),
    work: async ({ q }, _input, rows) => {
      const locked = await lockProjectsOf(q, rows);
      requireState(
        rows,
        (r) => r.fIsEnroll === enums.EnrollStatus.enrolling || r.fIsEnroll === enums.EnrollStatus.enrolled,
        () => NOT_ENROLLED,
      );
      await updateRows(q, teams, keysOf(teams, rows), { fIsEnroll: enums.EnrollStatus.enrolFailed });
      for (const project of locked) await recountTeams(q, String(project.cProjectInfoId));
      return null;
    },
  }),
);

/** The caller's team in the project of row t, as one value (a student is in at most one team per project). */
const myTeam = (p: Params, userId: string, column: string) =>
  `(select pt.${column} from "ProjectTeam" pt join "ProjectTeamStudent" m on m."cProjectTeamId" = pt."cProjectTeamId"
     where m."fStudentUserId" = ${p.add(userId)} and pt."cProjectInfoId" = t."cProjectInfoId" limit 1)`;

/**
 * GetProjectInfoRegistrationPageList: the projects a caller may see with their own team and its enrolment
 * (the student's all-project list). Students see approved projects and those they already belong to.
 */
export const registrationPage: Handler = onNoRow(
  'a page list: the scope is applied in its query by pageOfRows, with the caller’s own team joined in',
  async (ctx, { query }) => {
    const me = signedIn(ctx);
    const where = (p: Params) => {
      const list: string[] = [];
      if (query.cProjectInfoId) list.push(`t."cProjectInfoId" = ${p.add(query.cProjectInfoId)}`);
      if (query.fIsEnroll !== undefined) {
        list.push(
          `coalesce(${myTeam(p, me.userId, '"fIsEnroll"')}, ${enums.EnrollStatus.notEnrolled}) = ${p.add(query.fIsEnroll)}`,
        );
      }
      if (isStudent(me))
        list.push(`(t."fStatus" = 1 or ${myTeam(p, me.userId, '"cProjectTeamId"')} is not null)`);
      return list;
    };
    const page = await pageOfRows(ctx.db, projects, me, query, where);
    const ids = page.List.map((r) => r.cProjectInfoId);
    const mine = ids.length
      ? await ctx.db.query(
          `select pt."cProjectInfoId", pt."cProjectTeamId", pt."cTeamName", pt."fIsEnroll"
           from "ProjectTeam" pt join "ProjectTeamStudent" m on m."cProjectTeamId" = pt."cProjectTeamId"
          where m."fStudentUserId" = $1 and pt."cProjectInfoId" = any($2)`,
          [me.userId, ids],
        )
      : [];
    const byProject = new Map(mine.map((r) => [r.cProjectInfoId, r]));
    const List = page.List.map((r) => {
      const team = byProject.get(r.cProjectInfoId);
      return {
        ...r,
        cProjectTeamId: team?.cProjectTeamId ?? null,
        cTeamName: team?.cTeamName ?? null,
        fIsEnroll: (team?.fIsEnroll as number | undefined) ?? enums.EnrollStatus.notEnrolled,
      };
    });
    return { ...page, List };
  },
);

export const enrolmentHandlers: Record<string, Handler> = {
  AuthProjectTeamIDS: authTeams,
  UnAuthProjectTeamIDS: unauthTeams,
  GetProjectInfoRegistrationPageList: registrationPage,
};
