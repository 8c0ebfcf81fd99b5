import { uid } from './helpers.js';
import { DEMO, type StudentDef, student } from './people.js';
import { fromDemoWeek, PROJECTS, type ProjectDef } from './project-info.js';

/*
 * Teams and their members, the leader first. The `student` demo account leads a team of the running
 * project; other teams show each enrolment state: enrolled, enrolling, not yet enrolled and failed.
 */

export interface TeamDef {
  readonly key: string;
  readonly project: ProjectDef;
  readonly name: string;
  readonly slogan: string;
  /** Members with their duty; the first is the leader. */
  readonly members: readonly (readonly [student: StudentDef, duty: string])[];
  /** fIsEnroll: 0 not enrolled, 1 enrolling, 2 enrolled, 3 enrolment failed. */
  readonly enroll: 0 | 1 | 2 | 3;
  readonly enrolledOn?: string;
  readonly score?: number;
  readonly desc: string;
}

let nextTeam = 1;
const team = (
  project: ProjectDef,
  name: string,
  slogan: string,
  members: readonly (readonly [string, string])[],
  enroll: TeamDef['enroll'],
  extra: { enrolledOn?: string; score?: number; desc: string },
): TeamDef => ({
  key: uid('team', nextTeam++),
  project,
  name,
  slogan,
  members: members.map(([name, duty]) => [student(name), duty] as const),
  enroll,
  ...extra,
});

