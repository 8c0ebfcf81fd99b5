import { at, type Row, table } from './helpers.js';
import { SCHOOLS } from './schools.js';

/*
 * Scoring sheets for practice tasks marked by standard evaluation. Item scores add up to the template's
 * total, which is what a tutor's evaluation form adds up to as well.
 */

export interface EvaluationItemDef {
  readonly id: number;
  readonly name: string;
  readonly score: number;
  readonly standard: string;
}

export interface EvaluationTemplateDef {
  readonly id: number;
  readonly schoolId: number | null;
  readonly parentId: number | null;
  readonly name: string;
  readonly desc: string;
  readonly items: readonly EvaluationItemDef[];
}

let nextItemId = 1;
const items = (list: readonly (readonly [string, number, string])[]): EvaluationItemDef[] =>
  list.map(([name, score, standard]) => ({ id: nextItemId++, name, score, standard }));

export const EVALUATION_TEMPLATES = {
  general: {
    id: 1,
    schoolId: null,
    parentId: null,
    name: '实践课程通用评价标准',
    desc: '平台提供的通用评价标准，可复制后按课程调整。',
    items: items([
      ['任务完成度', 40, '按要求完成全部任务内容得满分，缺项按比例扣分'],
      ['技术规范', 30, '方案合理、符合行业或课程规范'],
      ['文档与汇报', 30, '文档结构清晰，汇报表达流畅'],
    ]),
  },
  web: {
    id: 2,
    schoolId: SCHOOLS.huadong.fSchoolId,
    parentId: 1,
    name: 'Web前端开发任务评价表',
    desc: '用于Web前端开发综合实践各阶段任务。',
    items: items([
      ['页面结构与布局', 25, '语义化标签使用恰当，布局在主流分辨率下不错位'],
      ['交互功能实现', 35, '功能完整可用，异常情况有提示'],
      ['代码规范', 20, '命名清晰、缩进统一，通过ESLint检查'],
      ['文档与演示', 20, 'README说明完整，演示流畅'],
    ]),
  },
  dataReport: {
    id: 3,
    schoolId: SCHOOLS.huadong.fSchoolId,
    parentId: 1,
    name: '数据分析报告评价表',
    desc: '用于数据分析类实践任务。',
    items: items([
      ['数据处理', 30, '缺失值、异常值处理得当并有说明'],
      ['分析方法', 30, '方法选择合理，过程可复现'],
      ['可视化呈现', 20, '图表类型恰当、标注完整'],
      ['结论与建议', 20, '结论有数据支撑，建议可落地'],
    ]),
  },
  network: {
    id: 4,
    schoolId: SCHOOLS.jiangnan.fSchoolId,
    parentId: null,
    name: '网络工程实践评价表',
    desc: '计算机网络技术专业实践课程使用。',
    items: items([
      ['拓扑设计', 30, '拓扑合理，地址规划清晰'],
      ['设备配置', 40, '配置正确，连通性测试通过'],
      ['故障排查', 30, '能定位并排除预设故障'],
    ]),
  },
} as const satisfies Record<string, EvaluationTemplateDef>;

export function evaluationTables() {
  const templates: EvaluationTemplateDef[] = Object.values(EVALUATION_TEMPLATES);
  const infoRows: Row[] = templates.map((t) => ({
    fEvaluationTemplateInfoId: t.id,
    fSchoolId: t.schoolId,
    fParentId: t.parentId,
    cTemplateName: t.name,
    fTotalScore: t.items.reduce((sum, item) => sum + item.score, 0),
    fSort: t.id,
    cDesc: t.desc,
    tCreateDate: at('2025-09-25', t.id),
  }));
  const itemRows: Row[] = templates.flatMap((t) =>
    t.items.map((item, i) => ({
      fEvaluationTemplateItemId: item.id,
      fEvaluationTemplateInfoId: t.id,
      cTemplateItemName: item.name,
      cStandard: item.standard,
      fScore: item.score,
      fSort: i + 1,
      tCreateDate: at('2025-09-25', item.id),
    })),
  );
  return [table('EvaluationTemplateInfo', infoRows), table('EvaluationTemplateItem', itemRows)];
}
