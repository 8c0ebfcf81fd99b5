import { ident, tableOf } from '../../../db/tables.js';
import type { Handler } from '../../context.js';
import { onRow } from '../../declared.js';

/**
 * Download counters (SPEC §7.3 "download-count calls"): whoever may see a file counts one download of it.
 * The increment is one UPDATE that reads the stored value, so parallel downloads never lose a count, and
 * coalesce starts rows whose counter was never set at zero.
 */
function countDownload(entity: string, from: 'body' | 'query'): Handler {
  const t = tableOf(entity);
  return onRow({
    target: {
      entity,
      key: ({ body, query }) => (from === 'body' ? (body as Record<string, unknown>) : query)[t.key],
      access: 'read',
    },
    work: async ({ q }, _input, row) => {
      await q.query(
        `update ${ident(t.name)} set "fDownloadCount" = coalesce("fDownloadCount", 0) + 1 where ${ident(t.key)} = $1`,
        [String(row[t.key])],
      );
      return null;
    },
  });
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