export const TEAMS: readonly TeamDef[] = [
  team(
    PROJECTS.market,
    '极客先锋队',
    '用代码让闲置流动起来',
    [
      [DEMO.student.realName, '后端接口开发'],
      ['陈思雨', '前端页面开发'],
      ['王浩然', '测试与部署'],
      ['周雨桐', 'UI设计'],
    ],
    2,
    { enrolledOn: '2026-02-25', desc: '成员均在汇智实习，熟悉企业开发流程。' },
  ),
  team(
    PROJECTS.market,
    '代码织梦者',
    '小步快跑，持续交付',
    [
      ['孙嘉豪', '项目统筹与后端开发'],
      ['高雅婷', '测试与文档'],
      ['何诗琪', '前端开发'],
    ],
    2,
    { enrolledOn: '2026-03-02', desc: '三人来自软件技术2202班。' },
  ),
  team(
    PROJECTS.market,
    '破晓团队',
    '天亮之前，代码先行',
    [
      ['胡志伟', '后端开发'],
      ['林俊熙', '前端开发'],
    ],
    3,
    { enrolledOn: '2026-03-09', desc: '团队人数未达到最少3人的要求，报名未通过。' },
  ),
  team(
    PROJECTS.farm,
    '绿野智联',
    '让每一株作物都被看见',
    [
      ['谢天宇', '数据分析'],
      ['韩雪', '传感器部署'],
      ['唐明辉', '平台开发'],
    ],
    1,
    { enrolledOn: fromDemoWeek(-3), desc: '已提交报名，等待导师审核。' },
  ),
  team(
    PROJECTS.farm,
    '数据耕耘者',
    '深耕数据，收获洞见',
    [
      ['冯静怡', '数据分析'],
      ['许博文', '硬件调试'],
      ['邓佳琪', '报告撰写'],
    ],
    0,
    { desc: '团队组建中，尚未提交报名。' },
  ),
  team(
    PROJECTS.dashboard,
    '视界工作室',
    '让数据一目了然',
    [
      ['朱梦瑶', '需求分析与统筹'],
      ['李欣怡', '数据处理'],
      ['郑可馨', '图表开发'],
      ['张宇航', '大屏部署'],
    ],
    2,
    { enrolledOn: '2025-09-15', score: 91, desc: '方案被企业采纳，获评优秀团队。' },
  ),
  team(
    PROJECTS.dashboard,
    '数智先锋',
    '数据驱动决策',
    [
      ['吴俊杰', '后端接口'],
      ['罗文轩', '前端开发'],
      ['梁晓彤', '视觉设计'],
    ],
    2,
    { enrolledOn: '2025-09-20', score: 84, desc: '按期完成全部任务。' },
  ),
  team(
    PROJECTS.warehouse,
    '博远智仓队',
    '物联万物，智管仓储',
    [
      ['杜鹏飞', '网络与网关部署'],
      ['程浩', '平台后端开发'],
      ['丁一凡', 'RFID设备调试'],
    ],
    2,
    { enrolledOn: '2026-02-24', desc: '在博远实习的同学组队。' },
  ),
  team(
    PROJECTS.warehouse,
    '物联先锋',
    '连接让仓储更聪明',
    [
      ['任晓雪', '需求与测试'],
      ['姚磊', '嵌入式开发'],
      ['卢静', '前端开发'],
    ],
    2,
    { enrolledOn: '2026-02-27', desc: '物联网应用技术2201班组队。' },
  ),
  // 华东理工's other projects: the ended ones with their scores, the running ones with their enrolled teams
  // (and one refused for its size), and the one now taking enrolments with a team waiting and one forming.
  team(
    PROJECTS.library,
    '座无虚席',
    '一座难求，从此不再',
    [
      ['孙嘉豪', '项目统筹与后端开发'],
      ['胡志伟', '小程序前端'],
      ['林俊熙', '测试与部署'],
    ],
    2,
    { enrolledOn: '2025-09-12', score: 88, desc: '软件技术2202班组队，方案已在图书馆试运行。' },
  ),
  team(
    PROJECTS.library,
    '书香工坊',
    '把时间留给阅读',
    [
      ['曹琳', '需求调研'],
      ['彭宇', '后端开发'],
      ['曾婉清', '界面设计'],
    ],
    2,
    { enrolledOn: '2025-09-16', score: 79, desc: '电子商务专业同学跨专业组队。' },
  ),
  team(
    PROJECTS.canteen,
    '食客智算',
    '让每一份饭菜都刚刚好',
    [
      ['谢天宇', '数据建模'],
      ['韩雪', '推荐策略与报告'],
    ],
    2,
    { enrolledOn: '2025-10-15', score: 93, desc: '预测误差低于一成，获评优秀团队。' },
  ),
  team(
    PROJECTS.canteen,
    '数据厨房',
    '用数据烹出好味道',
    [
      ['唐明辉', '数据清洗'],
      ['冯静怡', '客流统计'],
      ['许博文', '可视化展示'],
    ],
    2,
    { enrolledOn: '2025-10-20', score: 81, desc: '按期完成全部任务。' },
  ),
  team(
    PROJECTS.lab,
    '器材管家',
    '借得明白，还得放心',
    [
      ['李欣怡', '后端接口开发'],
      ['张宇航', '小程序前端'],
      ['吴俊杰', '测试与文档'],
    ],
    2,
    { enrolledOn: '2026-02-26', desc: '软件技术2201班组队，负责借用与归还流程。' },
  ),
  team(
    PROJECTS.lab,
    '实验先锋',
    '精益求精',
    [
      ['郑可馨', '需求分析'],
      ['梁晓彤', '前端开发'],
    ],
    3,
    { enrolledOn: '2026-03-03', desc: '团队人数未达到最少3人的要求，报名未通过。' },
  ),
  team(
    PROJECTS.energy,
    '节能卫士',
    '每一度电都算数',
    [
      ['袁志强', '电表数据采集'],
      ['潘立新', '节能分析'],
      ['蒋雯', '平台开发'],
    ],
    2,
    { enrolledOn: '2026-03-01', desc: '机电一体化技术2201班组队。' },
  ),
  team(
    PROJECTS.robot,
    '灵眸巡检',
    '看得见，走得稳',
    [
      ['董建华', '运动控制'],
      ['罗文轩', '视觉算法'],
      ['朱梦瑶', '测试与数据标注'],
    ],
    2,
    { enrolledOn: '2026-03-05', desc: '机电与软件专业同学联合组队。' },
  ),
  team(
    PROJECTS.club,
    '社团小助手',
    '报名一键，签到一扫',
    [
      ['曹琳', '需求与运营'],
      ['曾婉清', '界面设计'],
      ['彭宇', '后端开发'],
    ],
    1,
    { enrolledOn: fromDemoWeek(-1), desc: '已提交报名，等待导师审核。' },
  ),
  team(
    PROJECTS.club,
    '活力社联',
    '让每个社团都被看见',
    [
      ['萧子轩', '后端开发'],
      ['田甜', '前端开发'],
    ],
    0,
    { desc: '团队组建中，尚未提交报名。' },
  ),
  team(
    PROJECTS.dorm,
    '报修快线',
    '小事不过夜',
    [
      ['陈思雨', '前端开发'],
      ['王浩然', '后端开发'],
      ['周雨桐', '界面设计'],
    ],
    2,
    { enrolledOn: '2025-09-15', score: 86, desc: '系统已交付后勤处使用。' },
  ),
  team(
    PROJECTS.greenhouse,
    '棚内观测站',
    '让作物自己说话',
    [
      ['袁志强', '传感器部署'],
      ['潘立新', '网关调试'],
      ['蒋雯', '数据分析与报告'],
    ],
    2,
    { enrolledOn: '2025-10-16', score: 90, desc: '机电一体化技术2201班组队，获评优秀团队。' },
  ),
];

export const teamsOf = (p: ProjectDef) => TEAMS.filter((t) => t.project === p);
export const teamNamed = (name: string) => TEAMS.find((t) => t.name === name)!;
