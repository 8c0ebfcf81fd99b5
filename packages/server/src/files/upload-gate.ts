/**
 * The one gate every upload path passes before a byte is stored (BatchUpload, UploadImageNoPro, /file/upload,
 * MultipartMerge): the folder must be plain, and a public preset exactly (public-folders.ts); and only those
 * who edit the portal may put anything there. Content is checked afterwards by content-type.ts, once the
 * bytes are read; the stored path is then noted in the ledger (upload-ledger.ts).
 */
import type { UploadFolder } from '@practice/sdk';
import { operations } from '@practice/sdk/contract';
import type { Caller } from '../auth/caller.js';
import type { Queryable } from '../db/driver.js';
import { FILE_MESSAGES, FileError } from './errors.js';
import { publicPresetOf } from './public-folders.js';
import { checkUploadFolder } from './storage-path.js';

/** The writes of the portal entity whose pictures a public preset holds (grants are data: app_role_api). */
const writesOf = (entity: string): string[] => {
  const names = operations
    .filter((op) => op.entity === entity && (op.kind === 'add' || op.kind === 'edit'))
    .map((op) => op.name);
  if (!names.length) throw new Error(`the contract has no writes of ${entity}`);
  return names;
};

const NEWS_WRITES = writesOf('GatewayNewsInfo');
const PORTAL_WRITES: Partial<Record<UploadFolder, readonly string[]>> = {
  richText: NEWS_WRITES,
  news: NEWS_WRITES,
  banner: writesOf('GatewayAdvertisementInfo'),
};

/** Whether the caller may write into a public preset: the platform admin, or a role granted its entity's writes. */
async function editsPortal(q: Queryable, caller: Caller, preset: UploadFolder): Promise<boolean> {
  if (caller.kind === 'platformAdmin') return true;
  const writes = PORTAL_WRITES[preset] ?? [];
  if (!writes.length || !caller.roleIds.length) return false;
  const rows = await q.query(
    'select 1 from app_role_api where role_id = any($1) and operation = any($2) limit 1',
    [[...caller.roleIds], [...writes]],
  );
  return rows.length > 0;
}

/** The folder an upload may go to, or a FileError: 上传目录不合法 (400), 无权上传到该目录 (403). */
export async function admitFolder(q: Queryable, caller: Caller, folder: string): Promise<string> {
  const checked = checkUploadFolder(folder);
  const preset = publicPresetOf(checked);
  if (preset && !(await editsPortal(q, caller, preset)))
    throw new FileError(FILE_MESSAGES.folderForbidden, 403);
  return checked;
}
