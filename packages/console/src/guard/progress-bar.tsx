import { Box } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { PROGRESS_SPEED_MS, PROGRESS_START, PROGRESS_TRICKLE_MS, trickle } from './progress.js';

/** The thin bar at the top while a navigation loads (SPEC §2.1); it fills, then fades out. */
export function ProgressBar({ active }: { active: boolean }) {
  const [value, setValue] = useState<number | null>(null);
  useEffect(() => {
    if (active) {
      setValue(PROGRESS_START);
      const timer = setInterval(() => setValue((v) => trickle(v ?? PROGRESS_START)), PROGRESS_TRICKLE_MS);
      return () => clearInterval(timer);
    }
    setValue((v) => (v === null ? null : 1));
    const timer = setTimeout(() => setValue(null), PROGRESS_SPEED_MS);
    return () => clearTimeout(timer);
  }, [active]);
  if (value === null) return null;
  return (
    <Box
      data-testid="progress-bar"
      role="progressbar"
      aria-label="页面加载进度"
      aria-valuenow={Math.round(value * 100)}
      position="fixed"
      top="0"
      left="0"
      zIndex="max"
      height="2px"
      colorPalette="brand"
      bg="colorPalette.solid"
      width={`${value * 100}%`}
      opacity={value === 1 ? 0 : 1}
      transition={`width ${PROGRESS_SPEED_MS}ms ease, opacity ${PROGRESS_SPEED_MS}ms ease`}
      pointerEvents="none"
    />
  );
}
