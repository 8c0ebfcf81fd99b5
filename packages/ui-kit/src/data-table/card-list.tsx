import { Box, Button, type SystemStyleObject, Text } from '@chakra-ui/react';
import { TAP_TARGET_PX } from '@practice/sdk';
import { Fragment, memo, useEffect, useMemo, useRef } from 'react';
import { CellContent } from './body-cell.js';
import { type CardLayout, cardLayout } from './card-layout.js';
import { cellText } from './cell-text.js';
import { LoadingCover } from './loading-cover.js';
import type { RowHandlers } from './table-grid.js';
import { REVEALED_BG } from './table-grid-styles.js';
import type { TableColumn, TableRow } from './types.js';

const TAP = `${TAP_TARGET_PX}px`;

/**
 * Styled from the list (as the table's cells are), in one block: a card is plain elements, because a page
 * of cards drawn as styled components would resolve their styles again for every card, the larger part of
 * a phone's time on a list. The controls a screen's own cells draw (small page links, 观看) grow to a
 * finger's size at the card's foot, two to a line when a cell holds several.
 */
const cardStyles: SystemStyleObject = {
  '& .dt-card': {
    listStyleType: 'none',
    borderWidth: '1px',
    borderColor: 'border',
    rounded: 'md',
    bg: 'bg',
    px: '3',
    py: '2',
  },
  '& .dt-card[data-revealed]': { bg: REVEALED_BG },
  '& .dt-card[data-selected]': { borderColor: 'colorPalette.solid', bg: 'colorPalette.subtle' },
  // Centred on one line: a title drawn as a link or button is a 44 px target itself, text is not.
  '& .dt-card-head': { display: 'flex', alignItems: 'center', gap: '1' },
  '& .dt-card-title': {
    flex: '1',
    minWidth: '0',
    minHeight: TAP,
    display: 'flex',
    alignItems: 'center',
    fontWeight: 'semibold',
    wordBreak: 'break-word',
  },
  '& .dt-card-status': { flexShrink: 0 },
  '& .dt-card-fields': {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: '3',
    rowGap: '1',
    fontSize: 'sm',
    pb: '2',
    m: '0',
  },
  '& .dt-card-fields dt': { color: 'fg.muted', whiteSpace: 'nowrap' },
  '& .dt-card-fields dd': { minWidth: '0', wordBreak: 'break-word', m: '0' },
  '& .dt-check': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: TAP,
    minHeight: TAP,
    flexShrink: 0,
    cursor: 'pointer',
  },
  '& .dt-check input': {
    width: '20px',
    height: '20px',
    accentColor: 'var(--chakra-colors-color-palette-solid)',
  },
  '& .dt-card-actions': { display: 'flex', flexWrap: 'wrap', gap: '2', py: '1' },
  '& .dt-card-actions > *': { flex: '1 1 100%', display: 'flex', flexWrap: 'wrap', gap: '2' },
  // Outlined, whatever look the screen gave them in the table: on a card they are buttons, not links.
  '& .dt-card-actions button, & .dt-card-actions a': {
    flex: '1 1 calc(50% - var(--chakra-spacing-2))',
    minHeight: TAP,
    borderWidth: '1px',
    borderColor: 'colorPalette.muted',
    textDecoration: 'none',
  },
  '& .dt-link': { color: 'blue.700', textDecoration: 'underline', minHeight: TAP, textAlign: 'start' },
  // A screen's own link in a cell (浏览记录's title) is a target on a card too.
  '& .dt-card a': { display: 'inline-flex', alignItems: 'center', minHeight: TAP },
  _dark: { '& .dt-link': { color: 'blue.300' } },
};

/** A custom cell with nothing to say on this row (逾期 on work that came on time): no line for it. */
const emptyCustom = (column: TableColumn, row: TableRow) =>
  Boolean(column.render && column.text && column.text(row) === '');

interface CardProps {
  row: TableRow;
  index: number;
  rowId: string;
  layout: CardLayout;
  selectable: boolean;
  selected: boolean;
  /** The row just added (useTableQuery revealRow): marked, and scrolled into view. */
  revealed: boolean;
  handlers: RowHandlers;
}

/** The title: the row's link (opening its page), its own custom cell, or its text. */
function CardTitle({ column, row, handlers }: { column: TableColumn; row: TableRow; handlers: RowHandlers }) {
  if (column.link && !column.render) {
    return (
      <Button
        variant="plain"
        colorPalette="brand"
        px="0"
        minHeight={TAP}
        height="auto"
        whiteSpace="normal"
        textAlign="start"
        textDecoration="underline"
        fontWeight="semibold"
        onClick={() => handlers.onLink(column, row)}
      >
        {cellText(column, row)}
      </Button>
    );
  }
  return <CellContent column={column} row={row} handlers={handlers} />;
}

