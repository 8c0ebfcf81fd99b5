import { DOWNLOAD_CONFIRM, DOWNLOAD_PREPARING, DOWNLOAD_READY } from '@practice/sdk';
import { confirmAction, dismissNotice, notify, saveWithLink } from '@practice/ui-kit';
import { callOperation } from '../entity-list/index.js';

/** The workbook GetAppUserImportTemplate hands out is saved under this name. */
export const TEMPLATE_NAME = '用户导入模板.xlsx';

/** Fetches the server's import template (SPEC §3 columns) and saves it. A refusal is the SDK's toast. */
export async function saveImportTemplate(): Promise<void> {
  const blob = (await callOperation('GetAppUserImportTemplate', {})) as Blob;
  saveWithLink(blob, TEMPLATE_NAME);
}

/** The toolbar's 下载模板, with the download messages of SPEC §8. */
export async function downloadTemplateAsked(): Promise<void> {
  if (!(await confirmAction(DOWNLOAD_CONFIRM))) return;
  const notice = notify('loading', DOWNLOAD_PREPARING);
  try {
    await saveImportTemplate();
  } catch {
    return;
  } finally {
    dismissNotice(notice);
  }
  notify('success', DOWNLOAD_READY);
}
