import { operationByName } from '@practice/sdk/contract';
import { recordAudit } from '../../../audit/record.js';
import { badRequest, forbidden } from '../../../http/errors.js';
import { signedIn } from '../../context.js';
import { onNoRow } from '../../declared.js';
import { mayCallOperation } from './grants.js';

interface ExportReport {
  cListOperation: string;
  cFileName: string;
  iRows: number;
  ids?: string[];
  cFilter?: string;
}

const LIST_KINDS = new Set(['page', 'list']);

/**
 * AddAppAuditLogExport: the console's 导出 of a list, reported once the browser has saved the workbook (it
 * writes it from rows it already read, so no other call sees the export). Logged as 导出 about the list's
 * entity, with the file, the row count and the search; a report about a list the caller may not read is
 * refused and leaves no entry.
 */
export const recordExport = onNoRow(
  'a report of a file the browser wrote from rows it had read; the caller must be allowed the list it names',
  async (a, { body }) => {
    const report = body as ExportReport;
    const list = operationByName.get(report.cListOperation);
    if (!list || !LIST_KINDS.has(list.kind)) throw badRequest(`未知的列表接口：${report.cListOperation}`);
    if (!(await mayCallOperation(a.q, signedIn(a), list))) throw forbidden('没有权限访问该接口');
    await recordAudit(a.q, a, {
      kind: 'export',
      op: a.op,
      entity: list.entity,
      ids: report.ids ?? [],
      changes: [
        { f: 'cListOperation', l: '列表接口', b: null, a: report.cListOperation },
        { f: 'cFileName', l: '文件名', b: null, a: report.cFileName },
        { f: 'iRows', l: '行数', b: null, a: report.iRows },
        ...(report.cFilter ? [{ f: 'cFilter', l: '查询条件', b: null, a: report.cFilter }] : []),
      ],
    });
    return null;
  },
);
