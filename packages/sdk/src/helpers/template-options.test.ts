import { describe, expect, it } from 'vitest';
import {
  OPTIONS_BAD_JSON,
  OPTIONS_NOT_PAIRS,
  OPTIONS_REQUIRED,
  OPTIONS_TOO_FEW,
  templateOptions,
  templateOptionsProblem,
} from './template-options.js';

describe('templateOptions', () => {
  it.each([
    [
      'JSON label/value pairs: the value is a score',
      '[{"label":"优秀","value":90},{"label":" 良好 ","value":"80"}]',
      [
        { label: '优秀', value: '90', scored: true },
        { label: '良好', value: '80', scored: true },
      ],
    ],
    ['a JSON object of label: value', '{"及格":60}', [{ label: '及格', value: '60', scored: true }]],
    [
      'pairs without a label or a value are dropped',
      '[{"label":"优秀","value":90},{"label":"","value":1},{"label":"差"},7]',
      [{ label: '优秀', value: '90', scored: true }],
    ],
    [
      'a list split by ; and ；, trimmed, blanks dropped',
      ' 是 ;否；； 待定 ;',
      [
        { label: '是', value: '是', scored: false },
        { label: '否', value: '否', scored: false },
        { label: '待定', value: '待定', scored: false },
      ],
    ],
    [
      'bad JSON falls back to the list rule',
      '[{"label":"优秀";"value":90',
      [
        { label: '[{"label":"优秀"', value: '[{"label":"优秀"', scored: false },
        { label: '"value":90', value: '"value":90', scored: false },
      ],
    ],
    ['JSON without pairs is a list too', '42', [{ label: '42', value: '42', scored: false }]],
    ['empty', '  ', []],
    ['null', null, []],
  ])('%s', (_name, source, expected) => {
    expect(templateOptions(source)).toEqual(expected);
  });
});

describe('templateOptionsProblem', () => {
  it.each([
    ['a list split by the full-width ；', '饱满；良好；一般；较差'],
    ['a list split by ;, with spaces and a trailing separator', ' 是 ; 否 ;'],
    ['both separators mixed', '优秀;良好；合格'],
    ['JSON label/value pairs', '[{"label":"优秀","value":90},{"label":"良好","value":"80"}]'],
    ['a JSON object of labels to values', '{"优秀": 30, "良好": 24}'],
  ])('accepts %s', (_case, text) => {
    expect(templateOptionsProblem(text)).toBeNull();
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
    expect(templateOptionsProblem(text)).toBe(message);
  });

  it('refuses JSON that is not a list or an object of pairs', () => {
    expect(templateOptionsProblem('{"a":{"b":1}}')).toBe('下拉选项「a」的值须为分值（数字）');
    expect(OPTIONS_NOT_PAIRS).toContain('标签/值对');
  });
});