/** An action at the card's foot: a link column as a full-width button, or the column's own controls. */
function CardAction({
  column,
  row,
  handlers,
}: {
  column: TableColumn;
  row: TableRow;
  handlers: RowHandlers;
}) {
  if (column.link && !column.render) {
    const text = cellText(column, row);
    // A count (投递人数 3) says nothing without its column's name; a word (查看) says it itself.
    const label = /^\d+$/.test(text) ? `${column.title} ${text}` : text || column.title;
    return (
      <Button variant="outline" colorPalette="brand" onClick={() => handlers.onLink(column, row)}>
        {label}
      </Button>
    );
  }
  const content = column.render ? column.render(row) : cellText(column, row);
  // A row without the action (no recording to watch) leaves no empty slot at the foot.
  return content === null || content === false || content === '' ? null : <div>{content}</div>;
}

/**
 * One row as a card. A tap on the card does what a click on the table's row does (toggles the selection,
 * unless the screen turned that off), and the selected card is highlighted, as the row is.
 */
const Card = memo(function Card(props: CardProps) {
  const { row, index, rowId, layout, selectable, selected, revealed, handlers } = props;
  const { title, status, fields, actions } = layout;
  const name = title ? cellText(title, row) : rowId;
  const ref = useRef<HTMLLIElement>(null);
  // A phone's page scrolls as a whole: the card just added is brought into view, as the table's row is.
  useEffect(() => {
    if (revealed) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [revealed]);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a tap anywhere on the card selects it, as a click on the table's row does; the checkbox inside is the keyboard's way.
    <li
      ref={ref}
      className="dt-card"
      data-row-index={index}
      data-selected={selected ? '' : undefined}
      data-revealed={revealed ? '' : undefined}
      aria-label={name}
      onClick={(event) => {
        // The checkbox toggles the row itself; the card must not toggle it back.
        if (!(event.target as HTMLElement).closest('.dt-check')) handlers.onRowClick(rowId);
      }}
    >
      <div className="dt-card-head">
        {selectable && (
          // The label is the checkbox's hit area: a finger's size, though the box itself is drawn small.
          <label className="dt-check">
            <input
              type="checkbox"
              aria-label={`选择${name}`}
              checked={selected}
              onChange={() => handlers.onToggle(rowId)}
            />
          </label>
        )}
        <div className="dt-card-title">
          {title ? <CardTitle column={title} row={row} handlers={handlers} /> : null}
        </div>
        {status && (
          <div className="dt-card-status">
            <CellContent column={status} row={row} handlers={handlers} />
          </div>
        )}
      </div>
      {fields.length > 0 && (
        <dl className="dt-card-fields">
          {fields
            .filter((column) => !emptyCustom(column, row))
            .map((column) => (
              <Fragment key={column.key}>
                <dt>{column.title}</dt>
                <dd>
                  <CellContent column={column} row={row} handlers={handlers} />
                </dd>
              </Fragment>
            ))}
        </dl>
      )}
      {actions.length > 0 && (
        <div className="dt-card-actions">
          {actions.map((column) => (
            <CardAction key={column.key} column={column} row={row} handlers={handlers} />
          ))}
        </div>
      )}
    </li>
  );
});

export interface CardListProps {
  /** The visible columns in the user's order (the column settings apply to cards too). */
  columns: readonly TableColumn[];
  rows: readonly TableRow[];
  getRowId: (row: TableRow) => string;
  selection: Record<string, boolean>;
  revealedRowId: string | null;
  selectable: boolean;
  allSelected: boolean;
  onToggleAll: () => void;
  handlers: RowHandlers;
  loading: boolean;
}

/**
 * The rows of a page as cards, for a phone (a page holds at most its page size: no virtualising). Inline
 * edit stays on the desktop table: a double-tap zooms on a phone.
 */
export function CardList({
  columns,
  rows,
  getRowId,
  selection,
  revealedRowId,
  selectable,
  handlers,
  loading,
  ...all
}: CardListProps) {
  const layout = useMemo(() => cardLayout(columns, rows), [columns, rows]);
  // Until the first rows come the list holds a screen's height, as the cards will: the pager below stays
  // out of view instead of jumping down when they arrive (a layout shift, which Lighthouse weighs).
  const waiting = loading && rows.length === 0;
  return (
    <Box
      position="relative"
      aria-busy={loading}
      colorPalette="brand"
      css={cardStyles}
      minHeight={waiting ? '100dvh' : '32'}
    >
      {selectable && rows.length > 0 && (
        <label className="dt-check" style={{ gap: '0.5rem', paddingInline: '0.75rem' }}>
          <input type="checkbox" checked={all.allSelected} onChange={all.onToggleAll} />
          <Text as="span" fontSize="sm">
            全选本页
          </Text>
        </label>
      )}
      <Box as="ul" aria-label="数据列表" display="flex" flexDirection="column" gap="3" m="0" p="0">
        {rows.map((row, index) => {
          const rowId = getRowId(row);
          return (
            <Card
              key={rowId}
              row={row}
              index={index}
              rowId={rowId}
              layout={layout}
              selectable={selectable}
              selected={Boolean(selection[rowId])}
              revealed={rowId === revealedRowId}
              handlers={handlers}
            />
          );
        })}
      </Box>
      {rows.length === 0 && !loading && (
        <Text textAlign="center" color="fg.muted" py="6">
          暂无数据
        </Text>
      )}
      {loading && <LoadingCover />}
    </Box>
  );
}
