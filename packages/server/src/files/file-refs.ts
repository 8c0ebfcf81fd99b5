/**
 * What a write may point at (the security issue's item 2): a stored path written into a row must be one the
 * caller uploaded (upload-ledger.ts), one the row already holds (re-saving a row unchanged, the seed's sample
 * files among them), a public portal picture, or one the caller may already read (file-readers.ts). Otherwise a student could point a hand-in at another
 * school's resume, and the tutor's batch zip and the /files check (which follows references) would hand it
 * over. The generic write path (ops/write.ts) calls assertFileRefs for every Add and Edit; the specific calls
 * that write a file column themselves (update-file calls, hand-ins, the profile) call it too.
 */
import { OSS_PREFIX } from '@practice/sdk';
import type { Caller } from '../auth/caller.js';
import type { Queryable, Row } from '../db/driver.js';
import { ident, type Table } from '../db/tables.js';
import { DIRECT_MESSAGES, unverifiedAmong } from './direct-uploads.js';
import { FILE_MESSAGES, FileError } from './errors.js';
import { mayReadFile } from './file-readers.js';
import { pathsInFileValue, pathsInHtml } from './file-values.js';
import { objectStoreFolderOf } from './object-store-folder.js';
import { isPublicFile } from './public-folders.js';
import { fileRefsOf, type RefColumn, type RefTable, UPLOAD_INPUT_KINDS } from './ref-columns.js';
import { uploadedBy } from './upload-ledger.js';

const pathsIn = (kind: RefColumn['kind'], value: unknown): string[] =>
  kind === 'html' ? (typeof value === 'string' ? pathsInHtml(value) : []) : pathsInFileValue(value);

async function isUploadItem(q: Queryable, templateItemId: unknown): Promise<boolean> {
  if (templateItemId === null || templateItemId === undefined) return false;
  const rows = await q.query<{ kind: number | null }>(
    'select "fFontType" as kind from "TemplateItem" where "fTemplateItemId" = $1',
    [String(templateItemId)],
  );
  return UPLOAD_INPUT_KINDS.includes(Number(rows[0]?.kind));
}

/** Every key the row's file columns hold now: what re-saving it may keep. */
function heldBy(refs: RefTable, row: Row | undefined): Set<string> {
  const held = new Set<string>();
  if (!row) return held;
  for (const c of refs.columns) for (const path of pathsIn(c.kind, row[c.wire])) held.add(path);
  return held;
}

/**
 * Direct uploads to object storage (SPEC §7.4, 'oss/{school}/...') never pass through this server: the
 * temporary credentials (sts.ts) let a caller write under their own school's folder only, so that is what
 * they may name.
 */
async function ownObjectStorePaths(
  q: Queryable,
  caller: Caller,
  paths: readonly string[],
): Promise<Set<string>> {
  const oss = paths.filter((p) => p.startsWith(OSS_PREFIX));
  if (!oss.length) return new Set();
  const folder = await objectStoreFolderOf(q, caller.schoolId);
  return new Set(oss.filter((p) => p.split('/')[1] === folder));
}

/**
 * Refuses (403 无权引用该文件) any of `paths` the caller may not name: not public, not in `held`, not their
 * upload, not readable by them, or a direct upload not verified. One ledger statement for all of them; the read check only for the rest.
 */
export async function assertPathsNameable(
  q: Queryable,
  caller: Caller,
  paths: Iterable<string>,
  held: ReadonlySet<string> = new Set(),
): Promise<void> {
  const open = [...new Set(paths)].filter((p) => !held.has(p) && !isPublicFile(p));
  if (!open.length) return;
  // A direct upload not verified may hold anything (it never passed the content rules): nobody may name it,
  // the platform admin included, who may otherwise name any file.
  if ((await unverifiedAmong(q, open)).length) throw new FileError(DIRECT_MESSAGES.unverified, 403);
  const mine = await uploadedBy(q, caller.userId, open);
  const rest = open.filter((p) => !mine.has(p));
  if (!rest.length) return;
  const objectStore = await ownObjectStorePaths(q, caller, rest);
  // A file the caller may already read (a course document, an audited common resource copied into a
  // course) may be named again: it gives nobody a file they could not fetch before.
  for (const path of rest.filter((p) => !objectStore.has(p))) {
    if (!(await mayReadFile(q, caller, path))) throw new FileError(FILE_MESSAGES.referenceForbidden, 403);
  }
}

/**
 * The check for values about to be written into `t`. `rowKey` names the row an edit changes (its current
 * file values may stay); an add has none. Costs nothing for tables without file columns or values that set
 * none of them.
 */
export async function assertFileRefs(
  q: Queryable,
  t: Table,
  caller: Caller,
  values: Row,
  rowKey?: unknown,
): Promise<void> {
  const refs = fileRefsOf(t);
  const written = refs?.columns.filter((c) => values[c.wire] !== undefined && values[c.wire] !== null) ?? [];
  if (!refs || !written.length) return;
  let current: Row | undefined;
  const stored = async () => {
    if (current === undefined && rowKey !== undefined && rowKey !== null) {
      [current] = await q.query(`select * from ${ident(t.name)} where ${ident(t.key)} = $1`, [
        String(rowKey),
      ]);
    }
    return current;
  };
  const paths: string[] = [];
  for (const c of written) {
    if (c.kind === 'item') {
      const itemId = values.fTemplateItemId ?? (await stored())?.fTemplateItemId;
      if (!(await isUploadItem(q, itemId))) continue;
    }
    paths.push(...pathsIn(c.kind, values[c.wire]));
  }
  if (!paths.length) return;
  await assertPathsNameable(q, caller, paths, heldBy(refs, await stored()));
}
