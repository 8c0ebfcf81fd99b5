import { EVALUATION_TEMPLATES } from './evaluation.js';
import { uid } from './helpers.js';
import { SCHOOLS, type SchoolKey } from './schools.js';

/*
 * Practice courses in every review and course state. The `teacher` demo account runs two of them (one
 * running, one ended); 江南信息 runs its own; one course is open to both schools, one to the whole platform,
 * and one open for selection is full.
 */

export const LABELS = ['软件开发', '数据分析', '电子商务', '智能制造', '网络与物联网'] as const;
export const labelId = (name: (typeof LABELS)[number]) => uid('pl', LABELS.indexOf(name) + 1);

export interface PracticeCourse {
  readonly key: string;
  readonly school: SchoolKey;
  readonly name: string;
  readonly label: (typeof LABELS)[number];
  /** fCourseType: 0 comprehensive practice, 1 internship, 2 innovation, 3/4 professional course. */
  readonly courseType: 0 | 3 | 4;
  /** fPracticeType: 1 whole platform, 2 own school, 3 several schools. */
  readonly scope: 1 | 2 | 3;
  readonly openSchools?: readonly number[];
  /** fEvaluationType 2 marks tasks with the template; 1 with a comment only. */
  readonly evaluationTemplate?: number;
  readonly teacher: string;
  readonly credit: number;
  readonly hours: number;
  readonly max: number;
  readonly select: readonly [string, string];
  readonly run: readonly [string, string];
  /** fStatus: 0 unreviewed, 1 passed, 2 rejected. */
  readonly status: 0 | 1 | 2;
  /** fPracticeStatus: 0 not started, 1 selecting, 2 running, 3 ended. */
  readonly stage: 0 | 1 | 2 | 3;
  readonly desc: string;
}

const course = (n: number, c: Omit<PracticeCourse, 'key'>): PracticeCourse => ({ key: uid('pi', n), ...c });

export const PRACTICE = {
  web: course(1, {
    school: 'huadong',
    name: 'Web前端开发综合实践',
    label: '软件开发',
    courseType: 0,
    scope: 2,
    evaluationTemplate: EVALUATION_TEMPLATES.web.id,
    teacher: '张文博',
    credit: 2,
    hours: 32,
    max: 40,
    select: ['2026-02-23', '2026-03-06'],
    run: ['2026-03-09', '2026-06-26'],
    status: 1,
    stage: 2,
    desc: '<p>以“校园活动报名系统”为贯穿项目，完成从静态页面到Vue组件化应用的四个阶段任务，每阶段按评价表打分。</p>',
  }),
  dataAnalysis: course(2, {
    school: 'huadong',
    name: 'Python数据分析项目实践',
    label: '数据分析',
    courseType: 3,
    scope: 3,
    openSchools: [SCHOOLS.huadong.fSchoolId, SCHOOLS.jiangnan.fSchoolId],
    evaluationTemplate: EVALUATION_TEMPLATES.dataReport.id,
    teacher: '陈佳怡',
    credit: 2,
    hours: 32,
    max: 60,
    select: ['2026-04-01', '2026-04-24'],
    run: ['2026-05-06', '2026-07-03'],
    status: 1,
    stage: 1,
    desc: '<p>面向华东理工与江南信息两校开放，使用pandas完成零售销售数据的清洗、分析与可视化，并撰写分析报告。</p>',
  }),
  crossBorder: course(3, {
    school: 'huadong',
    name: '跨境电商运营实务',
    label: '电子商务',
    courseType: 0,
    scope: 1,
    teacher: '黄志刚',
    credit: 1.5,
    hours: 24,
    max: 80,
    select: ['2026-08-24', '2026-09-04'],
    run: ['2026-09-07', '2026-11-27'],
    status: 0,
    stage: 0,
    desc: '<p>与杭州云岭电子商务有限公司共建，讲解跨境店铺选品、Listing优化与海外营销。</p>',
  }),
  robot: course(4, {
    school: 'huadong',
    name: '工业机器人编程与仿真实践',
    label: '智能制造',
    courseType: 3,
    scope: 2,
    evaluationTemplate: EVALUATION_TEMPLATES.general.id,
    teacher: '吴海峰',
    credit: 2,
    hours: 40,
    max: 30,
    select: ['2026-04-20', '2026-05-06'],
    run: ['2026-05-11', '2026-06-19'],
    status: 2,
    stage: 0,
    desc: '<p>课程大纲未附实训安全预案，审核未通过。</p>',
  }),
  java: course(5, {
    school: 'huadong',
    name: 'Java程序设计课程实践',
    label: '软件开发',
    courseType: 4,
    scope: 2,
    teacher: '张文博',
    credit: 1,
    hours: 16,
    max: 50,
    select: ['2025-09-01', '2025-09-05'],
    run: ['2025-09-08', '2026-01-09'],
    status: 1,
    stage: 3,
    desc: '<p>Java程序设计课程的配套实践，三次任务以评语方式评价。</p>',
  }),
  // Open for selection on the demo's today, to every school: the demo student has not chosen it yet.
  visualization: course(7, {
    school: 'huadong',
    name: '大数据可视化实践',
    label: '数据分析',
    courseType: 0,
    scope: 1,
    teacher: '陈佳怡',
    credit: 1.5,
    hours: 24,
    max: 40,
    select: ['2026-04-08', '2026-04-28'],
    run: ['2026-05-11', '2026-07-10'],
    status: 1,
    stage: 1,
    desc: '<p>使用ECharts与大屏模板，把城市交通开放数据做成可交互的数据看板，面向全平台学生开放。</p>',
  }),
  // Open for selection too, but its three seats are taken: selecting it is refused (选课人数已满).
  startup: course(8, {
    school: 'huadong',
    name: '大学生创新创业训练',
    label: '电子商务',
    courseType: 0,
    scope: 2,
    teacher: '黄志刚',
    credit: 1,
    hours: 16,
    max: 3,
    select: ['2026-04-10', '2026-04-30'],
    run: ['2026-05-06', '2026-06-30'],
    status: 1,
    stage: 1,
    desc: '<p>以小组为单位完成一份商业计划书并参加校级路演，名额有限。</p>',
  }),
  network: course(6, {
    school: 'jiangnan',
    name: '网络设备配置与管理实践',
    label: '网络与物联网',
    courseType: 0,
    scope: 2,
    evaluationTemplate: EVALUATION_TEMPLATES.network.id,
    teacher: '徐晓东',
    credit: 2,
    hours: 32,
    max: 45,
    select: ['2026-02-16', '2026-02-27'],
    run: ['2026-03-02', '2026-06-19'],
    status: 1,
    stage: 2,
    desc: '<p>在真实设备机房完成园区网的设计、配置与故障排查。</p>',
  }),
} as const;
