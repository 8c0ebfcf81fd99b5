import type { DeclaredKeys, ListedEntity, ListRowOf, OperationName, RowOf } from '@practice/sdk';
import { type EntityDef, type Field, LATE_DAYS, lateDaysLabel } from '@practice/sdk/contract';
import { createElement } from 'react';
import { LateTag, lateDaysOf } from '../status-tag.js';
import type { TableColumn, TableRow } from './types.js';

/** Per-field changes a screen makes to the derived columns; `false` drops the column. */
export type ColumnOverrides<Row extends TableRow = TableRow> = Record<
  string,
  Partial<TableColumn<Row>> | false
>;

/**
 * The column overrides of one entity's list, checked against the row its page list answers: a misspelt or
 * vanished field is a type error, and a cell's render reads the row typed (RowOf<'InternshipDiary'>). A
 * column the row does not carry (a computed one) is named with a leading underscore (_pages); it is shown
 * only when it titles itself (columnsFromEntity).
 */
export type EntityColumns<E extends ListedEntity> = RowColumns<EntityRow<E>>;

/** The same for a list filled by another call (a student's own courses): its row's fields. */
export type ListColumns<N extends OperationName> = RowColumns<ListRowOf<N> & TableRow>;

type RowColumns<Row extends TableRow> = {
  readonly [K in DeclaredKeys<Row> & string]?: Partial<TableColumn<Row>> | false;
} & { readonly [K in `_${string}`]?: Partial<TableColumn<Row>> };

/**
 * What a list screen accepts: overrides typed for any row (EntityColumns, ListColumns or plain
 * ColumnOverrides). The check is where a screen declares them; a cell's render reads the row it declared.
 */
export type AnyColumns = Readonly<Record<string, Partial<TableColumn<never>> | false | undefined>>;

/** An entity's page-list row as a table row. */
export type EntityRow<E extends ListedEntity> = RowOf<E> & TableRow;

/** A hand-in's days late read as a tag, 逾期 N 天, empty when it came on time (also in the export). */
const lateDaysColumn = {
  title: '逾期',
  width: 96,
  text: (row: TableRow) => {
    const days = lateDaysOf(row[LATE_DAYS]);
    return days ? lateDaysLabel(days) : '';
  },
  render: (row: TableRow) => createElement(LateTag, { days: row[LATE_DAYS] }),
};

/**
 * The late tag leads the row (an empty cell for work on time), not at its far end, so that a phone shows it
 * without scrolling the table sideways.
 */
function lateDaysFirst<Row extends TableRow>(columns: TableColumn<Row>[]): TableColumn<Row>[] {
  const late = columns.find((c) => c.key === LATE_DAYS);
  return late ? [late, ...columns.filter((c) => c !== late)] : columns;
}

function fromField<Row extends TableRow>(key: string, field: Field, title?: string): TableColumn<Row> {
  return {
    key,
    title: field.label,
    ...(key === title ? { names: true } : {}),
    display: field.display,
    ...(field.enum ? { enum: field.enum } : {}),
    sortable: field.sortable,
    searchable: field.searchable,
    ...(key === LATE_DAYS ? lateDaysColumn : {}),
  };
}

/**
 * The list columns of an entity as the contract declares them (label, display, enum tag, sortable, searchable;
 * only fields flagged as columns; the entity's title field as the column that names the row). Overrides may
 * change any of them or add columns the entity does not show.
 */
export function columnsFromEntity<Row extends TableRow = TableRow>(
  entity: Pick<EntityDef, 'fields'> & { readonly title?: string },
  overrides: ColumnOverrides<Row> = {},
): TableColumn<Row>[] {
  const declared = lateDaysFirst(
    Object.entries(entity.fields)
      .filter(([, field]) => field.column && !field.writeOnly)
      .map(([key, field]) => fromField<Row>(key, field, entity.title)),
  );
  const merged = declared
    .filter((column) => overrides[column.key] !== false)
    .map((column) => ({ ...column, ...(overrides[column.key] || {}) }));
  // A field that is not a default column, named in the overrides, is shown as asked. A value the entity
  // does not declare has no label of its own: it is shown only when the override titles it, so that a
  // raw wire name (fDownloadCount) never heads a column.
  for (const [key, change] of Object.entries(overrides)) {
    if (!change || merged.some((c) => c.key === key)) continue;
    const field = entity.fields[key];
    if (field) merged.push({ ...fromField<Row>(key, field, entity.title), ...change });
    else if (change.title) merged.push({ key, ...change, title: change.title });
  }
  return merged;
}

/** The search-form fields of a table: the searchable columns. */
export const searchableColumns = <Row extends TableRow>(columns: readonly TableColumn<Row>[]) =>
  columns.filter((c) => c.searchable);
