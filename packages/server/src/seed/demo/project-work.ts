import { daysLate } from '../../ops/late-work.js';
import { DEMO_WEEK } from './clock.js';
import { addDays, at, demoFile, type Row, table, uid } from './helpers.js';
import { companyTutor, type PersonDef, staff, student } from './people.js';
import { PROJECTS, type ProjectDef } from './project-info.js';
import { type TeamDef, teamNamed } from './project-teams.js';

/*
 * What the teams work on: project tasks, the teams' hand-ins of group tasks (passed, sent back, waiting)
 * and the questions they ask their tutors (replied and shared, replied, waiting, closed).
 */

interface TaskDef {
  readonly key: string;
  readonly project: ProjectDef;
  readonly name: string;
  /** fTaskType: 1 individual, 2 group (handed in once per team). */
  readonly type: 1 | 2;
  readonly start: string;
  readonly end: string;
  readonly content: string;
}

let nextTask = 1;
const task = (project: ProjectDef, name: string, type: 1 | 2, start: string, end: string, content: string) =>
  ({ key: uid('pjk', nextTask++), project, name, type, start, end, content }) satisfies TaskDef;

const { market, dashboard, warehouse, library, canteen, dorm, greenhouse, lab, energy, robot } = PROJECTS;

const TASKS: readonly TaskDef[] = [
  task(
    market,
    '需求分析与用户调研',
    2,
    '2026-03-16',
    '2026-03-29',
    '完成不少于50份师生问卷调研，输出需求规格说明书和用户画像。',
  ),
  task(
    market,
    '原型设计与技术方案评审',
    2,
    '2026-03-30',
    '2026-04-19',
    '使用墨刀或Figma完成高保真原型，提交技术架构与数据库设计，参加方案评审。',
  ),
  task(
    market,
    '个人技术学习报告',
    1,
    '2026-03-16',
    // Due the Monday after the demo week: on 今日待办 (7 days ahead) on any day of it, for the student's team.
    '2026-04-20',
    '每位成员围绕所负责的技术方向提交一份学习报告。',
  ),
  task(
    market,
    '核心功能开发与中期答辩',
    2,
    '2026-04-20',
    '2026-05-22',
    '完成商品发布、搜索、下单三大核心功能并进行中期答辩。',
  ),
  task(market, '上线部署与结题答辩', 2, '2026-05-25', '2026-06-19', '小程序提交体验版，完成结题报告与答辩。'),
  task(
    dashboard,
    '需求与数据源梳理',
    2,
    '2025-09-29',
    '2025-10-19',
    '梳理企业经营指标，确认数据来源与更新频率。',
  ),
  task(
    dashboard,
    '大屏原型与开发',
    2,
    '2025-10-20',
    '2025-12-07',
    '完成大屏原型设计与前端开发，接入企业脱敏数据。',
  ),
  task(dashboard, '结题展示', 2, '2025-12-08', '2025-12-31', '向企业导师演示大屏并提交结题报告。'),
  task(
    warehouse,
    '仓储现场调研报告',
    2,
    '2026-03-09',
    '2026-03-27',
    '到合作企业仓库现场调研出入库流程，提交调研报告。',
  ),
  task(
    warehouse,
    '设备接入与数据采集',
    2,
    '2026-03-30',
    '2026-04-24',
    '完成RFID读写器和温湿度传感器的接入，数据上报到平台。',
  ),
  task(
    library,
    '需求调研与座位数据采集',
    2,
    '2025-09-29',
    '2025-10-19',
    '统计各阅览室座位与高峰时段，访谈图书馆老师。',
  ),
  task(library, '预约小程序开发', 2, '2025-10-20', '2025-12-07', '完成预约、签到、暂离和违约记录功能。'),
  task(
    library,
    '试运行与结题答辩',
    2,
    '2025-12-08',
    '2026-01-05',
    '在二楼阅览室试运行两周，提交试运行报告并答辩。',
  ),
  task(
    dorm,
    '报修流程调研',
    2,
    '2025-10-08',
    '2025-10-26',
    '走访后勤处和宿管，梳理报修、派单、维修、回访的流程。',
  ),
  task(dorm, '工单系统开发', 2, '2025-10-27', '2025-12-14', '完成学生报修、后勤派单、维修反馈与评价功能。'),
  task(dorm, '交付与结题答辩', 2, '2025-12-15', '2026-01-05', '向后勤处交付系统和使用手册，完成结题答辩。'),
  task(
    canteen,
    '客流数据清洗与分析',
    2,
    '2025-11-03',
    '2025-11-23',
    '清洗近一年的一卡通消费记录，分析各窗口客流规律。',
  ),
  task(
    canteen,
    '预测模型与推荐策略',
    2,
    '2025-11-24',
    '2025-12-21',
    '建立分时段客流预测模型，设计菜品推荐规则。',
  ),
  task(canteen, '客流预测结题报告', 2, '2025-12-22', '2026-01-12', '提交结题报告，说明预测误差与推荐效果。'),
  task(
    greenhouse,
    '传感器选型与部署',
    2,
    '2025-11-03',
    '2025-11-23',
    '选定温湿度、光照和土壤传感器，在实训温室完成部署。',
  ),
  task(
    greenhouse,
    '监测平台与超限提醒',
    2,
    '2025-11-24',
    '2025-12-28',
    '数据接入平台，超出阈值时向管理员推送提醒。',
  ),
  task(greenhouse, '温室监测结题展示', 2, '2025-12-29', '2026-01-12', '现场演示监测与提醒，提交结题报告。'),
  task(lab, '借用流程调研', 2, '2026-03-16', '2026-03-29', '调研实验室设备的借用、归还和损坏登记流程。'),
  task(lab, '小程序原型与接口设计', 2, '2026-03-30', '2026-04-19', '完成借用小程序的原型和后端接口设计。'),
  task(energy, '能耗数据采集方案', 2, '2026-03-23', '2026-04-12', '确定教学楼电表的采集方式和上报频率。'),
  task(energy, '节能分析报告', 2, '2026-04-13', '2026-05-17', '分析各楼宇用电峰谷，提出节能建议。'),
  task(robot, '巡检路线与场地建模', 2, '2026-03-23', '2026-04-12', '测绘仓库场地，规划巡检路线和停靠点。'),
  task(robot, '视觉导航算法验证', 2, '2026-04-13', '2026-05-24', '在仓库现场验证视觉定位与避障效果。'),
];

