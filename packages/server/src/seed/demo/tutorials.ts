import { at, demoFile, type Row, table, uid } from './helpers.js';

/*
 * Platform-wide catalogues the platform admin keeps: the type dictionary and the tutorials with their
 * category tree (listed, not yet listed and delisted).
 */

const TYPE_KEYS: readonly (readonly [code: string, name: string, value: string, remark?: string])[] = [
  ['industry', '软件和信息技术服务业', 'I65', 'GB/T 4754-2017 行业分类'],
  ['industry', '互联网和相关服务', 'I64'],
  ['industry', '批发和零售业', 'F51'],
  ['industry', '通用设备制造业', 'C34'],
  ['industry', '专用设备制造业', 'C35'],
  ['companyScale', '1-99人', '1'],
  ['companyScale', '100-499人', '2'],
  ['companyScale', '500-999人', '3'],
  ['companyScale', '1000人以上', '4'],
  ['interviewWay', '电话访谈', 'phone'],
  ['interviewWay', '企业走访', 'visit'],
  ['interviewWay', '线上视频', 'video'],
  ['interviewWay', '面谈', 'face'],
  ['interviewWay', '座谈会', 'meeting'],
];

const TUTORIAL_THEMES: readonly (readonly [name: string, parent?: number])[] = [
  ['教师使用指南'],
  ['学生使用指南'],
  ['管理员使用指南'],
  ['实习管理', 1],
  ['实践课程与实训项目', 1],
  ['实习日志与总结', 2],
];

interface TutorialDef {
  readonly title: string;
  /** 1 video, 2 attachment. */
  readonly type: 1 | 2;
  readonly theme: number;
  /** fStatusTutorial: 0 not listed, 1 listed, 2 delisted. */
  readonly status: 0 | 1 | 2;
  readonly downloads: number;
  readonly content: string;
}

const TUTORIALS: readonly TutorialDef[] = [
  {
    title: '如何创建实习课程并添加学生',
    type: 1,
    theme: 4,
    status: 1,
    downloads: 0,
    content: '<p>演示新建实习课程、选择模板批次、按手机号添加学生的完整流程（约6分钟）。</p>',
  },
  {
    title: '为导师分配学生操作演示',
    type: 1,
    theme: 4,
    status: 1,
    downloads: 0,
    content: '<p>介绍按班级筛选学生并批量分配给校内导师和企业导师。</p>',
  },
  {
    title: '学生端：实习日志填写与提交',
    type: 1,
    theme: 6,
    status: 1,
    downloads: 0,
    content: '<p>讲解日志各填写项、地图定位与图片上传，以及被退回后如何修改。</p>',
  },
  {
    title: '平台操作手册（教师版）',
    type: 2,
    theme: 1,
    status: 1,
    downloads: 318,
    content: '<p>涵盖实习管理、实践课程、实训项目三大模块的图文操作手册。</p>',
  },
  {
    title: '用户批量导入模板填写说明',
    type: 2,
    theme: 3,
    status: 1,
    downloads: 142,
    content: '<p>说明导入模板各列含义，学生须填写班级名称。</p>',
  },
  {
    title: '实践课程选课审核说明',
    type: 2,
    theme: 5,
    status: 0,
    downloads: 0,
    content: '<p>选课审核流程与常见问题，待发布。</p>',
  },
  {
    title: '旧版实习管理系统数据迁移说明',
    type: 2,
    theme: 3,
    status: 2,
    downloads: 57,
    content: '<p>数据迁移已于2025年10月完成，本说明已下架。</p>',
  },
];

export function tutorialTables() {
  const typeKeys: Row[] = TYPE_KEYS.map(([code, name, value, remark], i) => ({
    cTypeKeyId: uid('tk', i + 1),
    cTypeCode: code,
    cKeyName: name,
    cKeyValue: value,
    fSort: i + 1,
    cRemark: remark ?? null,
    tCreateDate: at('2025-09-04', i),
  }));
  const tutorialThemes: Row[] = TUTORIAL_THEMES.map(([name, parent], i) => ({
    cTutorialThemeLabelId: uid('tt', i + 1),
    cParentId: parent ? uid('tt', parent) : null,
    cLabelName: name,
    fSort: i + 1,
    tCreateDate: at('2025-09-09', i),
  }));
  const tutorials: Row[] = TUTORIALS.map((t, i) => ({
    cTutorialInfoId: uid('tu', i + 1),
    cTitle: t.title,
    fTutorialType: t.type,
    cTutorialThemeLabelId: uid('tt', t.theme),
    cCover: demoFile('tutorial', `tu${i + 1}`, '封面.png'),
    cVideoPath: t.type === 1 ? demoFile('tutorial', `tu${i + 1}`, `${t.title}.mp4`) : null,
    cFilePath: t.type === 2 ? demoFile('tutorial', `tu${i + 1}`, `${t.title}.pdf`) : null,
    cContent: t.content,
    fSort: i + 1,
    fStatusTutorial: t.status,
    fDownloadCount: t.downloads,
    tCreateDate: at('2025-09-28', i),
  }));
  return [
    table('TypeKey', typeKeys),
    table('TutorialThemeLabel', tutorialThemes),
    table('TutorialInfo', tutorials),
  ];
}
