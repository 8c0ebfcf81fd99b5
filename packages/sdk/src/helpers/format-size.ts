/**
 * Human-readable file sizes (SPEC §9): B, KB, MB or GB with two decimals, binary (1024) steps as the upload
 * limits use. GB is the ceiling; anything larger stays in GB rather than inventing units the UI never shows.
 */

export const FILE_SIZE_UNITS = ['B', 'KB', 'MB', 'GB'] as const;

const STEP = 1024;

/**
 * The largest unit in which the value is at least 1. A value that would print as "1024.00" after rounding is
 * moved up one unit, so 1048575 bytes reads '1.00 MB' rather than '1024.00 KB'. Negative or non-finite input
 * is not a size: it yields '' like the date formatters do for unreadable values.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  const last = FILE_SIZE_UNITS.length - 1;
  while (unit < last && Number(value.toFixed(2)) >= STEP) {
    value /= STEP;
    unit += 1;
  }
  return `${value.toFixed(2)} ${FILE_SIZE_UNITS[unit] ?? 'GB'}`;
}
