import { enums } from '@practice/sdk/contract';
import { StatusTag, type TableRow } from '@practice/ui-kit';
import { bulkCall, type ListActions } from '../../../entity-list/index.js';

const { DeadlineStatus, FinishStatus, PublishStatus, ReviewStatus } = enums;

/*
 * The job status chain (SPEC §4): fStatus is reviewed first; only a passed post shows fIsPublish, only a
 * published one fIsFinished, and the text shown is the last applicable one: a post still recruiting whose
 * deadline has passed (fIsExpired, worked out by the server) reads 已截止. Each step of the chain is one
 * button, drawn only while every selected post can take it (the server refuses the rest with the reason).
 */

export const JOB_KEY = 'cCloudRecruitmentId';

export type PostState = 'unreviewed' | 'rejected' | 'passed' | 'recruiting' | 'finished';

export function postState(row: TableRow): PostState {
  if (Number(row.fStatus) === enums.ReviewStatus.failed) return 'rejected';
  if (Number(row.fStatus) !== enums.ReviewStatus.passed) return 'unreviewed';
  if (Number(row.fIsPublish) !== enums.PublishStatus.published) return 'passed';
  return Number(row.fIsFinished) === enums.FinishStatus.ended ? 'finished' : 'recruiting';
}

/** A recruiting post past its deadline: it takes no more applications (the server refuses them). */
export const isExpired = (row: TableRow) =>
  postState(row) === 'recruiting' && Number(row.fIsExpired) === enums.DeadlineStatus.expired;

/** The chain's last applicable status as its enum and value: 未审核 … 审核通过, 未发布, 招聘中, 已截止, 已结束. */
function chainStatus(row: TableRow) {
  const state = postState(row);
  if (state === 'unreviewed' || state === 'rejected') return { enumDef: ReviewStatus, value: row.fStatus };
  if (state === 'passed') return { enumDef: PublishStatus, value: 0 };
  if (isExpired(row)) return { enumDef: DeadlineStatus, value: 1 };
  return { enumDef: FinishStatus, value: state === 'finished' ? 1 : 0 };
}

/** The chain's last applicable status as its coloured tag. */
export function ChainStatus({ row }: { row: TableRow }) {
  const { enumDef, value } = chainStatus(row);
  return <StatusTag enumDef={enumDef} value={value} />;
}

/** The chain text for exports and plain cells. */
export function chainText(row: TableRow): string {
  const { enumDef, value } = chainStatus(row);
  return enumDef.labelOf(value);
}

const published = (r: TableRow) => ['recruiting', 'finished'].includes(postState(r));

/** The states each step starts from, as the server's chain table (server ops/specific/practice/recruitment.ts). */
const FROM: Record<string, (r: TableRow) => boolean> = {
  Auth: (r) => ['unreviewed', 'rejected'].includes(postState(r)),
  UnAuth: (r) => ['unreviewed', 'passed'].includes(postState(r)),
  Publish: (r) => postState(r) === 'passed',
  UnPublish: (r) => postState(r) === 'recruiting',
  Top: (r) => published(r) && Number(r.fIsTop) !== enums.IsTop.pinned,
  UnTop: (r) => Number(r.fIsTop) === enums.IsTop.pinned,
  Finish: (r) => postState(r) === 'recruiting',
  UnFinish: (r) => postState(r) === 'finished',
  Refresh: (r) => postState(r) === 'recruiting',
};

/** Whether a step applies to every selected post; with none selected every step is offered (and asks for one). */
export const stepApplies = (step: string, selected: readonly TableRow[]) =>
  selected.length === 0 || selected.every((r) => FROM[step]?.(r) ?? false);

/** The toolbar handlers of the chain's steps: 审核通过, 发布, 置顶, 结束招聘, 刷新 and their undoing. */
export const CHAIN_HANDLERS: ListActions = Object.fromEntries(
  Object.keys(FROM).map((step) => {
    const operation = `${step}CloudRecruitmentIDS`;
    return [
      operation,
      { ...bulkCall(operation, { key: JOB_KEY }), shown: (rows) => stepApplies(step, rows) },
    ];
  }),
);
