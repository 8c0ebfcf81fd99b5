/**
 * Where rows reference stored files, derived once from the catalogue: every field shown as a file, image or
 * video holds a key, rich text holds /files URLs, and the filled-in items of template forms (diaries,
 * materials, reviews) hold a key when their template item is an upload. The write check (file-refs.ts) and
 * the /files check (file-readers.ts) both read this list, so a new file field is covered by both at once.
 */
import { enums } from '@practice/sdk/contract';
import { type Table, tables } from '../db/tables.js';

/** 'key': the value is (or lists) storage keys; 'html': rich text; 'item': a key when the item is an upload. */
export type RefKind = 'key' | 'html' | 'item';

export interface RefColumn {
  readonly wire: string;
  readonly kind: RefKind;
}

export interface RefTable {
  readonly table: Table;
  readonly columns: readonly RefColumn[];
}

/** The input kinds of a template item whose value is an uploaded file (图片上传, 文件上传). */
export const UPLOAD_INPUT_KINDS: readonly number[] = enums.TemplateInputKind.options
  .filter((o) => o.label.endsWith('上传'))
  .map((o) => Number(o.value));

const KEY_DISPLAYS = new Set(['file', 'image', 'video']);

/**
 * A filled-in template item: the catalogue's template value entities name their item (a ref, unlike the
 * template item itself) and copy its input kind.
 */
const isTemplateValue = (t: Table) =>
  t.entity.fields.fFontType?.enum === enums.TemplateInputKind &&
  t.entity.fields.fTemplateItemId?.ref === 'TemplateItem' &&
  !!t.entity.fields.cContent;

function buildRefTable(t: Table): RefTable | null {
  const columns: RefColumn[] = [];
  for (const c of t.columns) {
    if (c.field.joined) continue;
    if (KEY_DISPLAYS.has(c.field.display)) columns.push({ wire: c.wire, kind: 'key' });
    else if (c.field.display === 'richText') columns.push({ wire: c.wire, kind: 'html' });
  }
  if (isTemplateValue(t)) columns.push({ wire: 'cContent', kind: 'item' });
  return columns.length ? { table: t, columns } : null;
}

export const REF_TABLES: readonly RefTable[] = tables.flatMap((t) => buildRefTable(t) ?? []);

const byName = new Map(REF_TABLES.map((r) => [r.table.name, r]));

/** The file-referencing columns of one table, or none. */
export const fileRefsOf = (t: Table): RefTable | undefined => byName.get(t.name);