const taskNamed = (name: string) => TASKS.find((t) => t.name === name)!;

/** fStatus of a hand-in: 0 waiting for review, 1 passed, 2 sent back. */
// `late`: days after the deadline it came (华东理工 takes late work and marks it 逾期 N 天).
const HAND_INS: readonly (readonly [
  team: string,
  task: string,
  status: 0 | 1 | 2,
  score?: number,
  late?: number,
])[] = [
  ['极客先锋队', '需求分析与用户调研', 1, 92, 1],
  ['代码织梦者', '需求分析与用户调研', 1, 86],
  ['极客先锋队', '原型设计与技术方案评审', 0],
  ['代码织梦者', '原型设计与技术方案评审', 2],
  ['视界工作室', '需求与数据源梳理', 1, 90],
  ['视界工作室', '大屏原型与开发', 1, 93],
  ['视界工作室', '结题展示', 1, 90],
  ['数智先锋', '需求与数据源梳理', 1, 85],
  ['数智先锋', '大屏原型与开发', 1, 82],
  ['数智先锋', '结题展示', 1, 85],
  ['博远智仓队', '仓储现场调研报告', 1, 88],
  ['物联先锋', '仓储现场调研报告', 1, 83, 2],
  ['博远智仓队', '设备接入与数据采集', 0],
  ['座无虚席', '需求调研与座位数据采集', 1, 90],
  ['座无虚席', '预约小程序开发', 1, 87],
  ['座无虚席', '试运行与结题答辩', 1, 88],
  ['书香工坊', '需求调研与座位数据采集', 1, 82],
  ['书香工坊', '预约小程序开发', 1, 78],
  ['书香工坊', '试运行与结题答辩', 1, 79],
  ['报修快线', '报修流程调研', 1, 85],
  ['报修快线', '工单系统开发', 1, 88],
  ['报修快线', '交付与结题答辩', 1, 86],
  ['食客智算', '客流数据清洗与分析', 1, 95],
  ['食客智算', '预测模型与推荐策略', 1, 92],
  ['食客智算', '客流预测结题报告', 1, 93],
  ['数据厨房', '客流数据清洗与分析', 1, 84],
  ['数据厨房', '预测模型与推荐策略', 1, 80],
  ['数据厨房', '客流预测结题报告', 1, 81],
  ['棚内观测站', '传感器选型与部署', 1, 91],
  ['棚内观测站', '监测平台与超限提醒', 1, 89],
  ['棚内观测站', '温室监测结题展示', 1, 90],
  ['器材管家', '借用流程调研', 1, 89],
  ['器材管家', '小程序原型与接口设计', 0],
  ['节能卫士', '能耗数据采集方案', 1, 86],
  ['节能卫士', '节能分析报告', 0],
  ['灵眸巡检', '巡检路线与场地建模', 1, 90],
  ['灵眸巡检', '视觉导航算法验证', 0],
];

const REVIEW: Record<0 | 1 | 2, string | null> = {
  0: null,
  1: '完成质量好，按要求提交。',
  2: '技术方案缺少数据库设计和接口清单，请补充后重新提交。',
};

interface QuestionDef {
  readonly project: ProjectDef;
  readonly team: TeamDef;
  readonly asker: PersonDef;
  readonly title: string;
  readonly content: string;
  readonly asked: string;
  readonly reply?: { readonly by: PersonDef; readonly text: string; readonly on: string };
  /** fStatus: 0 waiting, 1 replied, 2 closed. */
  readonly status: 0 | 1 | 2;
  /** Shared with every team of the project. */
  readonly open: boolean;
}

