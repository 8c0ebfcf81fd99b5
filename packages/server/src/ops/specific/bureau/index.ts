import { recordAudit } from '../../../audit/record.js';
import type { Queryable, Row } from '../../../db/driver.js';
import { contentDisposition } from '../../../files/disposition.js';
import { badRequest } from '../../../http/errors.js';
import type { Handler } from '../../context.js';
import { type Acting, onRowIfNamed } from '../../declared.js';
import { BUREAU_COLUMNS, missingOf } from './columns.js';
import { bureauBatches, monthDays } from './rows.js';
import { XlsxSheetWriter } from './xlsx-stream.js';

/*
 * 实习数据上报 (issue 30, part 4): the check of the month's report and the report itself as an .xlsx. A school
 * admin reports their own school; the platform admin names the school. The school is loaded through the row
 * scope, so a school admin naming another school is refused before a row is read.
 */

interface BureauQuery {
  readonly fSchoolId?: string;
  readonly cMonth: string;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The school the report is about: the one named (already in the caller's scope), else the caller's own. */
async function schoolOf(a: Acting, named: Row | undefined): Promise<{ id: string; name: string }> {
  if (named) return { id: String(named.fSchoolId), name: String(named.cSchoolName) };
  const own = a.caller?.kind === 'platformAdmin' ? null : a.caller?.schoolId;
  if (!own) throw badRequest('请选择学校');
  const [row] = await a.q.query<{ cSchoolName: string }>(
    'select "cSchoolName" from "School" where "fSchoolId" = $1',
    [own],
  );
  if (!row) throw badRequest('请选择学校');
  return { id: own, name: row.cSchoolName };
}

const bureauHandler = (
  work: (a: Acting, school: { id: string; name: string }, cMonth: string) => Promise<unknown>,
) =>
  onRowIfNamed({
    target: {
      entity: 'School',
      access: 'read',
      key: (i) => (i.query as Partial<BureauQuery>).fSchoolId,
      refusals: { forbidden: '只能上报本校的实习数据', notFound: '学校不存在或已被删除' },
    },
    work: async (a, input, named) => {
      const { cMonth } = input.query as unknown as BureauQuery;
      return work(a, await schoolOf(a, named), cMonth);
    },
  });

const check = bureauHandler(async (a, school, cMonth) => {
  let fRows = 0;
  const gaps: { fInternshipStudentId: string; cRealName: string; cNumber: string; missing: string[] }[] = [];
  for await (const batch of bureauBatches(a.q, school.id, monthDays(cMonth))) {
    fRows += batch.length;
    for (const row of batch) {
      const missing = missingOf(row);
      if (missing.length)
        gaps.push({
          fInternshipStudentId: row.fInternshipStudentId,
          cRealName: row.cRealName ?? '',
          cNumber: row.cNumber ?? '',
          missing,
        });
    }
  }
  return { fRows, gaps };
});

/** 实习数据上报_<学校>_<YYYY-MM>.xlsx */
export const bureauFileName = (schoolName: string, cMonth: string) =>
  `实习数据上报_${schoolName}_${cMonth}.xlsx`;

const HEADER_ROW = 4;

/** The sheet as a stream: each pull reads one batch and deflates its rows, so the reader paces the reading. */
function reportStream(
  q: Queryable,
  school: { id: string; name: string },
  cMonth: string,
): ReadableStream<Uint8Array> {
  const batches = bureauBatches(q, school.id, monthDays(cMonth));
  // The next batch is read while this one is written: the database and the deflater work side by side.
  // A read the reader no longer waits for (a cancelled download) must not fail the process unhandled.
  const readAhead = () => {
    const next = batches.next();
    next.catch(() => undefined);
    return next;
  };
  let ahead = readAhead();
  let sheet: XlsxSheetWriter;
  let n = 0;
  let gone = false;
  let chunks = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      // Compressed bytes arrive from zlib's events; once the reader has gone they have nowhere to go.
      sheet = new XlsxSheetWriter(
        { sheetName: '实习数据', widths: BUREAU_COLUMNS.map((c) => c.width), headerRow: HEADER_ROW },
        (chunk) => {
          chunks += 1;
          if (!gone) controller.enqueue(chunk);
        },
        (error) => {
          if (!gone) controller.error(error);
        },
      );
      const t = (v: string) => ({ t: 'text', v }) as const;
      sheet.row([t('实习数据上报表')], true);
      sheet.row([t('学校'), t(school.name), t('月份'), t(cMonth)]);
      sheet.row([]);
      sheet.row(
        BUREAU_COLUMNS.map((c) => t(c.label)),
        true,
      );
    },
    // A pull must hand the reader something, or the stream never asks again: zlib gives its bytes back
    // asynchronously and keeps a small batch to itself, so batches are written until some bytes came out.
    async pull(controller) {
      const before = chunks;
      while (chunks === before) {
        const next = await ahead;
        if (next.done) {
          await sheet.end();
          controller.close();
          return;
        }
        ahead = readAhead();
        for (const row of next.value) {
          n += 1;
          sheet.row(BUREAU_COLUMNS.map((c) => c.cell(row, n)));
        }
        await sheet.flush();
      }
    },
    async cancel() {
      gone = true;
      sheet.cancel();
      await batches.return(undefined);
    },
  });
}

const exportReport = bureauHandler(async (a, school, cMonth) => {
  const name = bureauFileName(school.name, cMonth);
  // The file hands out a school's students: logged as 导出 before its first byte, whoever asked.
  await recordAudit(a.q, a, {
    kind: 'export',
    op: a.op,
    entity: 'School',
    ids: [school.id],
    changes: [
      { f: 'cMonth', l: '月份', b: null, a: cMonth },
      { f: 'cFileName', l: '文件名', b: null, a: name },
    ],
    school: school.id,
  });
  return new Response(reportStream(a.q, school, cMonth), {
    headers: {
      'Content-Type': XLSX_TYPE,
      'Content-Disposition': contentDisposition(name),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});

export const bureauHandlers: Record<string, Handler> = {
  CheckBureauReport: check,
  ExportBureauReport: exportReport,
};
