import { enums } from '@practice/sdk/contract';
import type { Caller } from '../../../auth/caller.js';
import type { Queryable } from '../../../db/driver.js';
import { Params } from '../../../db/params.js';
import { tableOf } from '../../../db/tables.js';
import { forbidden, refused } from '../../../http/errors.js';
import { type Handler, signedIn } from '../../context.js';
import { onNoRow, onRow, onRows } from '../../declared.js';
import { selectRows, visibleRow, visibleRows } from '../../rows.js';
import { model, page } from '../../standard/crud.js';
import { pageOfRows } from '../../standard/page.js';
import { pastDeadline, postState, posts, TUTOR_COMPANIES } from './recruitment.js';
import { idsOf, insertOwn, isStudent, keysOf, named, selected } from './shared.js';

export const applies = tableOf('CloudRecruitmentApply');

async function recountApplies(q: Queryable, postIds: readonly unknown[]) {
  for (const id of new Set(postIds.map(String))) {
    await q.query(
      `update "CloudRecruitment" set "fApplyCount" =
         (select count(*)::int from "CloudRecruitmentApply" where "cCloudRecruitmentId" = $1)
        where "cCloudRecruitmentId" = $1`,
      [id],
    );
  }
}

/** A published post whose deadline has passed (it lists as 已截止) takes no more applications. */
export const POST_EXPIRED = '该职位已截止，不能投递';

/**
 * AddCloudRecruitmentApply: a student sends one of their own resumes to a post that is published and still
 * recruiting, once per post. The resume's attachment is copied, so later edits do not change what was sent.
 * The post is locked, so that two quick clicks cannot both find no earlier application.
 */
export const apply: Handler = onRow({
  target: { ...named('CloudRecruitment', 'cCloudRecruitmentId'), access: 'read', lock: true },
  work: async ({ q, ...ctx }, { body }, post) => {
    const me = signedIn(ctx);
    const input = body as { cCloudRecruitmentId: string; cCloudResumeId: string; cMessage?: string | null };
    if (postState(post) !== 'recruiting') throw refused('该职位未发布或已结束招聘，不能投递');
    if (pastDeadline(post.tDeadline)) throw refused(POST_EXPIRED);
    const [resume] = await q.query('select * from "CloudResume" where "cCloudResumeId" = $1', [
      input.cCloudResumeId,
    ]);
    if (!resume || resume.fUserId !== me.userId) throw forbidden('只能使用自己的简历投递');
    const sent = await q.query(
      'select 1 from "CloudRecruitmentApply" where "cCloudRecruitmentId" = $1 and "fUserId" = $2',
      [input.cCloudRecruitmentId, me.userId],
    );
    if (sent.length) throw refused('你已投递过该职位，请勿重复投递');
    const id = await insertOwn(q, applies, me, {
      cCloudRecruitmentId: input.cCloudRecruitmentId,
      cCloudResumeId: input.cCloudResumeId,
      cMessage: input.cMessage ?? null,
      fUserId: me.userId,
      fSchoolId: me.schoolId,
      cFilePath: resume.cFilePath ?? null,
      fMarkStatus: enums.ApplyMark.unmarked,
    });
    await recountApplies(q, [input.cCloudRecruitmentId]);
    return visibleRow(q, applies, null, id);
  },
});

/** DeleteCloudRecruitmentApplyIDS: withdrawing a sent resume; the post's count follows. */
export const withdraw: Handler = onRows({
  target: selected('CloudRecruitmentApply'),
  work: async ({ q }, _input, rows) => {
    await q.query('delete from "CloudRecruitmentApply" where "cCloudRecruitmentApplyId" = any($1)', [
      keysOf(applies, rows),
    ]);
    await recountApplies(
      q,
      rows.map((r) => r.cCloudRecruitmentId),
    );
    return null;
  },
});

/**
 * An enterprise tutor reads the applications to their company's posts (whatever the applicants' school),
 * which the generic school scope cannot express; everyone else keeps the generic scope.
 */
export function tutorApplications(caller: Caller) {
  return (p: Params) => {
    const me = p.add(caller.userId);
    return [
      `t."cCloudRecruitmentId" in (select "cCloudRecruitmentId" from "CloudRecruitment"
        where "fCompanyId" in (${TUTOR_COMPANIES(me)}) or "fCreateUserId" = ${me})`,
    ];
  };
}

const isTutor = (caller: Caller | null) => caller?.kind === 'companyTutor';

/*
 * The tutor's scope above is the handler's own, wider than the catalogue's: the calls that read or mark
 * applications by it apply it in their query and are declared with no target.
 */
const TUTOR_SCOPE =
  'by its own query’s scope: an enterprise tutor’s are the applications to their company’s posts';

const applyPage: Handler = onNoRow(`a page list, ${TUTOR_SCOPE}`, (ctx, input) =>
  isTutor(ctx.caller)
    ? pageOfRows(ctx.db, applies, null, input.query, tutorApplications(signedIn(ctx)))
    : page(ctx, input),
);

