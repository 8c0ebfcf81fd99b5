import { DEMO_WEEK } from './clock.js';
import type { CompanyKey } from './companies.js';
import { addDays, uid } from './helpers.js';
import type { SchoolKey } from './schools.js';

/*
 * Training-camp projects in each stage: running (the demo accounts' one), taking enrolments, ended, not yet
 * reviewed or refused, and one of 江南信息; enough of 华东理工's for its lists to page through. Each names its
 * technologies and tutors by name.
 */

export const TECHNOLOGIES = [
  ['Java Spring Boot', '后端服务开发框架'],
  ['Vue.js', '前端单页应用框架'],
  ['微信小程序', '微信生态下的轻应用开发'],
  ['Python数据分析', 'pandas、Matplotlib等数据处理与可视化'],
  ['物联网嵌入式', '传感器采集、网关与嵌入式开发'],
  ['机器视觉', '工业相机、图像处理与缺陷检测'],
] as const;

type Technology = (typeof TECHNOLOGIES)[number][0];
export const technologyId = (name: Technology) =>
  uid('tech', TECHNOLOGIES.findIndex(([n]) => n === name) + 1);

export interface ProjectDef {
  readonly key: string;
  readonly school: SchoolKey;
  readonly name: string;
  readonly company: CompanyKey;
  readonly technologies: readonly Technology[];
  /** Tutors by name with fTutorType (1 in-school, 2 enterprise) and research field. */
  readonly tutors: readonly (readonly [name: string, type: 1 | 2, research: string])[];
  readonly members: readonly [min: number, max: number];
  readonly maxTeams: number;
  readonly enroll: readonly [string, string];
  readonly run: readonly [string, string];
  /** fStatus: 0 unreviewed, 1 passed, 2 rejected. */
  readonly status: 0 | 1 | 2;
  /** fProjectStatus: 0 not started, 1 enrolling, 2 running, 3 ended. */
  readonly stage: 0 | 1 | 2 | 3;
  readonly summary: string;
  readonly desc: string;
}

/**
 * Days counted from the Monday of the demo week (clock.ts): the project taking enrolments opens a week before
 * it and closes three weeks after, so 全部项目 has a project a student can enter on any day of that week.
 */
export const fromDemoWeek = (n: number) => addDays(DEMO_WEEK, n);

const project = (n: number, p: Omit<ProjectDef, 'key'>): ProjectDef => ({ key: uid('pj', n), ...p });

