import { OPTIONS_TOO_FEW } from '@practice/sdk';
import { describe, expect, it } from 'vitest';
import { itemSubmission, nextSort, SHOWN_FIELDS, sortValue } from './item-form.js';

const TEMPLATE = '6416ee99b7952054bc6e98474bbe8e7a';
const filled = {
  fTemplateInfoId: TEMPLATE,
  cTemplateItemName: '工作状态',
  fFontType: '7',
  fSort: '3',
  cFilePath: '饱满；良好；一般',
};

describe('itemSubmission', () => {
  it('sends the template with the typed values, kinds and numbers as numbers', () => {
    const result = itemSubmission(filled);
    expect(result).toEqual({
      ok: true,
      body: expect.objectContaining({
        fTemplateInfoId: TEMPLATE,
        cTemplateItemName: '工作状态',
        fFontType: 7,
        fSort: 3,
        cFilePath: '饱满；良好；一般',
      }),
    });
  });

  it('refuses a dropdown whose options are not a list or pairs, beside the other messages', () => {
    const result = itemSubmission({ ...filled, cFilePath: '饱满,良好', cTemplateItemName: ' ' });
    expect(result).toEqual({
      ok: false,
      errors: { cFilePath: OPTIONS_TOO_FEW, cTemplateItemName: '请输入模板项名称' },
    });
  });

  it('leaves the option text of other kinds alone', () => {
    expect(itemSubmission({ ...filled, fFontType: '6', cFilePath: '' }).ok).toBe(true);
  });

  it('carries the key when editing', () => {
    const result = itemSubmission(filled, { fTemplateItemId: 'ef61be1027e1ac9be5ec46cdb3817841' });
    expect(result.ok && result.body.fTemplateItemId).toBe('ef61be1027e1ac9be5ec46cdb3817841');
  });

  it('shows every writable field but the template, which the page gives', () => {
    expect(SHOWN_FIELDS.map((f) => f.key)).toEqual([
      'cTemplateItemName',
      'fFontType',
      'cTip',
      'cFilePath',
      'cContent',
      'fIsRequired',
      'fScore',
      'fSort',
    ]);
  });
});

describe('nextSort and sortValue', () => {
  it('puts a new item after the last one', () => {
    expect(nextSort([])).toBe(1);
    expect(nextSort([{ fSort: 2 }, { fSort: null }, { fSort: 7 }])).toBe(8);
  });

  it('takes whole numbers only', () => {
    expect(sortValue(' 12 ')).toBe(12);
    expect(sortValue('1.5')).toBeNull();
    expect(sortValue('abc')).toBeNull();
  });
});
