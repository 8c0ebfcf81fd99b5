import { ident, tableOf } from '../../../db/tables.js';
import type { Handler } from '../../context.js';
import { visibleRow } from '../../rows.js';

/**
 * Download counters (SPEC §7.3 "download-count calls"): whoever may see a file counts one download of it.
 * The increment is one UPDATE that reads the stored value, so parallel downloads never lose a count, and
 * coalesce starts rows whose counter was never set at zero.
 */
function countDownload(entity: string, from: 'body' | 'query'): Handler {
  const t = tableOf(entity);
  return async (ctx, input) => {
    const id = (from === 'body' ? (input.body as Record<string, unknown>) : input.query)[t.key];
    await visibleRow(ctx.db, t, ctx.caller, id);
    await ctx.db.query(
      `update ${ident(t.name)} set "fDownloadCount" = coalesce("fDownloadCount", 0) + 1 where ${ident(t.key)} = $1`,
      [String(id)],
    );
    return null;
  };
}

export const counterHandlers: Record<string, Handler> = {
  AddPracticeResourceDownloadCount: countDownload('PracticeResource', 'body'),
  AddProjectResourceDownloadCount: countDownload('ProjectResource', 'body'),
  AddCommonResourceDownloadCount: countDownload('CommonResource', 'body'),
  AddCloudResourceDownloadCount: countDownload('CloudResource', 'body'),
  UpdateTutorialInfoDownloadCount: countDownload('TutorialInfo', 'body'),
  // The one counter the spec names as a GET: its key arrives in the query.
  EditCloudSeminarTeachFileDownloadCount: countDownload('CloudSeminarTeachFile', 'query'),
};
