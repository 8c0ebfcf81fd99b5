import {
  badWeightPercent,
  checkSetting,
  type GradeWeight,
  knownSetting,
  parseWeights,
  weightsProblem,
  weightsText,
} from '@practice/sdk/contract';
import type { FormParts } from '../../../entity-list/index.js';

/*
 * The values of the 学校设置 form without React. A known key's value (contract school-settings.ts) is edited
 * with a control of its shape and checked by the same declaration the server checks it with, so the form's
 * message is the one the server would give. The grade-weights table edits rows that may be half typed (a
 * blank percent, a sheet named twice), so while editing its value is a draft: a JSON list of rows, turned
 * into the stored object only when it is whole.
 */

/** A row of the weights table as typed. */
export interface WeightDraft {
  sheet: string;
  percent: string;
}

/** The rows of a weights value: a draft as the table wrote it, or the stored object; nothing else. */
export function weightDrafts(value: string): WeightDraft[] {
  if (!value.trim()) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed))
      return parsed.map((row) => ({ sheet: String(row?.sheet ?? ''), percent: String(row?.percent ?? '') }));
  } catch {
    return [];
  }
  return (parseWeights(value) ?? []).map((w) => ({ sheet: w.sheet, percent: String(w.percent) }));
}

export const draftText = (rows: readonly WeightDraft[]): string => JSON.stringify(rows);

/** The percents typed so far, blanks and non-numbers as 0: the running total under the table. */
export const draftSum = (rows: readonly WeightDraft[]): number =>
  rows.reduce((sum, row) => sum + (Number(row.percent.trim()) || 0), 0);

/** The stored object of whole rows, or the first problem (the server's words). */
export function weightsFromDrafts(rows: readonly WeightDraft[]): { text: string } | { problem: string } {
  const weights: GradeWeight[] = [];
  for (const row of rows) {
    const percent = row.percent.trim() === '' ? Number.NaN : Number(row.percent.trim());
    if (row.sheet.trim() && !Number.isInteger(percent))
      return { problem: badWeightPercent(row.sheet.trim()) };
    weights.push({ sheet: row.sheet, percent });
  }
  const problem = weightsProblem(weights);
  return problem ? { problem } : { text: weightsText(weights) };
}

const VALUE = 'cSettingValue';

/**
 * Before the contract's checks: a known key's value in the form the server stores, or its message under
 * 设置值; a switch never touched is off; a new setting of a known key left unnamed takes the key's name.
 */
export const prepareSetting: NonNullable<FormParts['prepare']> = (values) => {
  const setting = knownSetting(values.cSettingKey ?? '');
  if (!setting) return { ok: true, values };
  let raw = values[VALUE] ?? '';
  if (setting.shape.kind === 'switch' && raw === '') raw = '0';
  if (setting.shape.kind === 'weights') {
    const built = weightsFromDrafts(weightDrafts(raw));
    if ('problem' in built) return { ok: false, errors: { [VALUE]: built.problem } };
    raw = built.text;
  }
  const checked = checkSetting(setting, raw);
  if (!checked.ok) return { ok: false, errors: { [VALUE]: checked.message } };
  const name = values.cSettingName?.trim() ? values.cSettingName : setting.name;
  return { ok: true, values: { ...values, cSettingName: name, [VALUE]: checked.value } };
};