const QUESTIONS: readonly QuestionDef[] = [
  {
    project: market,
    team: teamNamed('极客先锋队'),
    asker: student('刘子涵'),
    title: '小程序登录是否必须使用微信手机号授权？',
    content: '手机号快速验证组件需要企业认证的小程序才能使用，我们用个人主体的测试号开发，登录应该怎么设计？',
    asked: '2026-03-24 21:12:05',
    reply: {
      by: companyTutor('杨帆'),
      text: '开发阶段用wx.login获取code换openid即可，手机号绑定放到“我的”页面作为可选项；上线时会用公司的企业主体账号发布。',
      on: '2026-03-25 09:40:18',
    },
    status: 1,
    open: true,
  },
  {
    project: market,
    team: teamNamed('代码织梦者'),
    asker: student('孙嘉豪'),
    title: '商品图片存储用对象存储还是服务器本地？',
    content: '预计每件商品3-9张图片，放在服务器本地磁盘是否够用？',
    asked: '2026-04-01 19:26:44',
    reply: {
      by: staff('张文博'),
      text: '建议使用对象存储并开启图片压缩样式，服务器只保存图片路径。',
      on: '2026-04-02 08:15:02',
    },
    status: 1,
    open: false,
  },
  {
    project: market,
    team: teamNamed('极客先锋队'),
    asker: student('陈思雨'),
    title: '原型评审需要提交哪些材料？',
    content: '除了原型链接，是否还需要提交页面流程图和交互说明文档？',
    asked: '2026-04-14 20:03:51',
    status: 0,
    open: false,
  },
  {
    project: market,
    team: teamNamed('代码织梦者'),
    asker: student('高雅婷'),
    title: '能否把技术栈换成uni-app？',
    content: '组里有同学更熟悉Vue，想用uni-app开发，同时发布到H5。',
    asked: '2026-03-18 15:47:29',
    reply: {
      by: staff('张文博'),
      text: '本项目要求原生小程序开发，暂不支持更换；H5可作为后续拓展。',
      on: '2026-03-18 17:02:11',
    },
    status: 2,
    open: false,
  },
  {
    project: warehouse,
    team: teamNamed('博远智仓队'),
    asker: student('杜鹏飞'),
    title: 'RFID读写器的数据如何对接到平台？',
    content: '读写器只支持TCP透传，平台接收用MQTT，中间需要自己写转换程序吗？',
    asked: '2026-04-07 10:21:36',
    reply: {
      by: companyTutor('唐伟'),
      text: '使用公司提供的边缘网关，配置TCP转MQTT插件即可，不需要自己写转换程序。',
      on: '2026-04-07 14:55:20',
    },
    status: 1,
    open: true,
  },
];

export function projectWorkTables() {
  const tasks: Row[] = TASKS.map((t, i) => ({
    cProjectTaskId: t.key,
    cProjectInfoId: t.project.key,
    cTaskName: t.name,
    fTaskType: t.type,
    tStartDate: `${t.start} 08:00:00`,
    tEndDate: `${t.end} 23:59:59`,
    fFullScore: 100,
    cContent: t.content,
    cFilePath: i === 0 ? demoFile('project-task', t.key, '需求规格说明书模板.docx') : null,
    fSort: TASKS.filter((o) => o.project === t.project).indexOf(t) + 1,
    tCreateDate: at(t.project.enroll[1], i),
  }));
  const handIns: Row[] = HAND_INS.map(([teamName, taskName, status, score, late], i) => {
    const t = taskNamed(taskName);
    const team = teamNamed(teamName);
    // Members take turns handing in the team's work.
    const submitter = team.members[i % team.members.length]![0];
    // On the deadline, or by the weekend before the demo week (clock.ts) for a task still running.
    const submitted = at(late ? addDays(t.end, late) : t.end < DEMO_WEEK ? t.end : addDays(DEMO_WEEK, -2), i);
    return {
      cProjectTeamTaskId: uid('ttk', i + 1),
      cProjectInfoId: t.project.key,
      cProjectTaskId: t.key,
      cProjectTeamId: team.key,
      fSubmitUserId: submitter.fAppUserId,
      cContent: `${teamName}提交：${taskName}`,
      cFilePath: demoFile('project-submission', uid('ttk', i + 1), `${teamName}_${taskName}.zip`),
      tSubmitDate: submitted,
      fLateDays: daysLate(`${t.end} 23:59:59`, submitted),
      fStatus: status,
      fScore: score ?? null,
      cComment: REVIEW[status],
      tCreateDate: submitted,
    };
  });
  const questions: Row[] = QUESTIONS.map((q, i) => ({
    cProjectQuestionId: uid('q', i + 1),
    cProjectInfoId: q.project.key,
    cProjectTeamId: q.team.key,
    fUserId: q.asker.fAppUserId,
    cTitle: q.title,
    cContent: q.content,
    cReplyContent: q.reply?.text ?? null,
    fReplyUserId: q.reply?.by.fAppUserId ?? null,
    tReplyDate: q.reply?.on ?? null,
    fStatus: q.status,
    fIsOpen: q.open ? 1 : 0,
    tCreateDate: q.asked,
  }));
  return [
    table('ProjectTask', tasks),
    table('ProjectTeamTask', handIns),
    table('ProjectQuestion', questions),
  ];
}
