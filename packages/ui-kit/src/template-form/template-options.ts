import { enums } from '@practice/sdk/contract';

export interface ChoiceOption {
  value: string;
  label: string;
}

/** Unit printed after a scored option's value (优秀 90分). */
export const SCORE_UNIT = '分';

function fromJson(text: string): ChoiceOption[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  // Both [{ "label": "优秀", "value": 90 }] and { "优秀": 90 } are label/value pairs.
  const pairs: [unknown, unknown][] = Array.isArray(parsed)
    ? parsed.map((p) =>
        p && typeof p === 'object'
          ? [(p as { label?: unknown }).label, (p as { value?: unknown }).value]
          : [undefined, undefined],
      )
    : parsed && typeof parsed === 'object'
      ? Object.entries(parsed)
      : [];
  const options = pairs
    .filter(
      ([label, value]) =>
        typeof label === 'string' && label.trim() !== '' && value !== undefined && value !== null,
    )
    .map(([label, value]) => ({
      value: String(value).trim(),
      label: `${String(label).trim()} ${String(value).trim()}${SCORE_UNIT}`,
    }));
  return options.length > 0 ? options : null;
}

/**
 * A dropdown item's options from its cFilePath (SPEC §3): JSON label/value pairs, shown as label, value and
 * score unit; otherwise (bad JSON included) a list split by ; or the full-width ；, trimmed, blanks dropped.
 */
export function dropdownOptions(source: string | null | undefined): ChoiceOption[] {
  const text = (source ?? '').trim();
  if (text === '') return [];
  return (
    fromJson(text) ??
    text
      .split(/[;；]/)
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '')
      .map((entry) => ({ value: entry, label: entry }))
  );
}

/** The score grades (D- = 1 … A+ = 12, 需修改 = 13), highest number first as the spec orders them. */
export const gradeOptions = (): ChoiceOption[] =>
  [...enums.ScoreGrade.options]
    .sort((a, b) => Number(b.value) - Number(a.value))
    .map((o) => ({ value: String(o.value), label: o.label }));
