import type { CardPlace, TableColumn, TableRow } from './types.js';

/*
 * Where each column goes on a phone's card (issue: students on their phones). A card has room for what the
 * row is (its title), where it stands (one status tag), the few values that matter and what can be done
 * with it; the rest stays in the desktop table and the export. A column's `card` says its place when the
 * guess below is wrong.
 */

/** Label-value lines under the title: more than this and the card is a table again. */
export const CARD_FIELDS = 3;

export interface CardLayout<Row extends TableRow = TableRow> {
  title: TableColumn<Row> | undefined;
  status: TableColumn<Row> | undefined;
  fields: TableColumn<Row>[];
  actions: TableColumn<Row>[];
}

/**
 * A custom cell whose text is empty on every row of the page (the export writes nothing) holds controls,
 * not a value: a set of page links, a 观看 button. One with text on some row is a value drawn its own way
 * (a tag, a name that opens a dialog, 逾期 2 天 on the late hand-ins only).
 */
const holdsControls = <Row extends TableRow>(column: TableColumn<Row>, page: readonly Row[]) => {
  const { render, text } = column;
  return Boolean(render && text && page.length > 0 && page.every((row) => text(row) === ''));
};

/** A column of the row's values: not its status tag, not its actions (a link to it still names it). */
const isData = <Row extends TableRow>(column: TableColumn<Row>, page: readonly Row[]) =>
  !column.enum && column.pin !== 'end' && !holdsControls(column, page);

/** Where the column goes when it does not say: links and pinned columns are the row's actions. */
function guessPlace<Row extends TableRow>(column: TableColumn<Row>, page: readonly Row[]): CardPlace {
  if (column.link || column.pin === 'end' || holdsControls(column, page)) return 'action';
  if (column.enum) return 'status';
  return 'field';
}

/**
 * The card of a row from the visible columns in the user's order. Title: the column that declares it, else
 * the naming column, else the first data column (a link title stays a link). Status: the first enum
 * column. Fields: the declared ones and the next plain columns, up to CARD_FIELDS in all. Actions: links, pinned columns and custom
 * cells holding controls. `page` is the page's rows, to tell a control column from a value column.
 */
export function cardLayout<Row extends TableRow>(
  visible: readonly TableColumn<Row>[],
  page: readonly Row[] = [],
): CardLayout<Row> {
  const shown = visible.filter((c) => c.card !== false);
  const title =
    shown.find((c) => c.card === 'title') ??
    shown.find((c) => c.names && c.card === undefined) ??
    shown.find((c) => c.card === undefined && isData(c, page));
  const rest = shown.filter((c) => c !== title);
  const place = (c: TableColumn<Row>) => c.card ?? guessPlace(c, page);
  const status = rest.find((c) => c.card === 'status') ?? rest.find((c) => place(c) === 'status');
  // A second enum column is a value like any other (实习阶段 beside 审核状态). Declared fields always show;
  // guessed ones fill the lines left.
  const candidates = rest.filter((c) => c !== status && (place(c) === 'field' || place(c) === 'status'));
  const declared = candidates.filter((c) => c.card === 'field');
  const guessed = new Set(
    candidates.filter((c) => c.card === undefined).slice(0, Math.max(0, CARD_FIELDS - declared.length)),
  );
  return {
    title,
    status,
    fields: candidates.filter((c) => c.card === 'field' || guessed.has(c)),
    actions: rest.filter((c) => place(c) === 'action'),
  };
}
