import {
  columnsFromEntity,
  dropdownOptions,
  InputKind,
  type TableColumn,
  type TableRow,
} from '@practice/ui-kit';
import { ITEM_ENTITY } from './item-form.js';

/*
 * The items table sits beside the preview, so it shows what a form is made of first (name, kind, order,
 * required, the dropdown's choices) and keeps the rest under 列设置.
 */

const ORDER = [
  'cTemplateItemName',
  'fFontType',
  'fSort',
  'fIsRequired',
  'cFilePath',
  'cTip',
  'fScore',
  'tCreateDate',
];

/** A dropdown's choices as the student reads them; another kind's attachment path as it is. */
export const optionsText = (row: TableRow) =>
  Number(row.fFontType) === InputKind.dropdown
    ? dropdownOptions(row.cFilePath as string | null)
        .map((option) => option.label)
        .join('、')
    : String(row.cFilePath ?? '');

export function itemColumns(): TableColumn[] {
  const columns = columnsFromEntity(ITEM_ENTITY, {
    // Every row is the template the page header names.
    cTemplateName: false,
    // 排序 is changed in place: a double-click, then Enter or leaving the cell saves it.
    fSort: { editable: true },
    cFilePath: { text: optionsText },
    fScore: { hidden: true },
    tCreateDate: { hidden: true },
  });
  const rank = (key: string) => (ORDER.includes(key) ? ORDER.indexOf(key) : ORDER.length);
  return columns.sort((a, b) => rank(a.key) - rank(b.key));
}
