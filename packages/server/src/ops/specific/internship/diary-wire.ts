import { enums } from '@practice/sdk/contract';
import { nowText } from '../../../db/dates.js';
import type { Queryable, Row } from '../../../db/driver.js';
import { tableOf } from '../../../db/tables.js';
import { badRequest, refused } from '../../../http/errors.js';
import { type Handler, signedIn } from '../../context.js';
import { type OneTarget, onNoRow, onRowIfNamed } from '../../declared.js';
import { runOperation } from '../../delegate.js';
import { visibleRow } from '../../rows.js';
import { type PageResult, pageOfRows } from '../../standard/page.js';
import { courseRow } from './shared.js';
import { withTutorNames } from './students.js';

/*
 * The calls the production back end's own clients make for a student's diaries (a public client of it shows
 * them): 我的实习 with counts in one call, and a whole diary saved in one body. The second is made of the
 * contract's own diary and diary-item writes (delegate.ts) in one transaction, so every rule of those (the
 * student's own course, a closed course, a passed diary, reviewer-only fields, file references, item kinds)
 * holds, and a refused item leaves nothing of the diary behind.
 */

const SUBMIT = 1;

/** What each of the student's course rows carries besides the row: the course's batch, who reviews, counts. */
export async function withRelateCounts(q: Queryable, rows: Row[]) {
  if (!rows.length) return rows;
  const counts = await q.query(
    `select s."fInternshipStudentId" as id, c."fTemplateBatchInfoId" as batch,
        exists (select 1 from "InternshipTutorStudent" ts join "InternshipTutor" tt using ("fInternshipTutorId")
                 where ts."fInternshipStudentId" = s."fInternshipStudentId" and tt."fType" = 1) as in_school,
        exists (select 1 from "InternshipTutorStudent" ts join "InternshipTutor" tt using ("fInternshipTutorId")
                 where ts."fInternshipStudentId" = s."fInternshipStudentId" and tt."fType" = 2) as enterprise,
        (select count(*) from "InternshipDiary" d where d."fInternshipStudentId" = s."fInternshipStudentId")::int as diaries,
        (select count(*) from "InternshipSummary" m where m."fInternshipStudentId" = s."fInternshipStudentId")::int as summaries,
        (select count(*) from "InternshipStudentGeneralReview" r
          where r."fInternshipStudentId" = s."fInternshipStudentId" and r."fStatus" = 1)::int as reviews,
        (select count(*) from "InternshipInterview" i where i."fInternshipStudentId" = s."fInternshipStudentId")::int as interviews
       from "InternshipStudent" s left join "InternshipInfo" c using ("fInternshipInfoId")
      where s."fInternshipStudentId" = any($1)`,
    [rows.map((r) => r.fInternshipStudentId)],
  );
  const byId = new Map(counts.map((c) => [c.id, c]));
  for (const r of rows) {
    const c = byId.get(r.fInternshipStudentId);
    r.fTemplateBatchInfoId = c?.batch ?? null;
    r.fIsNeedDiaryReview1 = c?.in_school ? 1 : 0;
    r.fIsNeedDiaryReview2 = c?.enterprise ? 1 : 0;
    r.fDiaryCount = c?.diaries ?? 0;
    r.fSummaryCount = c?.summaries ?? 0;
    r.fGeneralReviewCount = c?.reviews ?? 0;
    r.fInterviewCount = c?.interviews ?? 0;
  }
  return rows;
}

/** 我的实习: the caller's own course rows ("ByUser"), whoever they are; a teacher simply has none. */
const myInternships = onNoRow(
  'the caller’s own course rows: a page list, scoped in its query and kept to the caller’s account',
  async (a, { query }) => {
    const userId = signedIn(a).userId;
    const result = (await pageOfRows(a.q, tableOf('InternshipStudent'), a.caller, query, (p) => [
      `t."fUserId" = ${p.add(userId)}`,
    ])) as PageResult;
    await withTutorNames(a.q, result.List);
    await withRelateCounts(a.q, result.List);
    return result;
  },
);

/** The body's own fields; every other key names a diary item. */
const DIARY_FIELDS = new Set([
  'fInternshipDiaryId',
  'cDiaryName',
  'tDiaryDate',
  'fInternshipStudentId',
  'fInternshipInfoId',
  'fSubmitType',
  'fTemplateBatchInfoId',
  'fType',
  'fIsNeedDiaryReview1',
  'fIsNeedDiaryReview2',
]);

/**
 * The template a new diary is written on: the course batch's diary template (TemplateType 3) whose items the
 * body answers (a batch may hold more than one), else its first; null when the course has none.
 */
