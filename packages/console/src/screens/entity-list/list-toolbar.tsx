import { Button } from '@chakra-ui/react';
import type { TableRow } from '@practice/ui-kit';
import type { ListAction, ListActions } from './list-actions.js';

/** A server button of the page (SPEC §6): its operation, its word and where it goes. */
interface PageButton {
  operation: string;
  label: string;
  toolbar: string;
}

export interface ToolbarButtonsOptions {
  /** The page's buttons the server granted, in their order. */
  buttons: readonly PageButton[];
  handlers: ListActions;
  selected: TableRow[];
  /** Whether the screen draws this operation's button for the rows selected now. */
  drawn: (operation: string, selected: TableRow[]) => boolean;
  press: (action: ListAction, label: string) => void;
}

/**
 * The list's toolbar: each granted toolbar or row button that has a handler and suits the selection, in the
 * server's order and words; the first, when it needs no selection (新增), stands out as the page's main one.
 */
export function toolbarButtons({ buttons, handlers, selected, drawn, press }: ToolbarButtonsOptions) {
  const shown = buttons.filter((b) => {
    const action = handlers[b.operation];
    return (
      (b.toolbar === 'toolbar' || b.toolbar === 'row') &&
      action !== undefined &&
      drawn(b.operation, selected) &&
      (action.shown?.(selected) ?? true)
    );
  });
  return shown.map((button, index) => {
    const action = handlers[button.operation];
    if (!action) return null;
    return (
      <Button
        key={button.operation}
        size="sm"
        variant={index === 0 && action.need === 'none' ? 'solid' : 'outline'}
        colorPalette="brand"
        onClick={() => press(action, button.label)}
      >
        {button.label}
      </Button>
    );
  });
}
