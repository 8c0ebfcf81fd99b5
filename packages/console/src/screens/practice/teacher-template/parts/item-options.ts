import { dropdownOptions } from '@practice/ui-kit';

/*
 * A dropdown item keeps its options in cFilePath (SPEC §3): JSON label/value pairs, shown as label, value and
 * score unit, or a list split by ; or the full-width ；. The student's form reads anything (bad JSON falls
 * back to a split list), so a slip such as commas or a pair without its value would show the student odd
 * choices: the item form refuses it instead, in words the teacher can act on.
 */

export const OPTIONS_HINT =
  '填写 JSON 标签/值对，如 [{"label":"优秀","value":90},{"label":"良好","value":80}]；或用 ; 或 ； 分隔选项，如 饱满；良好；一般';

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
export function dropdownOptionsProblem(source: string | null | undefined): string | null {
  const text = (source ?? '').trim();
  if (text === '') return OPTIONS_REQUIRED;
  const labels = /^[[{]/.test(text)
    ? jsonPairs(text)
    : text
        .split(/[;；]/)
        .map((entry) => entry.trim())
        .filter((entry) => entry !== '')
        .map((entry): [string, unknown] => [entry, entry]);
  if (typeof labels === 'string') return labels;
  if (labels.length < 2) return OPTIONS_TOO_FEW;
  const seen = new Set<string>();
  for (const [label] of labels) {
    if (seen.has(label)) return `下拉选项「${label}」重复`;
    seen.add(label);
  }
  return null;
}

/** The choices as the student will read them (优秀 90分、良好 80分), for the form to show while typing. */
export const optionsPreview = (source: string | null | undefined) =>
  dropdownOptionsProblem(source) === null
    ? dropdownOptions(source)
        .map((option) => option.label)
        .join('、')
    : '';
