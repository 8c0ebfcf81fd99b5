import type { TableRow } from '@practice/ui-kit';
import { callOperation } from '../../../../entity-list/index.js';
import type { ProgressInput } from './counts.js';

/*
 * The counts come from the course's ordinary lists, each asked for once with a page of at most
 * PROGRESS_ROW_CAP rows: seven calls whatever the course's size. A list longer than that is not counted at
 * all (a partial count would report handed-in work as missing); the dialog says so instead. The server rows'
 * scope is the same for every list (an enterprise tutor sees only their students and their records), so the
 * counts agree with what the caller may see.
 */

export const PROGRESS_ROW_CAP = 2000;

/** Review templates: 总体评价 and the enterprise, in-school and defence grade sheets (SPEC §3). */
export const REVIEW_TEMPLATE_TYPES = new Set([2, 4, 5, 6]);

export class TooManyRows extends Error {
  constructor(readonly what: string) {
    super(`本课程的${what}超过 ${PROGRESS_ROW_CAP} 条，无法在此统计`);
  }
}

interface Page {
  List: TableRow[];
  TotalCount: number;
}

async function wholeList(
  operation: string,
  what: string,
  query: Record<string, unknown>,
): Promise<TableRow[]> {
  const page = (await callOperation(operation, {
    ...query,
    pageNumber: 1,
    pageSize: PROGRESS_ROW_CAP,
  })) as Page;
  if (page.TotalCount > page.List.length) throw new TooManyRows(what);
  return page.List;
}

/** Today in the browser's own calendar, as the wire writes dates. */
export function localDay(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export async function loadProgress(courseId: string, today = localDay()): Promise<ProgressInput> {
  const course = { fInternshipInfoId: courseId };
  const model = (await callOperation('GetInternshipInfoModel', course)) as TableRow;
  const batch = model.fTemplateBatchInfoId as string | null | undefined;
  const [students, diaries, tasks, summaries, reviews, templates] = await Promise.all([
    wholeList('GetInternshipStudentPageList', '实习学生', course),
    wholeList('GetInternshipDiaryPageList', '实习日志', course),
    wholeList('GetInternshipSummaryTaskPageList', '总结任务', course),
    wholeList('GetInternshipSummaryPageList', '实习总结', course),
    wholeList('GetInternshipStudentGeneralReviewPageList', '总体评价', course),
    batch
      ? wholeList('GetTemplateInfoPageList', '模板', { fTemplateBatchInfoId: batch })
      : Promise.resolve([]),
  ]);
  return {
    course: model as ProgressInput['course'],
    students: students as never,
    diaries: diaries as never,
    tasks: tasks as never,
    summaries: summaries as never,
    reviews: reviews as never,
    reviewTemplates: templates.filter((t) => REVIEW_TEMPLATE_TYPES.has(Number(t.fTemplateType))) as never,
    today,
  };
}