async function diaryTemplateOf(
  q: Queryable,
  batchId: unknown,
  keys: readonly string[],
): Promise<string | null> {
  if (batchId == null) return null;
  const rows = await q.query<{ id: string }>(
    `select t."fTemplateInfoId" as id from "TemplateInfo" t
      where t."fTemplateBatchInfoId" = $1 and t."fTemplateType" = $2
      order by exists (select 1 from "TemplateItem" i
                        where i."fTemplateInfoId" = t."fTemplateInfoId" and i."fTemplateItemId" = any($3)) desc,
               t."tCreateDate" nulls last, t."fTemplateInfoId"
      limit 1`,
    [batchId, enums.TemplateType.diary, keys],
  );
  return rows[0]?.id ?? null;
}

interface Line {
  /** The diary's existing line for the item, if any. */
  readonly lineId: string | null;
  readonly itemId: string;
  readonly value: string;
}

/** The diary an existing one's save names (a new diary names none: its student is checked by its add). */
const diaryNamed: OneTarget = {
  entity: 'InternshipDiary',
  key: ({ body }) => {
    const id = (body as Row).fInternshipDiaryId;
    return typeof id === 'string' && id ? id : null;
  },
  access: 'write',
  lock: true,
};

const saveWholeDiary = onRowIfNamed({
  target: diaryNamed,
  work: async (ctx, { body }, current) => {
    const { q } = ctx;
    const b = body as Row;
    if (b.fType !== undefined && b.fType !== enums.TemplateType.diary)
      throw badRequest('fType 只能为 3（日志模板）');
    const id = (current?.fInternshipDiaryId as string | undefined) ?? null;
    const course = await courseRow(q, b.fInternshipInfoId);
    if (b.fTemplateBatchInfoId !== undefined && b.fTemplateBatchInfoId !== course.fTemplateBatchInfoId) {
      throw refused('模板批次与实习课程不一致');
    }
    const answered = Object.keys(b).filter((key) => !DIARY_FIELDS.has(key));
    const templateId =
      (current?.fTemplateInfoId as string | null | undefined) ??
      (await diaryTemplateOf(q, course.fTemplateBatchInfoId, answered));
    const items = templateId
      ? await q.query<{ id: string; name: string; required: number | null }>(
          `select "fTemplateItemId" as id, "cTemplateItemName" as name, "fIsRequired" as required
             from "TemplateItem" where "fTemplateInfoId" = $1`,
          [templateId],
        )
      : [];
    const existing = id
      ? await q.query<{ id: string; item: string; value: string | null }>(
          `select "fInternshipDiaryItemId" as id, "fTemplateItemId" as item, "cContent" as value
             from "InternshipDiaryItem" where "fInternshipDiaryId" = $1`,
          [id],
        )
      : [];
    const lines = new Map<string, Line>();
    for (const key of answered) {
      const raw = b[key];
      const line = existing.find((l) => l.id === key);
      const itemId = line?.item ?? items.find((i) => i.id === key)?.id;
      if (!itemId) throw badRequest(`日志项不存在：${key}`);
      const lineId = line?.id ?? existing.find((l) => l.item === itemId)?.id ?? null;
      lines.set(itemId, { lineId, itemId, value: raw == null ? '' : String(raw) });
    }
    const submit = b.fSubmitType === SUBMIT;
    if (submit) {
      // A draft may leave items blank; a diary handed in for review may not leave a required one.
      for (const item of items) {
        if (Number(item.required) !== 1) continue;
        const value = lines.get(item.id)?.value ?? existing.find((l) => l.item === item.id)?.value ?? '';
        if (!value.trim()) throw badRequest(`请填写${item.name}`);
      }
    }
    const diary = {
      fInternshipInfoId: b.fInternshipInfoId,
      fInternshipStudentId: b.fInternshipStudentId,
      cDiaryName: b.cDiaryName,
      tDiaryDate: b.tDiaryDate ?? current?.tDiaryDate ?? nowText().slice(0, 10),
      fStatus: submit ? 1 : 0,
      fTemplateInfoId: templateId,
    };
    const saved = (await (current
      ? runOperation(ctx, 'EditInternshipDiary', { body: { fInternshipDiaryId: id, ...diary }, q })
      : runOperation(ctx, 'AddInternshipDiary', { body: diary, q }))) as Row;
    const diaryId = saved.fInternshipDiaryId;
    for (const line of lines.values()) {
      await (line.lineId
        ? runOperation(ctx, 'EditInternshipDiaryItem', {
            body: { fInternshipDiaryItemId: line.lineId, fInternshipDiaryId: diaryId, cContent: line.value },
            q,
          })
        : runOperation(ctx, 'AddInternshipDiaryItem', {
            body: { fInternshipDiaryId: diaryId, fTemplateItemId: line.itemId, cContent: line.value },
            q,
          }));
    }
    return visibleRow(q, tableOf('InternshipDiary'), null, diaryId);
  },
});

export const diaryWireHandlers: Record<string, Handler> = {
  InternshipStudent_GetInternshipStudentWithRelateCountPageListByUser: myInternships,
  EditInternshipDiaryItemList: saveWholeDiary,
};
