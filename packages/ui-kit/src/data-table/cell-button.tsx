import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface CellButtonProps {
  /** What the click does: open the row's detail, download its file, play its video. */
  onPress: () => void;
  children: ReactNode;
  /** 'link' (default): underlined text, the row's name that opens it; 'outline': a small action button. */
  look?: 'link' | 'outline';
  /** A tooltip, where the text alone does not say what the click does (下载 报告.pdf). */
  title?: string;
}

/**
 * A button inside a table cell. The row toggles its selection on a click, so the cell's own click stops
 * there: opening a row's detail must not also select it (or deselect it, under a selection the user made).
 */
export function CellButton({ onPress, children, look = 'link', title }: CellButtonProps) {
  const link = look === 'link';
  return (
    <Button
      size="xs"
      variant={link ? 'plain' : 'outline'}
      colorPalette="brand"
      px={link ? '0' : undefined}
      textDecoration={link ? 'underline' : undefined}
      title={title}
      onClick={(event) => {
        event.stopPropagation();
        onPress();
      }}
    >
      {children}
    </Button>
  );
}
