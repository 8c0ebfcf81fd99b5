import type { Tone } from '@practice/sdk/contract';

/** The spec's status-tag colours (info, warning, success, danger) as Chakra colour palettes. */
export const TONE_PALETTE: Record<Tone, string> = {
  info: 'gray',
  warning: 'orange',
  success: 'green',
  danger: 'red',
  neutral: 'blue',
};

/** Empty values read 未上传 for files and 未填写 otherwise (SPEC §3). */
export const emptyLabel = (display: string) =>
  display === 'file' || display === 'image' || display === 'video' ? '未上传' : '未填写';
