import { describe, expect, it } from 'vitest';
import {
  dropdownOptionsProblem,
  OPTIONS_BAD_JSON,
  OPTIONS_NOT_PAIRS,
  OPTIONS_REQUIRED,
  OPTIONS_TOO_FEW,
  optionsPreview,
} from './item-options.js';

describe('dropdownOptionsProblem', () => {
  it.each([
    ['a list split by the full-width ；', '饱满；良好；一般；较差'],
    ['a list split by ;, with spaces and a trailing separator', ' 是 ; 否 ;'],
    ['both separators mixed', '优秀;良好；合格'],
    ['JSON label/value pairs', '[{"label":"优秀","value":90},{"label":"良好","value":"80"}]'],
    ['a JSON object of labels to values', '{"优秀": 30, "良好": 24}'],
  ])('accepts %s', (_case, text) => {
    expect(dropdownOptionsProblem(text)).toBeNull();
  });

  it.each([
    ['nothing', '  ', OPTIONS_REQUIRED],
    ['commas instead of semicolons', '优秀,良好,合格', OPTIONS_TOO_FEW],
    ['full-width commas', '优秀，良好，合格', OPTIONS_TOO_FEW],
    ['a single option', '只有一项；', OPTIONS_TOO_FEW],
    ['broken JSON', '[{"label":"优秀","value":90}', OPTIONS_BAD_JSON],
    [
      'a JSON pair without its value',
      '[{"label":"优秀"},{"label":"良好","value":80}]',
      '下拉选项「优秀」的 value 须为分值（数字）',
    ],
    [
      'a JSON pair without its label',
      '[{"value":90},{"label":"良好","value":80}]',
      '下拉选项第1项缺少 label（选项名称）',
    ],
    [
      'a value that is not a score',
      '[{"label":"优秀","value":"高"},{"label":"良好","value":80}]',
      '下拉选项「优秀」的 value 须为分值（数字）',
    ],
    [
      'an object with a non-numeric value',
      '{"优秀": "好", "良好": 24}',
      '下拉选项「优秀」的值须为分值（数字）',
    ],
    ['a JSON string', '["优秀","良好"]', '下拉选项第1项缺少 label（选项名称）'],
    ['one JSON pair', '[{"label":"优秀","value":90}]', OPTIONS_TOO_FEW],
    ['an empty JSON list', '[]', OPTIONS_TOO_FEW],
    ['repeated options', '是；否；是', '下拉选项「是」重复'],
    [
      'repeated JSON labels',
      '[{"label":"优秀","value":90},{"label":"优秀","value":80}]',
      '下拉选项「优秀」重复',
    ],
  ])('refuses %s', (_case, text, message) => {
    expect(dropdownOptionsProblem(text)).toBe(message);
  });

  it('refuses JSON that is not a list or an object of pairs', () => {
    expect(dropdownOptionsProblem('{"a":{"b":1}}')).toBe('下拉选项「a」的值须为分值（数字）');
    expect(OPTIONS_NOT_PAIRS).toContain('标签/值对');
  });
});

describe('optionsPreview', () => {
  it('shows the choices as the student reads them', () => {
    expect(optionsPreview('饱满；良好;一般')).toBe('饱满、良好、一般');
    expect(optionsPreview('[{"label":"优秀","value":90},{"label":"良好","value":80}]')).toBe(
      '优秀 90分、良好 80分',
    );
  });

  it('shows nothing for text the form refuses', () => {
    expect(optionsPreview('优秀,良好')).toBe('');
  });
});
