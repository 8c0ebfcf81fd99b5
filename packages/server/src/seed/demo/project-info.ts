import { DEMO_TODAY } from './clock.js';
import type { CompanyKey } from './companies.js';
import { addDays, uid } from './helpers.js';
import type { SchoolKey } from './schools.js';

/*
 * Training-camp projects in each stage: running (the demo accounts' one), taking enrolments, ended, not yet
 * reviewed, and one of 江南信息. Each names its technologies and tutors by name.
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
 * The project taking enrolments opens a week before the demo's day and closes three weeks after; the project
 * tables move with the seeding day (demo/clock.ts), so 全部项目 always has a project a student can enter.
 */
export const fromDemoDay = (n: number) => addDays(DEMO_TODAY, n);

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
    enroll: [fromDemoDay(-7), fromDemoDay(21)],
    run: [fromDemoDay(28), fromDemoDay(88)],
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
} as const satisfies Record<string, ProjectDef>;

export const PROJECT_LIST: readonly ProjectDef[] = Object.values(PROJECTS);
