import { at, type Row, table } from './helpers.js';
import { SCHOOLS } from './schools.js';

/*
 * Course templates: a batch holds one template per purpose (information sheet, diary, overall review, grade
 * sheets, materials) and each template its form items. The items cover all seven input kinds; dropdowns keep
 * their options in cFilePath, either as JSON label/value pairs (score sheets) or as a list split by '；'.
 */

export interface TemplateItemDef {
  readonly fTemplateItemId: number;
  readonly name: string;
  /** fFontType: 1 text, 2 multi-line, 3 date-time, 4 map, 5 image, 6 file, 7 dropdown. */
  readonly kind: 1 | 2 | 3 | 4 | 5 | 6 | 7;
  readonly sort: number;
  readonly options?: string;
  readonly score?: number;
  readonly tip?: string;
  readonly required: boolean;
}

export interface TemplateDef {
  readonly fTemplateInfoId: number;
  readonly batchId: number;
  readonly name: string;
  /** fTemplateType: 1 information, 2 overall review, 3 diary, 4 enterprise grade, 5 school grade, 6 defence. */
  readonly type: 1 | 2 | 3 | 4 | 5 | 6;
  readonly items: readonly TemplateItemDef[];
}

export const TEMPLATE_BATCHES = { platform: 1, huadong: 2, huadongEcommerce: 3, jiangnan: 4 } as const;

type ItemInput = Omit<TemplateItemDef, 'fTemplateItemId' | 'sort' | 'required'> & { required?: boolean };

/** Score sheet options: the label shows with its value and the score unit (优秀 30分). */
function scoreOptions(full: number): string {
  const grades: [string, number][] = [
    ['优秀', 1],
    ['良好', 0.8],
    ['合格', 0.6],
    ['不合格', 0.4],
  ];
  return JSON.stringify(grades.map(([label, share]) => ({ label, value: Math.round(full * share) })));
}

const text = (name: string, tip?: string): ItemInput => ({ name, kind: 1, ...(tip ? { tip } : {}) });
const long = (name: string, tip?: string): ItemInput => ({ name, kind: 2, ...(tip ? { tip } : {}) });
const when = (name: string): ItemInput => ({ name, kind: 3 });
const place = (name: string): ItemInput => ({ name, kind: 4, tip: '在地图上选择实际工作地点' });
const photo = (name: string, tip: string): ItemInput => ({ name, kind: 5, tip, required: false });
const upload = (name: string, tip: string): ItemInput => ({ name, kind: 6, tip, required: false });
const pick = (name: string, options: string): ItemInput => ({ name, kind: 7, options });
const graded = (name: string, full: number, tip: string): ItemInput => ({
  name,
  kind: 7,
  options: scoreOptions(full),
  score: full,
  tip,
});

const WORK_STATE = '饱满；良好；一般；较差';

let nextItemId = 1;
const template = (
  fTemplateInfoId: number,
  batchId: number,
  name: string,
  type: TemplateDef['type'],
  items: readonly ItemInput[],
): TemplateDef => ({
  fTemplateInfoId,
  batchId,
  name,
  type,
  items: items.map((item, i) => ({
    ...item,
    fTemplateItemId: nextItemId++,
    sort: i + 1,
    required: item.required ?? true,
  })),
});

const { platform, huadong, huadongEcommerce, jiangnan } = TEMPLATE_BATCHES;

export const TEMPLATES: readonly TemplateDef[] = [
  template(1, platform, '实习信息登记表', 1, [text('实习单位'), text('实习岗位'), when('到岗日期')]),
  template(2, platform, '实习周志', 3, [
    long('本周工作内容', '按时间顺序概述本周完成的工作'),
    long('收获与体会'),
    pick('工作状态', WORK_STATE),
  ]),
  template(3, platform, '实习总体评价表', 2, [
    graded('综合表现', 100, '结合出勤、技能与态度综合评定'),
    long('评语'),
  ]),
  template(4, huadong, '实习信息登记表', 1, [
    text('实习单位', '填写营业执照上的单位全称'),
    text('实习岗位'),
    place('单位地址'),
    when('到岗日期'),
    pick('岗位类别', '软件开发；软件测试；运维与技术支持；数据分析；其他'),
    // Older forms split options with the half-width semicolon; both separators are read.
    pick('住宿情况', '单位宿舍;自行租房;走读'),
  ]),
  template(5, huadong, '实习日志', 3, [
    when('工作日期'),
    place('工作地点'),
    text('今日关键词', '用2-4个词概括当天工作'),
    long('工作内容', '写清楚做了什么、用到了哪些技术'),
    long('收获与体会'),
    { ...long('遇到的问题及解决办法'), required: false },
    pick('工作状态', WORK_STATE),
    photo('工作现场照片', '上传一张能反映当天工作的照片'),
    upload('工作成果附件', '代码截图、文档等，单个文件不超过100MB'),
  ]),
  template(6, huadong, '总体评价表', 2, [
    graded('职业素养', 30, '遵守纪律、责任心、沟通表达'),
    graded('专业能力', 40, '岗位所需专业知识与技能的掌握程度'),
    graded('团队协作', 30, '与同事配合完成任务的情况'),
    long('综合评语'),
  ]),
  template(7, huadong, '企业导师评分表', 4, [
    graded('出勤与纪律', 20, '按企业考勤记录评定'),
    graded('岗位技能', 50, '独立完成岗位任务的能力'),
    graded('工作态度', 30, '主动性、责任心与学习意愿'),
    long('企业导师意见'),
  ]),
  template(8, huadong, '校内导师评分表', 5, [
    graded('日志完成情况', 40, '按时提交、内容真实具体'),
    graded('实习总结质量', 60, '结构完整、反思深入'),
    long('指导教师评语'),
  ]),
  template(9, huadong, '答辩评分表', 6, [
    when('答辩时间'),
    graded('汇报陈述', 50, '内容完整、表达清晰、时间控制'),
    graded('回答问题', 50, '回答准确、思路清楚'),
    long('答辩小组意见'),
  ]),
  template(10, huadong, '实习协议及保险材料', 1, [
    upload('三方协议扫描件', '学校、企业、学生三方签字盖章后的扫描件'),
    text('实习责任保险单号'),
    photo('保险单照片', '保险单首页清晰照片'),
    text('紧急联系人电话'),
  ]),
  template(11, huadongEcommerce, '跟岗实习日志', 3, [
    long('工作内容'),
    photo('店铺数据截图', '当日店铺后台数据截图'),
    pick('工作状态', WORK_STATE),
  ]),
  template(12, huadongEcommerce, '跟岗实习总体评价', 2, [
    graded('综合表现', 100, '跟岗期间综合表现'),
    long('评语'),
  ]),
  template(13, jiangnan, '顶岗实习日志', 3, [
    when('工作日期'),
    long('工作内容'),
    place('工作地点'),
    pick('工作状态', WORK_STATE),
  ]),
  template(14, jiangnan, '实习总体评价表', 2, [
    graded('职业素养', 50, '纪律、责任心与沟通'),
    graded('专业能力', 50, '网络与物联网岗位技能'),
    long('综合评语'),
  ]),
  template(15, jiangnan, '企业导师评分表', 4, [
    graded('岗位表现', 100, '企业导师综合评定'),
    long('企业导师意见'),
  ]),
];

