/**
 * A dropdown template item keeps its options in cFilePath (SPEC §3): JSON label/value pairs, whose value is
 * the option's score, or else (bad JSON included) a list split by ; or the full-width ；, trimmed, blanks
 * dropped. The form shows these options and the server accepts only their values, so both read them here.
 */
export interface TemplateOption {
  label: string;
  /** What is stored as the answer: the score of a label/value pair, else the list entry itself. */
  value: string;
  /** The value is a score (the option came from a JSON label/value pair). */
  scored: boolean;
}

function fromJson(text: string): TemplateOption[] | null {
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
    .map(([label, value]) => ({ label: String(label).trim(), value: String(value).trim(), scored: true }));
  return options.length > 0 ? options : null;
}

/** The entries of a list split by ; or the full-width ；, trimmed, blanks dropped. */
const listEntries = (text: string) =>
  text
    .split(/[;；]/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');

/** A dropdown item's options, in the order written; none for an empty text. */
export function templateOptions(source: string | null | undefined): TemplateOption[] {
  const text = (source ?? '').trim();
  if (text === '') return [];
  return fromJson(text) ?? listEntries(text).map((entry) => ({ label: entry, value: entry, scored: false }));
}

/*
 * The form reads any option text (bad JSON falls back to a split list), so a slip such as commas or a pair
 * without its value would give the student odd choices: an item's options are checked when it is written, in
 * words the teacher can act on (the item form and the server say the same).
 */

export const OPTIONS_REQUIRED = '请填写下拉选项';
export const OPTIONS_TOO_FEW = '下拉选项至少需要两项：请用 ; 或 ； 分隔各选项，或填写 JSON 标签/值对';
export const OPTIONS_BAD_JSON =
  '下拉选项不是有效的 JSON，请检查括号、引号和逗号；不用 JSON 时请用 ; 或 ； 分隔选项';
export const OPTIONS_NOT_PAIRS =
  '下拉选项 JSON 须为标签/值对，如 [{"label":"优秀","value":90}] 或 {"优秀":90}';

const isScore = (value: unknown) =>
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)));

/** The pairs of a JSON option text, or the reason they are not label/value pairs. */
function jsonPairs(text: string): [string, unknown][] | string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return OPTIONS_BAD_JSON;
  }
  if (Array.isArray(parsed)) {
    const pairs: [string, unknown][] = [];
    for (const [i, entry] of parsed.entries()) {
      const { label, value } = (entry ?? {}) as { label?: unknown; value?: unknown };
      if (typeof label !== 'string' || label.trim() === '')
        return `下拉选项第${i + 1}项缺少 label（选项名称）`;
      if (!isScore(value)) return `下拉选项「${label.trim()}」的 value 须为分值（数字）`;
      pairs.push([label.trim(), value]);
    }
    return pairs;
  }
  if (parsed && typeof parsed === 'object') {
    const pairs = Object.entries(parsed).map(([label, value]) => [label.trim(), value] as [string, unknown]);
    const bad = pairs.find(([label, value]) => label === '' || !isScore(value));
    if (bad) return bad[0] ? `下拉选项「${bad[0]}」的值须为分值（数字）` : OPTIONS_NOT_PAIRS;
    return pairs;
  }
  return OPTIONS_NOT_PAIRS;
}

/** What is wrong with a dropdown item's option text, or null when the student gets at least two choices. */
export function templateOptionsProblem(source: string | null | undefined): string | null {
  const text = (source ?? '').trim();
  if (text === '') return OPTIONS_REQUIRED;
  const labels = /^[[{]/.test(text)
    ? jsonPairs(text)
    : listEntries(text).map((entry): [string, unknown] => [entry, entry]);
  if (typeof labels === 'string') return labels;
  if (labels.length < 2) return OPTIONS_TOO_FEW;
  const seen = new Set<string>();
  for (const [label] of labels) {
    if (seen.has(label)) return `下拉选项「${label}」重复`;
    seen.add(label);
  }
  return null;
}
