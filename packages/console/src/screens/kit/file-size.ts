import { formatFileSize } from '@practice/sdk';

/** A stored size in bytes as B, KB, MB or GB (SPEC §9); empty when unknown. */
export const sizeText = (bytes: unknown): string =>
  bytes == null || bytes === '' || !Number.isFinite(Number(bytes)) ? '' : formatFileSize(Number(bytes));
