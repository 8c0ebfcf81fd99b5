import { enums } from '@practice/sdk/contract';
import type { Caller } from '../../../auth/caller.js';
import { normalizeDate, nowText } from '../../../db/dates.js';
import type { Queryable, Row } from '../../../db/driver.js';
import { tableOf } from '../../../db/tables.js';
import { badRequest, forbidden } from '../../../http/errors.js';
import { type Handler, signedIn } from '../../context.js';
import { onNoRow, onRow, onRows } from '../../declared.js';
import { visibleRow } from '../../rows.js';
import { insertRow, prepareInsert, prepareUpdate, updateRows } from '../../write.js';
import { keysOf, named, requireState, reviewersFirst, selected, titleOf, today } from './shared.js';

export const posts = tableOf('CloudRecruitment');

/*
 * The job status chain (SPEC §4): fStatus is reviewed first; only a passed post is published (fIsPublish);
 * only a published one is finished (fIsFinished). Every action below names the states it starts from, and a
 * selection with any post in another state is refused as a whole, naming that post, with nothing changed.
 */
export type PostState = 'unreviewed' | 'rejected' | 'passed' | 'recruiting' | 'finished';

export function postState(r: Row): PostState {
  if (r.fStatus === enums.ReviewStatus.failed) return 'rejected';
  if (r.fStatus !== enums.ReviewStatus.passed) return 'unreviewed';
  if (r.fIsPublish !== enums.PublishStatus.published) return 'passed';
  return r.fIsFinished === enums.FinishStatus.ended ? 'finished' : 'recruiting';
}

interface Step {
  /** Whether a post may take this step. */
  readonly allowed: (r: Row) => boolean;
  readonly values: () => Row;
  /** Why a post in the wrong state may not, as the end of a sentence about it. */
  readonly why: (r: Row) => string;
}

const published = (r: Row) => ['recruiting', 'finished'].includes(postState(r));

/**
 * A deadline already past: no student could apply any more (applications.ts), so a post is neither
 * published nor reopened with one, and a published post's deadline is not moved into the past.
 */
export const pastDeadline = (deadline: unknown) =>
  typeof deadline === 'string' && deadline.trim() !== '' && normalizeDate(deadline, false) < today();
export const DEADLINE_PASSED = '截止日期已过，不能发布';
export const PUBLISHED_DEADLINE_PASSED = '已发布职位的截止日期不能早于今天';

export const STEPS: Record<string, Step> = {
  Auth: {
    allowed: (r) => ['unreviewed', 'rejected'].includes(postState(r)),
    values: () => ({ fStatus: enums.ReviewStatus.passed }),
    why: (r) => (published(r) ? '已发布，无需审核' : '已审核通过'),
  },
  UnAuth: {
    allowed: (r) => ['unreviewed', 'passed'].includes(postState(r)),
    values: () => ({ fStatus: enums.ReviewStatus.failed }),
    why: (r) => (published(r) ? '已发布，不能驳回，请先取消发布' : '已是审核未通过状态'),
  },
  Publish: {
    allowed: (r) => postState(r) === 'passed' && !pastDeadline(r.tDeadline),
    values: () => ({
      fIsPublish: enums.PublishStatus.published,
      fIsFinished: enums.FinishStatus.recruiting,
      tPublishDate: nowText(),
      tRefreshDate: nowText(),
    }),
    why: (r) =>
      published(r) ? '已发布' : postState(r) === 'passed' ? DEADLINE_PASSED : '未审核通过，不能发布',
  },
  UnPublish: {
    allowed: (r) => postState(r) === 'recruiting',
    values: () => ({ fIsPublish: enums.PublishStatus.unpublished }),
    why: (r) => (postState(r) === 'finished' ? '已结束招聘，请先恢复招聘再取消发布' : '未发布'),
  },
  Finish: {
    allowed: (r) => postState(r) === 'recruiting',
    values: () => ({ fIsFinished: enums.FinishStatus.ended }),
    why: (r) => (postState(r) === 'finished' ? '已结束招聘' : '未发布，不能结束招聘'),
  },
  UnFinish: {
    allowed: (r) => postState(r) === 'finished' && !pastDeadline(r.tDeadline),
    values: () => ({ fIsFinished: enums.FinishStatus.recruiting }),
    why: (r) => (postState(r) === 'finished' ? '截止日期已过，不能恢复招聘' : '未结束招聘，无需恢复'),
  },
  Top: {
    allowed: (r) => published(r) && r.fIsTop !== enums.IsTop.pinned,
    values: () => ({ fIsTop: enums.IsTop.pinned }),
    why: (r) => (r.fIsTop === enums.IsTop.pinned ? '已置顶' : '未发布，不能置顶'),
  },
  UnTop: {
    allowed: (r) => r.fIsTop === enums.IsTop.pinned,
    values: () => ({ fIsTop: enums.IsTop.notPinned }),
    why: () => '未置顶',
  },
  Refresh: {
    allowed: (r) => postState(r) === 'recruiting',
    values: () => ({ tRefreshDate: nowText() }),
    why: () => '不在招聘中，不能刷新',
  },
};

