import { displayFileName } from '@practice/sdk';
import type { Queryable, Row } from '../../../db/driver.js';
import { Params } from '../../../db/params.js';
import { buildBatchZip, fileStorage, type ZipRecord } from '../../../files/index.js';
import { recordingStorage } from '../../../files/upload-ledger.js';
import { forbidden } from '../../../http/errors.js';
import { type Handler, type OpContext, signedIn } from '../../context.js';
import { onNoRow, onRows } from '../../declared.js';
import { selectRows, visibleRows } from '../../rows.js';
import { applies, tutorApplications } from './applications.js';
import { teams } from './project.js';
import { selections } from './seats.js';
import { idsOf, keysOf, selected } from './shared.js';

/*
 * Batch downloads (SPEC §7.3): the files of the selected rows the caller may see, one folder per row, packed
 * by the files module into a zip under batch-download/. The answer is the zip's storage key, which the SDK's
 * batchDownload() turns into a /files/ URL and fetches.
 */

const named = (...parts: unknown[]) =>
  parts.filter((p) => p !== null && p !== undefined && p !== '').join('_');

/** Files of rows grouped by one key column, each named after its task so that two hand-ins never collide. */
async function filesBy(q: Queryable, sql: string, keys: readonly unknown[]) {
  const byKey = new Map<string, { path: string; name: string }[]>();
  for (const f of await q.query(sql, [keys])) {
    const list = byKey.get(String(f.owner)) ?? [];
    list.push({ path: String(f.cFilePath), name: named(f.cTaskName, displayFileName(String(f.cFilePath))) });
    byKey.set(String(f.owner), list);
  }
  return byKey;
}

async function zipOf(ctx: OpContext, records: ZipRecord[], zipName: string): Promise<string> {
  // The zip is noted as the caller's: only they may fetch it at /files (files/file-readers.ts).
  const storage = recordingStorage(fileStorage(ctx.config), ctx.db, signedIn(ctx));
  const [school] = await ctx.db.query('select "cSchoolName" from "School" where "fSchoolId" = $1', [
    ctx.caller?.schoolId ?? '',
  ]);
  const zip = await buildBatchZip(storage, {
    records,
    zipName,
    schoolName: (school?.cSchoolName as string | undefined) ?? null,
  });
  return zip.path;
}

/** BatchDownloadPracticeStudent: every task file each selected student handed in. */
const practiceStudents: Handler = onRows({
  target: selected('PracticeStudent'),
  work: async (ctx, _input, rows) => {
    const files = await filesBy(
      ctx.q,
      `select k."cPracticeStudentId" as owner, k."cFilePath", pt."cTaskName" from "PracticeStudentTask" k
       left join "PracticeTask" pt on pt."cPracticeTaskId" = k."cPracticeTaskId"
      where k."cPracticeStudentId" = any($1) and coalesce(k."cFilePath", '') <> '' order by pt."fSort", k."tCreateDate"`,
      keysOf(selections, rows),
    );
    const records = rows.map((r: Row) => ({
      folder: named(r.cRealName, r.cNumber, r.cPracticeName),
      files: files.get(String(r.cPracticeStudentId)) ?? [],
    }));
    return zipOf(ctx, records, '选课学生材料.zip');
  },
});

/** BatchDownloadProjectTeam: every task file each selected team handed in. */
const projectTeams: Handler = onRows({
  target: selected('ProjectTeam'),
  work: async (ctx, _input, rows) => {
    const files = await filesBy(
      ctx.q,
      `select k."cProjectTeamId" as owner, k."cFilePath", pt."cTaskName" from "ProjectTeamTask" k
       left join "ProjectTask" pt on pt."cProjectTaskId" = k."cProjectTaskId"
      where k."cProjectTeamId" = any($1) and coalesce(k."cFilePath", '') <> '' order by pt."fSort", k."tCreateDate"`,
      keysOf(teams, rows),
    );
    const records = rows.map((r: Row) => ({
      folder: named(r.cTeamName, r.cProjectName),
      files: files.get(String(r.cProjectTeamId)) ?? [],
    }));
    return zipOf(ctx, records, '项目团队材料.zip');
  },
});

/**
 * BatchDownloadCloudRecruitmentApply: the resume each applicant sent (the copy made when sending). An
 * enterprise tutor's applications are those to their company's posts (applications.ts), a scope of its own.
 */
const recruitmentApplies: Handler = onNoRow(
  'the applications are read by its own query’s scope: an enterprise tutor’s are those to their company’s posts',
  async (ctx, { body }) => {
    const me = signedIn(ctx);
    let rows: Row[];
    if (me.kind === 'companyTutor') {
      const ids = [...new Set(idsOf(body).map(String))];
      const p = new Params();
      rows = await selectRows(ctx.db, applies, null, p, {
        where: [`t."cCloudRecruitmentApplyId" = any(${p.add(ids)})`, ...tutorApplications(me)(p)],
      });
      if (rows.length !== ids.length) throw forbidden('无权下载所选简历');
    } else {
      rows = await visibleRows(ctx.db, applies, me, idsOf(body));
    }
    const records = rows.map((r) => ({
      folder: named(r.cRealName, r.cJobName),
      files: r.cFilePath ? [String(r.cFilePath)] : [],
    }));
    return zipOf(ctx, records, '投递简历.zip');
  },
);

export const downloadHandlers: Record<string, Handler> = {
  BatchDownloadPracticeStudent: practiceStudents,
  BatchDownloadProjectTeam: projectTeams,
  BatchDownloadCloudRecruitmentApply: recruitmentApplies,
};
