import { Spinner, type SpinnerProps } from '@chakra-ui/react';

export interface LoadingProps {
  /** What a screen reader announces: 加载中 unless the wait is something else (正在保存, 正在统计). */
  label?: string;
  size?: SpinnerProps['size'];
}

/**
 * The spinner of a part still loading. A status role carries its name: a bare spinner is a span, on which
 * an aria-label is not allowed (axe: aria-prohibited-attr) and is read by no screen reader.
 */
export function Loading({ label = '加载中', size }: LoadingProps) {
  return <Spinner role="status" aria-label={label} size={size} />;
}