/** The companies an enterprise tutor works for: those their tutor assignments name. */
export const TUTOR_COMPANIES = (
  me: string,
) => `select "fCompanyId" from "InternshipTutor" where "fUserId" = ${me}
  and "fCompanyId" is not null union select "fCompanyId" from "ProjectTutor" where "fTutorUserId" = ${me}
  and "fCompanyId" is not null`;

/**
 * Who may move a post along the chain: the platform admin any; a school admin the posts of their school or
 * of companies partnering with it; an enterprise tutor the posts of their own company (or that they wrote).
 */
export async function requirePostManager(q: Queryable, caller: Caller | null, rows: readonly Row[]) {
  if (!caller || caller.kind === 'platformAdmin') return;
  const ids = rows.map((r) => r.cCloudRecruitmentId);
  const tutor = caller.kind === 'companyTutor';
  const mine = tutor
    ? `"fCompanyId" in (${TUTOR_COMPANIES('$2')}) or "fCreateUserId" = $2`
    : `"fSchoolId" = $3 or "fCompanyId" in (select "fCompanyId" from "Company" where "fSchoolId" = $3)
       or "fCreateUserId" = $2`;
  const allowed = await q.query(
    `select "cCloudRecruitmentId" from "CloudRecruitment" where "cCloudRecruitmentId" = any($1) and (${mine})`,
    tutor ? [ids, caller.userId] : [ids, caller.userId, caller.schoolId ?? ''],
  );
  const ok = new Set(allowed.map((r) => r.cCloudRecruitmentId));
  const other = rows.find((r) => !ok.has(r.cCloudRecruitmentId));
  if (other) throw forbidden(`无权操作职位${titleOf(posts, other)}`);
}

/**
 * One step of the chain over the selected posts. Who manages a post is said by requirePostManager (its
 * company, its school), not by authorship: the posts are loaded with read scope, and the manager check
 * follows. Auth/UnAuth set the review status (reviewerOnly): they are refused to non-reviewers before any post
 * is read (reviewersFirst); the other steps are the poster's.
 */
const chainStep = (step: Step): Handler => {
  const move = onRows({
    target: selected('CloudRecruitment', 'read'),
    work: async ({ q, caller }, _input, rows) => {
      await requirePostManager(q, caller, rows);
      requireState(rows, step.allowed, (r) => `职位${titleOf(posts, r)}${step.why(r)}`);
      await updateRows(q, posts, keysOf(posts, rows), step.values());
      return null;
    },
  });
  const reviews = Object.keys(step.values()).some((w) => posts.entity.fields[w]?.reviewerOnly);
  return reviews ? reviewersFirst(posts, step.values, move) : move;
};

