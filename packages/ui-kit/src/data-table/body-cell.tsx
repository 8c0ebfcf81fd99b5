import { Input } from '@chakra-ui/react';
import { StatusTag } from '../status-tag.js';
import { cellText } from './cell-text.js';
import { nameTooltip, pinStyle } from './column-layout.js';
import type { TableColumn, TableRow } from './types.js';

export interface CellHandlers {
  onLink: (column: TableColumn, row: TableRow) => void;
  onStartEdit: (rowId: string, row: TableRow, field: string) => void;
  onDraft: (text: string) => void;
  onCommit: () => void;
  onCancel: () => void;
}

interface BodyCellProps {
  column: TableColumn;
  row: TableRow;
  rowId: string;
  /** The input's text while this cell is edited; undefined otherwise. */
  draft: string | undefined;
  handlers: CellHandlers;
  /** A pinned column's distance from the right edge (column-layout.ts); undefined for the others. */
  pinRight?: number | undefined;
}

/** What a cell shows: the column's own content, a link, a status tag or the text (the card's too). */
export function CellContent({ column, row, handlers }: Omit<BodyCellProps, 'draft' | 'rowId' | 'pinRight'>) {
  if (column.render) return <>{column.render(row)}</>;
  const text = cellText(column, row);
  if (column.link) {
    return (
      <button type="button" className="dt-link" onClick={() => handlers.onLink(column, row)}>
        {text}
      </button>
    );
  }
  if (column.enum) return <StatusTag enumDef={column.enum} value={row[column.key]} />;
  return <>{text}</>;
}

/** One body cell: its text, tag, link or custom content, or the inline-edit input while it is edited. */
export function BodyCell({ column, row, rowId, draft, handlers, pinRight }: BodyCellProps) {
  const pinned = pinRight === undefined ? {} : { className: 'dt-cell dt-pin', style: pinStyle(pinRight) };
  if (draft !== undefined) {
    return (
      <td className="dt-cell" data-column={column.key} {...pinned}>
        <Input
          size="xs"
          autoFocus
          aria-label={`编辑${column.title}`}
          value={draft}
          onClick={(event) => event.stopPropagation()}
          onChange={(event) => handlers.onDraft(event.target.value)}
          onBlur={handlers.onCommit}
          onKeyDown={(event) => {
            if (event.key === 'Escape') handlers.onCancel();
            if (event.key === 'Enter') handlers.onCommit();
          }}
        />
      </td>
    );
  }
  return (
    <td
      className="dt-cell"
      data-column={column.key}
      data-editable={column.editable ? '' : undefined}
      title={column.editable ? '双击编辑' : nameTooltip(column, row)}
      {...pinned}
      onDoubleClick={column.editable ? () => handlers.onStartEdit(rowId, row, column.key) : undefined}
    >
      <CellContent column={column} row={row} handlers={handlers} />
    </td>
  );
}
