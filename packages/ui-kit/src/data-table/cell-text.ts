import { formatByDisplay } from '@practice/sdk';
import { emptyLabel } from '../tone.js';
import type { TableColumn, TableRow } from './types.js';

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/**
 * A cell's text as the screen shows it (and the export writes it): enum labels, formatted dates, and
 * 未上传 / 未填写 for empty values.
 */
export function cellText<Row extends TableRow>(column: TableColumn<Row>, row: Row): string {
  if (column.text) return column.text(row);
  const value = row[column.key];
  const display = column.display ?? 'text';
  if (isEmpty(value)) return emptyLabel(display);
  if (column.enum) return column.enum.labelOf(value) || emptyLabel(display);
  if (display === 'dateTime' || display === 'date') return formatByDisplay(display, value);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
