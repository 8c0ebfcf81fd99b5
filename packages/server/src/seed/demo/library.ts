import { CREATOR } from '@practice/sdk/contract';
import { at, demoFile, type Row, table, uid } from './helpers.js';
import { staff } from './people.js';
import { SCHOOLS, type SchoolKey } from './schools.js';

/*
 * The common resource library with its theme and resource labels. Resources show every review state;
 * practice courses and projects copy reviewed ones (see COMMON_RESOURCE).
 */

const THEMES = ['职业素养', '工匠精神', '信息技术', '安全生产', '创新创业'] as const;
const THEME_DESCS = [
  '职业道德、沟通礼仪与职场适应',
  '精益求精的职业精神与劳模故事',
  '软件、数据、网络等信息技术类资源',
  '实习与生产过程中的安全规范',
  '创新方法、创业实践与大赛指导',
];
const LABELS = ['精品课程', '实训指导', '行业标准', '优秀案例'] as const;

const themeId = (name: (typeof THEMES)[number]) => uid('tl', THEMES.indexOf(name) + 1);
const labelId = (name: (typeof LABELS)[number]) => uid('rl', LABELS.indexOf(name) + 1);

interface CommonResourceDef {
  readonly name: string;
  readonly type: 0 | 1 | 2 | 3 | 4;
  readonly theme: (typeof THEMES)[number];
  readonly label: (typeof LABELS)[number];
  /** The teacher or school admin who uploaded it. */
  readonly by: string;
  readonly school: SchoolKey;
  readonly file: string;
  readonly size: number;
  /** fStatus: 0 unreviewed, 1 passed, 2 rejected. */
  readonly status: 0 | 1 | 2;
  readonly downloads: number;
  readonly desc: string;
}

const COMMON: readonly CommonResourceDef[] = [
  {
    name: 'Vue 3 组件化开发实训指导书',
    type: 1,
    theme: '信息技术',
    label: '实训指导',
    by: '张文博',
    school: 'huadong',
    file: 'pdf',
    size: 4_823_040,
    status: 1,
    downloads: 132,
    desc: '配套Web前端开发综合实践，含8个循序渐进的实训项目。',
  },
  {
    name: '企业级Java项目代码规范（2025版）',
    type: 3,
    theme: '信息技术',
    label: '行业标准',
    by: '张文博',
    school: 'huadong',
    file: 'pdf',
    size: 1_536_000,
    status: 1,
    downloads: 97,
    desc: '由合作企业提供，覆盖命名、异常处理、日志与数据库规范。',
  },
  {
    name: '工匠精神主题案例集：从学徒到大国工匠',
    type: 2,
    theme: '工匠精神',
    label: '优秀案例',
    by: '马振华',
    school: 'zhebei',
    file: 'pdf',
    size: 8_912_896,
    status: 1,
    downloads: 58,
    desc: '收录12位制造业一线技能人才的成长故事。',
  },
  {
    name: '实习安全生产教育微课课件',
    type: 4,
    theme: '安全生产',
    label: '精品课程',
    by: '王雅琴',
    school: 'huadong',
    file: 'pptx',
    size: 15_728_640,
    status: 1,
    downloads: 204,
    desc: '顶岗实习前安全教育必修内容。',
  },
  {
    name: '大学生创新创业计划书撰写指南',
    type: 1,
    theme: '创新创业',
    label: '实训指导',
    by: '何俊',
    school: 'jiangnan',
    file: 'pdf',
    size: 2_097_152,
    status: 1,
    downloads: 76,
    desc: '结合“互联网+”大赛评审要点讲解计划书结构。',
  },
  {
    name: '职场沟通与礼仪课件',
    type: 1,
    theme: '职业素养',
    label: '精品课程',
    by: '黄志刚',
    school: 'huadong',
    file: 'pptx',
    size: 9_437_184,
    status: 0,
    downloads: 0,
    desc: '新上传，待学校管理员审核。',
  },
  {
    name: '网络设备配置实验手册',
    type: 1,
    theme: '信息技术',
    label: '实训指导',
    by: '朱丽娟',
    school: 'jiangnan',
    file: 'pdf',
    size: 3_145_728,
    status: 1,
    downloads: 41,
    desc: '交换机、路由器与防火墙基础配置实验。',
  },
  {
    name: 'Python数据分析案例数据集',
    type: 3,
    theme: '信息技术',
    label: '优秀案例',
    by: '陈佳怡',
    school: 'huadong',
    file: 'zip',
    size: 52_428_800,
    status: 2,
    downloads: 0,
    desc: '数据来源授权说明不完整，审核未通过，请补充后重新提交。',
  },
  {
    name: '微信小程序开发入门教程',
    type: 1,
    theme: '信息技术',
    label: '实训指导',
    by: '赵思远',
    school: 'huadong',
    file: 'pdf',
    size: 6_291_456,
    status: 1,
    downloads: 88,
    desc: '从注册开发者账号到上线发布的完整流程。',
  },
];

/** Keys of common resources that courses copied. */
export const COMMON_RESOURCE = {
  vueGuide: uid('cm', 1),
  javaCodeStyle: uid('cm', 2),
  networkManual: uid('cm', 7),
  miniProgram: uid('cm', 9),
} as const;

export function libraryTables() {
  const themes: Row[] = THEMES.map((name, i) => ({
    cThemeLabelId: uid('tl', i + 1),
    cThemeLabelName: name,
    cDesc: THEME_DESCS[i],
    fSort: i + 1,
    tCreateDate: at('2025-09-08', i),
  }));
  const labels: Row[] = LABELS.map((name, i) => ({
    cResourceLabelId: uid('rl', i + 1),
    cLabelName: name,
    fSort: i + 1,
    tCreateDate: at('2025-09-08', i + 5),
  }));
  const common: Row[] = COMMON.map((r, i) => ({
    cCommonResourceId: uid('cm', i + 1),
    cResourceName: r.name,
    fResourceType: r.type,
    cThemeLabelId: themeId(r.theme),
    cResourceLabelId: labelId(r.label),
    fSchoolId: SCHOOLS[r.school].fSchoolId,
    cFilePath: demoFile('common-resource', `cm${i + 1}`, `${r.name}.${r.file}`),
    fFileSize: r.size,
    cDesc: r.desc,
    fDownloadCount: r.downloads,
    fStatus: r.status,
    tCreateDate: at(i < 5 ? '2025-10-15' : '2026-03-20', i),
    [CREATOR]: staff(r.by).fAppUserId,
  }));
  return [table('ThemeLabel', themes), table('ResourceLabel', labels), table('CommonResource', common)];
}
