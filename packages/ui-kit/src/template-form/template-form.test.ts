import { describe, expect, it } from 'vitest';
import { fixtureId } from '../testing/fixture-id.js';
import { formKeyOf, remapFormKeys, toFormValues } from './form-keys.js';
import { sortItems, type TemplateFormItem } from './template-item.js';
import { dropdownOptions, gradeOptions } from './template-options.js';
import { GRADE_KEY, LOCATION_FORMAT, validateTemplateForm } from './validation.js';

describe('dropdownOptions', () => {
  // How the options are read is the SDK's templateOptions (its own tests); here, how they are shown.
  it.each([
    [
      'label/value pairs show label, value and 分',
      '[{"label":"优秀","value":90},{"label":"良好","value":"80"}]',
      [
        { value: '90', label: '优秀 90分' },
        { value: '80', label: '良好 80分' },
      ],
    ],
    [
      'list entries show themselves',
      ' 是 ;否；',
      [
        { value: '是', label: '是' },
        { value: '否', label: '否' },
      ],
    ],
    ['empty', null, []],
  ])('%s', (_name, source, expected) => {
    expect(dropdownOptions(source)).toEqual(expected);
  });
});

describe('gradeOptions', () => {
  it('numbers D- from 1 to 需修改 13 and lists the highest number first', () => {
    const grades = gradeOptions();
    expect(grades.map((g) => g.label)).toEqual([
      '需修改',
      'A+',
      'A',
      'A-',
      'B+',
      'B',
      'B-',
      'C+',
      'C',
      'C-',
      'D+',
      'D',
      'D-',
    ]);
    expect(grades.at(-1)).toEqual({ value: '1', label: 'D-' });
    expect(grades[1]).toEqual({ value: '12', label: 'A+' });
  });
});

describe('form keys', () => {
  const [TITLE, BODY] = [fixtureId('标题'), fixtureId('内容')];

  it('remaps _id keys to template-item ids and keeps the rest', () => {
    expect(remapFormKeys({ [`_id${TITLE}`]: 'a', [`_id${BODY}`]: 'b', fGrade: '12' })).toEqual({
      [TITLE]: 'a',
      [BODY]: 'b',
      fGrade: '12',
    });
  });
  it('fills the form from the values, else each item cContent', () => {
    const items: TemplateFormItem[] = [
      { fTemplateItemId: TITLE, cTemplateItemName: '标题', fFontType: 1, cContent: '默认' },
      { fTemplateItemId: BODY, cTemplateItemName: '内容', fFontType: 2 },
    ];
    expect(toFormValues(items, { [BODY]: '已填', fGrade: '3' })).toEqual({
      [`_id${TITLE}`]: '默认',
      [`_id${BODY}`]: '已填',
      fGrade: '3',
    });
    expect(formKeyOf(TITLE)).toBe(`_id${TITLE}`);
  });
});

describe('sortItems', () => {
  it('orders by fSort with unsorted items last', () => {
    const items = [3, null, 1, 2].map((fSort, i) => ({
      fTemplateItemId: fixtureId(`item-${i}`),
      cTemplateItemName: `${i}`,
      fFontType: 1,
      fSort,
    }));
    expect(sortItems(items).map((i) => i.fSort)).toEqual([1, 2, 3, null]);
  });
});

describe('validateTemplateForm', () => {
  const items: TemplateFormItem[] = [
    { fTemplateItemId: fixtureId('总结'), cTemplateItemName: '总结', fFontType: 2, fIsRequired: 1 },
    { fTemplateItemId: fixtureId('附件'), cTemplateItemName: '附件', fFontType: 6, fIsRequired: 1 },
    { fTemplateItemId: fixtureId('备注'), cTemplateItemName: '备注', fFontType: 1, fIsRequired: 0 },
    { fTemplateItemId: fixtureId('地点'), cTemplateItemName: '地点', fFontType: 4 },
  ];
  // The form keys of the items above: "_id" + the item's id.
  const summary = `_id${fixtureId('总结')}`;
  const attachment = `_id${fixtureId('附件')}`;
  const note = `_id${fixtureId('备注')}`;
  const place = `_id${fixtureId('地点')}`;
  it('trims text, then rejects blank required items', () => {
    const result = validateTemplateForm(items, {
      [summary]: '   ',
      [attachment]: '',
      [note]: ' 无 ',
      [place]: '',
    });
    expect(result.errors).toEqual({ [summary]: '请输入总结', [attachment]: '请上传附件' });
    expect(result.values[note]).toBe('无');
  });
  it('passes filled forms and checks the location format', () => {
    expect(
      validateTemplateForm(items, { [summary]: '好', [attachment]: 'a/b.pdf', [place]: '学校,30.5,114.3' })
        .errors,
    ).toEqual({});
    expect(
      validateTemplateForm(items, { [summary]: '好', [attachment]: 'x', [place]: '学校' }).errors,
    ).toEqual({
      [place]: LOCATION_FORMAT,
    });
  });
  it('lets a draft leave required items and the grade blank, but still checks what it holds', () => {
    const draft = { draft: true, grade: true };
    expect(validateTemplateForm(items, { [summary]: '', [attachment]: '' }, draft).errors).toEqual({});
    expect(validateTemplateForm(items, { [place]: '学校' }, draft).errors).toEqual({
      [place]: LOCATION_FORMAT,
    });
  });
  it('requires the grade only when asked', () => {
    expect(validateTemplateForm([], {}, { grade: true }).errors).toHaveProperty(GRADE_KEY);
    expect(validateTemplateForm([], {}).errors).toEqual({});
  });
});
