import {
  DATE_SHORTCUTS,
  type DateShortcut,
  EXTENDED_RANGE_SHORTCUTS,
  RANGE_SHORTCUTS,
  type RangeShortcut,
} from '@practice/sdk';
import type { ShortcutGroup } from './calendar-content.js';

/*
 * The spec's shortcut lists (SPEC §9, as data in the SDK) turned into the pickers' buttons. The lists say
 * which dates; the picker decides the value's format, so each group takes the picker's own setter.
 */

/** Both range sets: the table screens' three, then the finer one to three weeks and months. */
export const rangeGroups = (set: (from: Date, to: Date) => void): ShortcutGroup[] => [
  { title: '常用范围', shortcuts: RANGE_SHORTCUTS.map((s) => rangeShortcut(s, set)) },
  { title: '更多范围', shortcuts: EXTENDED_RANGE_SHORTCUTS.map((s) => rangeShortcut(s, set)) },
];

const rangeShortcut = (s: RangeShortcut, set: (from: Date, to: Date) => void) => ({
  text: s.text,
  pick: (now: Date) => set(...s.range(now)),
});

/** 今天, 昨天, 一周前 of a single date field. */
export const dateGroups = (set: (at: Date) => void): ShortcutGroup[] => [
  {
    title: '快捷选择',
    shortcuts: DATE_SHORTCUTS.map((s: DateShortcut) => ({
      text: s.text,
      pick: (now: Date) => set(s.value(now)),
    })),
  },
];
