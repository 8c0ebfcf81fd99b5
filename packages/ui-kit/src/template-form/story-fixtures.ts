import { fixtureId } from '../testing/fixture-id.js';
import type { TemplateFormItem } from './template-item.js';

/** The template-item ids of EVERY_KIND, by what each item asks for. */
export const ITEM = {
  unit: fixtureId('实习单位'),
  summary: fixtureId('实习总结'),
  arrival: fixtureId('到岗时间'),
  place: fixtureId('实习地点'),
  photo: fixtureId('工作照片'),
  report: fixtureId('实习报告'),
  performance: fixtureId('实习表现'),
  match: fixtureId('专业对口'),
} as const;

/** For stories only: one item of every input kind, listed out of fSort order on purpose. */
export const EVERY_KIND: TemplateFormItem[] = [
  {
    fTemplateItemId: ITEM.performance,
    cTemplateItemName: '实习表现',
    fFontType: 7,
    fSort: 7,
    cFilePath: '[{"label":"优秀","value":90},{"label":"良好","value":80}]',
  },
  {
    fTemplateItemId: ITEM.unit,
    cTemplateItemName: '实习单位',
    fFontType: 1,
    fSort: 1,
    fIsRequired: 1,
    cTip: '请填写单位全称',
  },
  { fTemplateItemId: ITEM.summary, cTemplateItemName: '实习总结', fFontType: 2, fSort: 2, fIsRequired: 1 },
  { fTemplateItemId: ITEM.arrival, cTemplateItemName: '到岗时间', fFontType: 3, fSort: 3 },
  { fTemplateItemId: ITEM.place, cTemplateItemName: '实习地点', fFontType: 4, fSort: 4 },
  { fTemplateItemId: ITEM.photo, cTemplateItemName: '工作照片', fFontType: 5, fSort: 5 },
  { fTemplateItemId: ITEM.report, cTemplateItemName: '实习报告', fFontType: 6, fSort: 6 },
  {
    fTemplateItemId: ITEM.match,
    cTemplateItemName: '专业对口',
    fFontType: 7,
    fSort: 8,
    cFilePath: ' 对口 ;不对口；；部分对口 ',
  },
];

export const FILLED: Record<string, string> = {
  [ITEM.unit]: '星辰科技有限公司',
  [ITEM.summary]: '完成了前端开发任务',
  [ITEM.arrival]: '2024/07/01 09:00:00',
  [ITEM.place]: '星辰大厦,30.5,114.3',
  [ITEM.photo]: '',
  [ITEM.report]: 'school/report/1700000000---实习报告.pdf',
  [ITEM.performance]: '90',
  [ITEM.match]: '',
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
