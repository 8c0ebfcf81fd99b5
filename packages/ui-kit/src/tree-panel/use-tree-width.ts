import { TREE_MIN_WIDTH, TREE_WIDTH } from '@practice/sdk';
import { type KeyboardEvent, type PointerEvent, useCallback, useRef, useState } from 'react';

/** The spec gives no maximum; past this the table beside the tree becomes unusable. */
export const TREE_MAX_WIDTH = 640;
/** Pixels per arrow-key press (ten with Shift held). */
export const TREE_WIDTH_STEP = 10;

export const clampWidth = (width: number, min: number, max: number) =>
  Math.min(max, Math.max(min, Math.round(width)));

export interface TreeWidthOptions {
  initial?: number;
  min?: number;
  max?: number;
}

/** Width of the tree column and the props of its role="separator" drag handle (pointer and keyboard). */
export function useTreeWidth({
  initial = TREE_WIDTH,
  min = TREE_MIN_WIDTH,
  max = TREE_MAX_WIDTH,
}: TreeWidthOptions = {}) {
  const [width, setWidth] = useState(() => clampWidth(initial, min, max));
  const drag = useRef<{ x: number; width: number } | null>(null);

  const resize = useCallback((next: number) => setWidth(clampWidth(next, min, max)), [min, max]);

  const handleProps = {
    role: 'separator',
    tabIndex: 0,
    'aria-orientation': 'vertical' as const,
    'aria-label': '拖动调整树宽度',
    'aria-valuenow': width,
    'aria-valuemin': min,
    'aria-valuemax': max,
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      drag.current = { x: event.clientX, width };
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (drag.current) resize(drag.current.width + event.clientX - drag.current.x);
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      drag.current = null;
      event.currentTarget.releasePointerCapture?.(event.pointerId);
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      const step = event.shiftKey ? TREE_WIDTH_STEP * 10 : TREE_WIDTH_STEP;
      const next: Record<string, number> = {
        ArrowLeft: width - step,
        ArrowRight: width + step,
        Home: min,
        End: max,
      };
      if (!(event.key in next)) return;
      event.preventDefault();
      resize(next[event.key] as number);
    },
  };

  return { width, setWidth: resize, handleProps };
}