export const PROJECTS = {
  market: project(1, {
    school: 'huadong',
    name: '校园二手交易微信小程序开发',
    company: 'huizhi',
    technologies: ['微信小程序', 'Java Spring Boot'],
    tutors: [
      ['张文博', 1, 'Web全栈开发'],
      ['杨帆', 2, '微服务架构与敏捷开发'],
    ],
    members: [3, 5],
    maxTeams: 6,
    enroll: ['2026-02-20', '2026-03-10'],
    run: ['2026-03-16', '2026-06-19'],
    status: 1,
    stage: 2,
    summary: '面向本校师生的二手物品发布与交易小程序，包含商品发布、搜索、即时沟通与信用评价。',
    desc: '<p>项目由上海汇智软件科技有限公司提供真实需求与技术指导，按企业敏捷开发流程分五个阶段推进，每两周一次站会评审。</p><p>结题作品将在校内试运行，优秀团队可获得企业实习推荐。</p>',
  }),
  farm: project(2, {
    school: 'huadong',
    name: '智慧农业大棚环境监测系统',
    company: 'shulian',
    technologies: ['物联网嵌入式', 'Python数据分析'],
    tutors: [
      ['陈佳怡', 1, '数据挖掘'],
      ['张文博', 1, 'Web全栈开发'],
      ['宋雨晴', 2, '商业智能分析'],
    ],
    members: [3, 4],
    maxTeams: 4,
    enroll: [fromDemoWeek(-7), fromDemoWeek(21)],
    run: [fromDemoWeek(28), fromDemoWeek(88)],
    status: 1,
    stage: 1,
    summary: '采集大棚温湿度、光照与土壤数据，提供阈值告警与生长趋势分析。',
    desc: '<p>与奉贤区某蔬菜种植合作社合作，学生需到现场部署传感器并采集一个月的数据。</p>',
  }),
  dashboard: project(3, {
    school: 'huadong',
    name: '企业经营数据可视化大屏',
    company: 'shulian',
    technologies: ['Vue.js', 'Python数据分析'],
    tutors: [
      ['赵思远', 1, '前端工程化'],
      ['林涛', 2, '数据可视化'],
    ],
    members: [3, 5],
    maxTeams: 4,
    enroll: ['2025-09-10', '2025-09-26'],
    run: ['2025-09-29', '2025-12-31'],
    status: 1,
    stage: 3,
    summary: '为合作企业设计经营数据大屏，展示销售、库存与客户分布。',
    desc: '<p>已结题。两支团队作品均通过企业验收，其中“视界工作室”的方案被企业采纳。</p>',
  }),
  warehouse: project(4, {
    school: 'jiangnan',
    name: '智能仓储物联网管理平台',
    company: 'boyuan',
    technologies: ['物联网嵌入式', 'Java Spring Boot'],
    tutors: [
      ['徐晓东', 1, '网络工程'],
      ['唐伟', 2, '物联网系统集成'],
    ],
    members: [3, 4],
    maxTeams: 3,
    enroll: ['2026-02-16', '2026-03-04'],
    run: ['2026-03-09', '2026-06-12'],
    status: 1,
    stage: 2,
    summary: '基于RFID与温湿度传感的仓储管理平台，实现出入库自动登记与环境告警。',
    desc: '<p>依托无锡博远物联网科技有限公司的真实仓储项目开展。</p>',
  }),
  vision: project(5, {
    school: 'huadong',
    name: '基于机器视觉的零件缺陷检测',
    company: 'pujiang',
    technologies: ['机器视觉'],
    tutors: [['吴海峰', 1, '工业自动化']],
    members: [2, 4],
    maxTeams: 3,
    enroll: ['2026-05-06', '2026-05-20'],
    run: ['2026-06-01', '2026-08-28'],
    status: 0,
    stage: 0,
    summary: '利用工业相机对冲压件表面划痕、凹坑进行自动检测。',
    desc: '<p>项目申报中，待学校管理员审核。</p>',
  }),
  // Earlier and later projects of 华东理工, so that a school's project lists page through.
  library: project(6, {
    school: 'huadong',
    name: '图书馆座位预约系统',
    company: 'huizhi',
    technologies: ['Vue.js', 'Java Spring Boot'],
    tutors: [
      ['赵思远', 1, '前端工程化'],
      ['林涛', 2, '数据可视化'],
    ],
    members: [3, 5],
    maxTeams: 5,
    enroll: ['2025-09-08', '2025-09-22'],
    run: ['2025-09-29', '2026-01-09'],
    status: 1,
    stage: 3,
    summary: '自习座位在线预约、签到与超时释放，减少占座现象。',
    desc: '<p>已结题，系统在图书馆三楼自习区试运行一学期。</p>',
  }),
  canteen: project(7, {
    school: 'huadong',
    name: '食堂客流预测与菜品推荐',
    company: 'shulian',
    technologies: ['Python数据分析'],
    tutors: [
      ['陈佳怡', 1, '数据挖掘'],
      ['宋雨晴', 2, '商业智能分析'],
    ],
    members: [2, 4],
    maxTeams: 4,
    enroll: ['2025-10-09', '2025-10-24'],
    run: ['2025-11-03', '2026-01-16'],
    status: 1,
    stage: 3,
    summary: '基于一卡通消费记录预测各窗口客流，并按口味偏好推荐菜品。',
    desc: '<p>已结题，预测误差控制在百分之十二以内。</p>',
  }),
  lab: project(8, {
    school: 'huadong',
    name: '实验室设备借用管理小程序',
    company: 'huizhi',
    technologies: ['微信小程序', 'Java Spring Boot'],
    tutors: [
      ['张文博', 1, 'Web全栈开发'],
      ['杨帆', 2, '微服务架构与敏捷开发'],
    ],
    members: [3, 4],
    maxTeams: 4,
    enroll: ['2026-02-23', '2026-03-06'],
    run: ['2026-03-16', '2026-06-26'],
    status: 1,
    stage: 2,
    summary: '设备扫码借还、逾期提醒与借用统计，替代纸质登记本。',
    desc: '<p>面向信息工程学院实验中心的真实需求，期末交付试用。</p>',
  }),
  energy: project(9, {
    school: 'huadong',
    name: '校园能耗监测与节能分析',
    company: 'shulian',
    technologies: ['物联网嵌入式', 'Python数据分析'],
    tutors: [['陈佳怡', 1, '数据挖掘']],
    members: [3, 5],
    maxTeams: 3,
    enroll: ['2026-02-25', '2026-03-11'],
    run: ['2026-03-23', '2026-07-03'],
    status: 1,
    stage: 2,
    summary: '采集教学楼分项电耗，识别异常用电并给出节能建议。',
    desc: '<p>与后勤处合作，在两栋教学楼安装计量插座。</p>',
  }),
  robot: project(10, {
    school: 'huadong',
    name: '仓库巡检机器人视觉导航',
    company: 'pujiang',
    technologies: ['机器视觉', '物联网嵌入式'],
    tutors: [['吴海峰', 1, '工业自动化']],
    members: [3, 4],
    maxTeams: 3,
    enroll: ['2026-03-02', '2026-03-16'],
    run: ['2026-03-23', '2026-07-10'],
    status: 1,
    stage: 2,
    summary: '用二维码地标与视觉识别让巡检机器人在货架间自主行走并拍照。',
    desc: '<p>上海浦江智能制造有限公司提供机器人底盘与测试场地。</p>',
  }),
  club: project(11, {
    school: 'huadong',
    name: '社团活动报名与签到平台',
    company: 'huizhi',
    technologies: ['Vue.js', '微信小程序'],
    tutors: [
      ['赵思远', 1, '前端工程化'],
      ['杨帆', 2, '微服务架构与敏捷开发'],
    ],
    members: [2, 4],
    maxTeams: 5,
    enroll: [fromDemoWeek(-3), fromDemoWeek(25)],
    run: [fromDemoWeek(32), fromDemoWeek(95)],
    status: 1,
    stage: 1,
    summary: '社团发布活动、学生在线报名，现场扫码签到并自动统计时长。',
    desc: '<p>校团委提出需求，结题作品将在全校社团推广使用。</p>',
  }),
  parcel: project(12, {
    school: 'huadong',
    name: '校园快递柜取件提醒服务',
    company: 'huizhi',
    technologies: ['Java Spring Boot', '微信小程序'],
    tutors: [['张文博', 1, 'Web全栈开发']],
    members: [2, 4],
    maxTeams: 4,
    enroll: [fromDemoWeek(35), fromDemoWeek(49)],
    run: [fromDemoWeek(56), fromDemoWeek(140)],
    status: 1,
    stage: 0,
    summary: '对接快递柜开放接口，取件码到达即时提醒，超时未取自动催领。',
    desc: '<p>已通过审核，报名将于下月开放。</p>',
  }),
  shuttle: project(13, {
    school: 'huadong',
    name: '校车实时位置查询',
    company: 'shulian',
    technologies: ['微信小程序', 'Python数据分析'],
    tutors: [['赵思远', 1, '前端工程化']],
    members: [2, 3],
    maxTeams: 3,
    enroll: ['2026-04-20', '2026-05-06'],
    run: ['2026-05-11', '2026-07-17'],
    status: 2,
    stage: 0,
    summary: '在校车上加装定位终端，学生可在小程序中查看到站时间。',
    desc: '<p>审核未通过：定位终端采购经费尚未落实，请明确经费来源后重新申报。</p>',
  }),
  dorm: project(14, {
    school: 'huadong',
    name: '宿舍报修工单系统',
    company: 'huizhi',
    technologies: ['Java Spring Boot', 'Vue.js'],
    tutors: [
      ['张文博', 1, 'Web全栈开发'],
      ['杨帆', 2, '微服务架构与敏捷开发'],
    ],
    members: [3, 5],
    maxTeams: 4,
    enroll: ['2025-09-10', '2025-09-24'],
    run: ['2025-10-08', '2026-01-09'],
    status: 1,
    stage: 3,
    summary: '学生在线提交宿舍报修，后勤按工单派修并回访评价。',
    desc: '<p>已结题，系统已交付后勤处使用，平均报修处理时间由三天缩短到一天。</p>',
  }),
  greenhouse: project(15, {
    school: 'huadong',
    name: '智慧温室环境监测',
    company: 'shulian',
    technologies: ['物联网嵌入式', 'Python数据分析'],
    tutors: [['陈佳怡', 1, '数据挖掘']],
    members: [3, 4],
    maxTeams: 3,
    enroll: ['2025-10-13', '2025-10-27'],
    run: ['2025-11-03', '2026-01-16'],
    status: 1,
    stage: 3,
    summary: '在校内实训温室部署温湿度与光照传感器，超限时提醒管理员。',
    desc: '<p>已结题，传感器数据接入学校物联网实训平台。</p>',
  }),
} as const satisfies Record<string, ProjectDef>;

export const PROJECT_LIST: readonly ProjectDef[] = Object.values(PROJECTS);
