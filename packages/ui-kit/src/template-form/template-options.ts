import { templateOptions } from '@practice/sdk';
import { enums } from '@practice/sdk/contract';

export interface ChoiceOption {
  value: string;
  label: string;
}

/** Unit printed after a scored option's value (优秀 90分). */
export const SCORE_UNIT = '分';

/**
 * A dropdown item's choices from its cFilePath (the SDK's templateOptions, SPEC §3): a label/value pair shows
 * its label, value and score unit; a list entry shows itself.
 */
export function dropdownOptions(source: string | null | undefined): ChoiceOption[] {
  return templateOptions(source).map((o) => ({
    value: o.value,
    label: o.scored ? `${o.label} ${o.value}${SCORE_UNIT}` : o.label,
  }));
}

/** The score grades (D- = 1 … A+ = 12, 需修改 = 13), highest number first as the spec orders them. */
export const gradeOptions = (): ChoiceOption[] =>
  [...enums.ScoreGrade.options]
    .sort((a, b) => Number(b.value) - Number(a.value))
    .map((o) => ({ value: String(o.value), label: o.label }));
