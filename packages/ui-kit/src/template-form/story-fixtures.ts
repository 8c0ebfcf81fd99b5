import type { TemplateFormItem } from './template-item.js';

/** For stories only: one item of every input kind, listed out of fSort order on purpose. */
export const EVERY_KIND: TemplateFormItem[] = [
  {
    fTemplateItemId: 17,
    cTemplateItemName: '实习表现',
    fFontType: 7,
    fSort: 7,
    cFilePath: '[{"label":"优秀","value":90},{"label":"良好","value":80}]',
  },
  {
    fTemplateItemId: 11,
    cTemplateItemName: '实习单位',
    fFontType: 1,
    fSort: 1,
    fIsRequired: 1,
    cTip: '请填写单位全称',
  },
  { fTemplateItemId: 12, cTemplateItemName: '实习总结', fFontType: 2, fSort: 2, fIsRequired: 1 },
  { fTemplateItemId: 13, cTemplateItemName: '到岗时间', fFontType: 3, fSort: 3 },
  { fTemplateItemId: 14, cTemplateItemName: '实习地点', fFontType: 4, fSort: 4 },
  { fTemplateItemId: 15, cTemplateItemName: '工作照片', fFontType: 5, fSort: 5 },
  { fTemplateItemId: 16, cTemplateItemName: '实习报告', fFontType: 6, fSort: 6 },
  {
    fTemplateItemId: 18,
    cTemplateItemName: '专业对口',
    fFontType: 7,
    fSort: 8,
    cFilePath: ' 对口 ;不对口；；部分对口 ',
  },
];

export const FILLED: Record<string, string> = {
  '11': '星辰科技有限公司',
  '12': '完成了前端开发任务',
  '13': '2024/07/01 09:00:00',
  '14': '星辰大厦,30.5,114.3',
  '15': '',
  '16': 'school/report/1700000000---实习报告.pdf',
  '17': '90',
  '18': '',
};

/** A tiny PNG for upload stories. */
export const pngFile = (name = '照片.png') =>
  new File(
    [
      Uint8Array.from(
        atob(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        ),
        (c) => c.charCodeAt(0),
      ),
    ],
    name,
    { type: 'image/png' },
  );