const applyModel: Handler = onNoRow(`one application read ${TUTOR_SCOPE}`, async (ctx, input) => {
  if (!isTutor(ctx.caller)) return model(ctx, input);
  const p = new Params();
  const where = [`t."cCloudRecruitmentApplyId" = ${p.add(String(input.query.cCloudRecruitmentApplyId))}`];
  const [row] = await selectRows(ctx.db, applies, null, p, {
    where: [...where, ...tutorApplications(signedIn(ctx))(p)],
  });
  if (row) return row;
  await visibleRow(ctx.db, applies, null, input.query.cCloudRecruitmentApplyId);
  throw forbidden('无权访问该数据');
});

/**
 * A resume (or its base details) read by an enterprise tutor: only one sent to a post of their company, so
 * that resume-list can show what the applicant sent. Everyone else keeps the generic scope.
 */
const sentResumeModel = (
  entity: 'CloudResume' | 'CloudResumeBase',
  key: 'cCloudResumeId' | 'cCloudResumeBaseId',
): Handler =>
  onNoRow(`one resume read ${TUTOR_SCOPE} (a resume sent to one of them)`, async (ctx, input) => {
    if (!isTutor(ctx.caller)) return model(ctx, input);
    const id = String(input.query[key] ?? '');
    const p = new Params();
    const sent = `select r."${key}" from "CloudRecruitmentApply" t join "CloudResume" r
      on r."cCloudResumeId" = t."cCloudResumeId" where ${tutorApplications(signedIn(ctx))(p).join(' and ')}`;
    const [ok] = await ctx.db.query(`select 1 from (${sent}) s where s."${key}" = ${p.add(id)}`, p.values);
    if (!ok) {
      await visibleRow(ctx.db, tableOf(entity), null, id);
      throw forbidden('无权访问该数据');
    }
    return visibleRow(ctx.db, tableOf(entity), null, id);
  });

/**
 * MarkCloudRecruitmentApplyIDS (resume-list 标记): the recruiters sort what they received. An enterprise
 * tutor marks only applications to their company's posts; administrators those their scope shows them.
 * Students have no grant for it, so an applicant can never mark their own.
 */
const mark: Handler = onNoRow(`marks applications ${TUTOR_SCOPE}`, async ({ q, ...ctx }, { body }) => {
  const input = body as { ids: unknown[]; fMarkStatus: number };
  const ids = [...new Set(idsOf(input).map(String))];
  if (isTutor(ctx.caller)) {
    const p = new Params();
    const where = [`t."cCloudRecruitmentApplyId" = any(${p.add(ids)})`];
    const own = await selectRows(q, applies, null, p, {
      where: [...where, ...tutorApplications(signedIn(ctx))(p)],
    });
    const ok = new Set(own.map((r) => String(r.cCloudRecruitmentApplyId)));
    const other = ids.find((id) => !ok.has(id));
    if (other !== undefined) {
      await visibleRow(q, applies, null, other);
      throw forbidden('只能标记投递到本企业职位的简历');
    }
  } else {
    await visibleRows(q, applies, ctx.caller, ids, 'read');
  }
  await q.query(
    'update "CloudRecruitmentApply" set "fMarkStatus" = $2 where "cCloudRecruitmentApplyId" = any($1)',
    [ids, input.fMarkStatus],
  );
  return null;
});

/** Students see the job board: reviewed, published posts only (the chain's drafts stay with the posters). */
const onBoard = () => ['t."fStatus" = 1', 't."fIsPublish" = 1'];

const postPage: Handler = onNoRow(
  'a page list: the scope (for students, the job board only) is applied in its query',
  (ctx, input) =>
    isStudent(ctx.caller) ? pageOfRows(ctx.db, posts, ctx.caller, input.query, onBoard) : page(ctx, input),
);

const postModel: Handler = onRow({
  target: { entity: 'CloudRecruitment', key: ({ query }) => query.cCloudRecruitmentId, access: 'read' },
  rule: (caller, row) =>
    isStudent(caller) && postState(row) !== 'recruiting' && postState(row) !== 'finished'
      ? '该职位尚未发布'
      : undefined,
  work: async (_a, _input, row) => row,
});

export const applicationHandlers: Record<string, Handler> = {
  AddCloudRecruitmentApply: apply,
  DeleteCloudRecruitmentApplyIDS: withdraw,
  MarkCloudRecruitmentApplyIDS: mark,
  GetCloudRecruitmentApplyPageList: applyPage,
  GetCloudRecruitmentApplyModel: applyModel,
  GetCloudRecruitmentPageList: postPage,
  GetCloudRecruitmentModel: postModel,
  GetCloudResumeModel: sentResumeModel('CloudResume', 'cCloudResumeId'),
  GetCloudResumeBaseModel: sentResumeModel('CloudResumeBase', 'cCloudResumeBaseId'),
};
