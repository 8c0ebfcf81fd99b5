/*
 * What a failure on screen says (SPEC §8 names the cases, a script chunk that times out or is missing and a
 * stylesheet that fails, but quotes no text: these are the console's own). A file that fails to load is
 * told apart from a screen's own bug, since a reload is the cure for the first and a report for the second.
 */

import { ChunkTimeoutError } from '@practice/ui-kit';

export type LoadFailure = 'script' | 'style' | 'timeout' | 'other';

// Chromium, Firefox and Safari word a failed dynamic import differently; Vite's preload adds its CSS one.
const SCRIPT_FAILED = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload/i,
];
const STYLE_FAILED = /Unable to preload CSS/i;

export function loadFailureOf(error: unknown): LoadFailure {
  if (error instanceof ChunkTimeoutError) return 'timeout';
  const message = error instanceof Error ? error.message : String(error);
  if (STYLE_FAILED.test(message)) return 'style';
  if (SCRIPT_FAILED.some((p) => p.test(message))) return 'script';
  return 'other';
}

export const FAILURE_TEXT: Readonly<Record<LoadFailure, { title: string; text: string }>> = {
  script: {
    title: '页面加载失败',
    text: '页面脚本文件加载失败，可能是网络中断或系统刚刚更新，请点击“重新加载”。',
  },
  style: {
    title: '页面加载失败',
    text: '页面样式文件加载失败，可能是网络中断或系统刚刚更新，请点击“重新加载”。',
  },
  timeout: {
    title: '页面加载超时',
    text: '页面脚本文件加载超时，请检查网络后点击“重新加载”。',
  },
  other: {
    title: '页面出错了',
    text: '此页面运行出错，请点击“重新加载”；如果问题仍然存在，请联系管理员。',
  },
};