export function templateOf(batchId: number, type: TemplateDef['type']): TemplateDef {
  const found = TEMPLATES.find((t) => t.batchId === batchId && t.type === type);
  if (!found) throw new Error(`demo data: batch ${batchId} has no template of type ${type}`);
  return found;
}

export const templateById = (id: number): TemplateDef => TEMPLATES.find((t) => t.fTemplateInfoId === id)!;

const batchRows: Row[] = [
  {
    fTemplateBatchInfoId: platform,
    fSchoolId: null,
    fParentId: null,
    cBatchName: '平台通用实习模板（2025版）',
    fCourseType: 1,
    fSort: 1,
    cDesc: '平台提供的基础实习模板，各校可复制后按本校要求调整。',
    tCreateDate: '2025-09-04 10:20:00',
  },
  {
    fTemplateBatchInfoId: huadong,
    fSchoolId: SCHOOLS.huadong.fSchoolId,
    fParentId: null,
    cBatchName: '华东理工2026届顶岗实习模板',
    fCourseType: 1,
    fSort: 2,
    cDesc: '由平台通用模板复制，增加企业导师、校内导师评分表和答辩评分表，适用于2026届各专业顶岗实习。',
    tCreateDate: '2025-09-18 15:02:31',
  },
  {
    fTemplateBatchInfoId: huadongEcommerce,
    fSchoolId: SCHOOLS.huadong.fSchoolId,
    fParentId: huadong,
    cBatchName: '电子商务专业跟岗实习模板',
    fCourseType: 1,
    fSort: 1,
    cDesc: '跟岗实习日志侧重店铺运营数据记录。',
    tCreateDate: '2026-03-02 09:41:12',
  },
  {
    fTemplateBatchInfoId: jiangnan,
    fSchoolId: SCHOOLS.jiangnan.fSchoolId,
    fParentId: null,
    cBatchName: '江南信息2026届顶岗实习模板',
    fCourseType: 1,
    fSort: 3,
    cDesc: '计算机与网络学院、物联网学院共用。',
    tCreateDate: '2025-09-22 11:15:46',
  },
];

const batchSchool = (batchId: number) => batchRows.find((b) => b.fTemplateBatchInfoId === batchId)?.fSchoolId;

export function templateTables() {
  const templates: Row[] = TEMPLATES.map((t) => ({
    fTemplateInfoId: t.fTemplateInfoId,
    fTemplateBatchInfoId: t.batchId,
    fSchoolId: batchSchool(t.batchId) ?? null,
    cTemplateName: t.name,
    fTemplateType: t.type,
    fSort: t.type,
    cDesc: null,
    tCreateDate: at('2025-09-18', t.fTemplateInfoId),
  }));
  const items: Row[] = TEMPLATES.flatMap((t) =>
    t.items.map((item) => ({
      fTemplateItemId: item.fTemplateItemId,
      fTemplateInfoId: t.fTemplateInfoId,
      cTemplateItemName: item.name,
      fFontType: item.kind,
      cTip: item.tip ?? null,
      cFilePath: item.options ?? null,
      cContent: item.name === '工作状态' ? '良好' : null,
      fIsRequired: item.required ? 1 : 0,
      fScore: item.score ?? null,
      fSort: item.sort,
      tCreateDate: at('2025-09-18', item.fTemplateItemId),
    })),
  );
  return [
    table('TemplateBatchInfo', batchRows),
    table('TemplateInfo', templates),
    table('TemplateItem', items),
  ];
}