/** 招聘范围 (SPEC §3 fRecruitmentType): 1 the whole platform, 2 one school, the one it names. */
export const SCHOOL_REQUIRED = '校内招聘请选择面向学校';

/**
 * A whole-platform post names no school (whatever the form or the writer's school says), so every school
 * sees it; a school-based one must name the school it is shown to. `stored` is the post an edit changes.
 */
export function scopeSchool(input: Row, stored?: Row): Row {
  const type = Number(input.fRecruitmentType ?? stored?.fRecruitmentType);
  if (type === enums.RecruitmentType.wholePlatform) return { ...input, fSchoolId: null };
  const school = input.fSchoolId === undefined ? stored?.fSchoolId : input.fSchoolId;
  if (type === enums.RecruitmentType.schoolOnly && !school) throw badRequest(SCHOOL_REQUIRED);
  return input;
}

export const OWN_COMPANY_ONLY = '招聘企业只能选择你所在的企业';

/** An enterprise tutor posts only for a company they work for (TUTOR_COMPANIES), on an add or an edit. */
async function requireOwnCompany(q: Queryable, caller: Caller, companyId: unknown) {
  if (caller.kind !== 'companyTutor' || companyId === undefined) return;
  const [own] = await q.query(`select 1 from (${TUTOR_COMPANIES('$1')}) c where c."fCompanyId" = $2`, [
    caller.userId,
    String(companyId ?? ''),
  ]);
  if (!own) throw forbidden(OWN_COMPANY_ONLY);
}

/** GetMyCompanyList: the companies an enterprise tutor works for, the job form's only choices for them. */
const myCompanies: Handler = onNoRow(
  'the caller’s own companies: those their tutor assignments name',
  ({ q, ...ctx }) =>
    q.query(
      `select "fCompanyId", "cCompanyName" from "Company" where "fCompanyId" in (${TUTOR_COMPANIES('$1')})
        order by "cCompanyName", "fCompanyId"`,
      [signedIn(ctx).userId],
    ),
);

const addPost: Handler = onNoRow(
  'adds a new post: there is no row yet; the company it names must be the caller’s own',
  async ({ q, ...ctx }, { body }) => {
    await requireOwnCompany(q, signedIn(ctx), (body as Row).fCompanyId ?? null);
    const values = await prepareInsert(q, posts, signedIn(ctx), scopeSchool(body as Row));
    return visibleRow(q, posts, null, await insertRow(q, posts, values));
  },
);

/** An edit of a post, by whoever manages it: a platform-wide post is its company's to keep up to date. */
const editPost: Handler = onRow({
  target: { ...named('CloudRecruitment', 'cCloudRecruitmentId'), access: 'read' },
  work: async ({ q, ...ctx }, { body }, stored) => {
    const input = body as Row;
    await requirePostManager(q, ctx.caller, [stored]);
    const deadline = input.tDeadline;
    const moved = typeof deadline === 'string' && normalizeDate(deadline, false) !== stored.tDeadline;
    if (published(stored) && moved && pastDeadline(deadline)) throw badRequest(PUBLISHED_DEADLINE_PASSED);
    await requireOwnCompany(q, signedIn(ctx), input.fCompanyId);
    const values = await prepareUpdate(q, posts, signedIn(ctx), scopeSchool(input, stored));
    await updateRows(q, posts, [String(stored.cCloudRecruitmentId)], values);
    return visibleRow(q, posts, null, stored.cCloudRecruitmentId);
  },
});

export const recruitmentHandlers: Record<string, Handler> = Object.fromEntries([
  ...Object.entries(STEPS).map(([action, step]) => [`${action}CloudRecruitmentIDS`, chainStep(step)]),
  ['AddCloudRecruitment', addPost],
  ['EditCloudRecruitment', editPost],
  ['GetMyCompanyList', myCompanies],
]);
