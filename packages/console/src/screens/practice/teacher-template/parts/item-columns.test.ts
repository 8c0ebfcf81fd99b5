import { describe, expect, it } from 'vitest';
import { itemColumns, optionsText } from './item-columns.js';

describe('itemColumns', () => {
  it('leads with what the form is made of and hides the rest', () => {
    const columns = itemColumns();
    expect(columns.map((c) => c.key)).toEqual([
      'cTemplateItemName',
      'fFontType',
      'fSort',
      'fIsRequired',
      'cFilePath',
      'cTip',
      'fScore',
      'tCreateDate',
    ]);
    expect(columns.filter((c) => c.hidden).map((c) => c.key)).toEqual(['fScore', 'tCreateDate']);
    expect(columns.filter((c) => c.editable).map((c) => c.key)).toEqual(['fSort']);
    expect(columns.find((c) => c.key === 'fFontType')?.enum?.labelOf(7)).toBe('下拉选择');
  });
});

describe('optionsText', () => {
  it("shows a dropdown's choices as the student reads them", () => {
    expect(optionsText({ fFontType: 7, cFilePath: '饱满；良好' })).toBe('饱满、良好');
    expect(optionsText({ fFontType: 7, cFilePath: '[{"label":"优秀","value":30}]' })).toBe('优秀 30分');
  });

  it('shows other kinds their path as it is', () => {
    expect(optionsText({ fFontType: 6, cFilePath: 'school/template/1---实习报告模板.docx' })).toBe(
      'school/template/1---实习报告模板.docx',
    );
    expect(optionsText({ fFontType: 1, cFilePath: null })).toBe('');
  });
});
