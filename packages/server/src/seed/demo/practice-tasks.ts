import { daysLate } from '../../ops/late-work.js';
import { DEMO_WEEK } from './clock.js';
import { EVALUATION_TEMPLATES, type EvaluationTemplateDef } from './evaluation.js';
import { addDays, at, cycle, demoFile, type Row, table, uid } from './helpers.js';
import { PRACTICE, type PracticeCourse } from './practice-courses.js';
import { approved, type Selection } from './practice-students.js';

/*
 * Practice tasks and the approved students' hand-ins. Courses marked by standard evaluation carry one
 * evaluation item per template line, and the hand-in's score is the sum of its items.
 */

interface TaskDef {
  readonly key: string;
  readonly course: PracticeCourse;
  readonly name: string;
  readonly start: string;
  readonly end: string;
  readonly content: string;
  readonly attachment?: string;
}

let nextTask = 1;
const task = (
  course: PracticeCourse,
  name: string,
  start: string,
  end: string,
  content: string,
  file?: string,
) => {
  const key = uid('pk', nextTask++);
  const attachment = file ? demoFile('practice-task', key, file) : undefined;
  return { key, course, name, start, end, content, ...(attachment ? { attachment } : {}) } satisfies TaskDef;
};

const { web, java, network, dataAnalysis } = PRACTICE;

const TASKS: readonly TaskDef[] = [
  task(
    web,
    '个人作品集首页布局',
    '2026-03-09',
    '2026-03-22',
    '使用HTML5语义化标签和Flex布局完成个人作品集首页，适配1920与1366两种分辨率。',
    '首页设计稿.png',
  ),
  task(
    web,
    '表单交互与数据校验',
    '2026-03-23',
    '2026-04-05',
    '实现活动报名表单，包含手机号、学号校验与提交前确认，给出友好的错误提示。',
  ),
  task(
    web,
    'Vue组件化改造与路由',
    '2026-04-06',
    // Due the Monday after the demo week: within 本周待交's 7 days on any day of it, so 今日待办 lists a task.
    '2026-04-20',
    '将前两阶段页面改造为Vue 3单页应用，拆分至少5个组件并配置路由。',
    'Vue改造要求.pdf',
  ),
  task(
    web,
    '综合项目：校园活动报名系统',
    '2026-04-21',
    '2026-06-19',
    '分组完成校园活动报名系统的前端，包含活动列表、报名、我的报名三大功能，期末演示答辩。',
  ),
  task(
    java,
    '面向对象编程：图书管理系统',
    '2025-09-22',
    '2025-10-19',
    '设计图书、读者、借阅三个类，实现借书、还书与逾期提醒。',
  ),
  task(
    java,
    '集合与异常处理：成绩统计',
    '2025-10-20',
    '2025-11-16',
    '读取成绩文件并统计各科平均分、最高分，对格式错误的数据给出异常提示。',
  ),
  task(
    java,
    '综合实践：JDBC学生信息管理',
    '2025-11-17',
    '2025-12-28',
    '基于JDBC与MySQL完成学生信息的增删改查，提交源码与运行截图。',
    '数据库脚本.sql',
  ),
  task(
    network,
    '园区网拓扑设计与地址规划',
    '2026-03-02',
    '2026-03-22',
    '按给定园区需求绘制网络拓扑，完成IP地址与VLAN规划表。',
  ),
  task(
    network,
    'VLAN与链路聚合配置',
    '2026-03-23',
    '2026-04-19',
    '在机房设备上完成VLAN划分、Trunk与链路聚合配置，提交配置文件与测试截图。',
  ),
  task(
    dataAnalysis,
    '销售数据清洗与探索性分析',
    '2026-05-06',
    '2026-05-31',
    '对提供的门店销售数据进行清洗并完成探索性分析。',
    '门店销售数据.xlsx',
  ),
  task(
    dataAnalysis,
    '数据分析报告',
    '2026-06-01',
    '2026-07-03',
    '围绕复购率与客单价撰写数据分析报告，附可视化图表。',
  ),
];

const tasksOf = (c: PracticeCourse) => TASKS.filter((t) => t.course === c);

interface HandIn {
  readonly task: TaskDef;
  readonly selection: Selection;
  /** fStatus of the review: 0 unreviewed, 1 passed, 2 rejected. */
  readonly status: 0 | 1 | 2;
  /** Share of each evaluation line the student earned (passed hand-ins only). */
  readonly share: number;
  /** Days after the deadline it came (华东理工 takes late work and marks it 逾期 N 天). */
  readonly late?: number;
}

const SHARES = [0.92, 0.85, 0.78, 0.88, 0.95, 0.81, 0.9];

/** Which hand-ins exist: past tasks are all reviewed; the running task has the first submissions. */
function handIns(): HandIn[] {
  const [webFirst, webSecond, webThird] = tasksOf(web);
  const [netFirst, netSecond] = tasksOf(network);
  const list: HandIn[] = [];
  approved(web).forEach((selection, i) => {
    const share = cycle(SHARES, i);
    list.push({ task: webFirst!, selection, status: 1, share });
    // The second task: most passed, one sent back, the latest two still waiting for review.
    // The demo student handed it in a day late, a classmate three days late.
    const late = i === 0 ? 1 : i === 4 ? 3 : undefined;
    list.push({ task: webSecond!, selection, status: i === 3 ? 2 : i >= 5 ? 0 : 1, share, late });
    // The running task: two classmates have handed it in; the demo student (first) has not yet.
    if (i === 1 || i === 2) list.push({ task: webThird!, selection, status: 0, share });
  });
  approved(java).forEach((selection, i) => {
    for (const t of tasksOf(java)) list.push({ task: t, selection, status: 1, share: cycle(SHARES, i + 2) });
  });
  approved(network).forEach((selection, i) => {
    const share = cycle(SHARES, i + 4);
    list.push({ task: netFirst!, selection, status: 1, share });
    if (i < 3) list.push({ task: netSecond!, selection, status: i === 0 ? 1 : 0, share });
  });
  return list;
}

const templateOf = (c: PracticeCourse): EvaluationTemplateDef | undefined =>
  Object.values(EVALUATION_TEMPLATES).find((t) => t.id === c.evaluationTemplate);

const COMMENTS = {
  passed: ['完成质量高，细节处理到位。', '功能完整，代码结构可以再优化。', '按要求完成。'],
  rejected: '提交的压缩包缺少源码目录，请补交完整工程后重新提交。',
};

export function practiceTaskTables() {
  const tasks: Row[] = TASKS.map((t, i) => ({
    cPracticeTaskId: t.key,
    cPracticeInfoId: t.course.key,
    cTaskName: t.name,
    tStartDate: `${t.start} 08:00:00`,
    tEndDate: `${t.end} 23:59:59`,
    fFullScore: 100,
    cContent: t.content,
    cFilePath: t.attachment ?? null,
    fSort: tasksOf(t.course).indexOf(t) + 1,
    tCreateDate: at(t.course.select[0], i),
  }));
  const studentTasks: Row[] = [];
  const evaluationItems: Row[] = [];
  handIns().forEach((h, i) => {
    const key = uid('pst', i + 1);
    const template = templateOf(h.task.course);
    const lines = h.status === 1 && template ? template.items : [];
    const scores = lines.map((line) => Math.round(line.score * h.share));
    const total =
      h.status === 1 ? (template ? scores.reduce((a, b) => a + b, 0) : Math.round(100 * h.share)) : null;
    // Handed in a few days before the deadline, or by the weekend before the demo week for the running task.
    const day = h.late ? addDays(h.task.end, h.late) : addDays(h.task.end, -(2 + (i % 4)));
    const submitted = at(day < DEMO_WEEK ? day : addDays(DEMO_WEEK, -2), i);
    studentTasks.push({
      cPracticeStudentTaskId: key,
      cPracticeInfoId: h.task.course.key,
      cPracticeTaskId: h.task.key,
      cPracticeStudentId: h.selection.key,
      fStudentUserId: h.selection.student.fAppUserId,
      cContent: `${h.task.name}已完成，说明与运行截图见附件。`,
      cFilePath: demoFile('practice-submission', key, `${h.selection.student.number}_${h.task.name}.zip`),
      tSubmitDate: submitted,
      fLateDays: daysLate(`${h.task.end} 23:59:59`, submitted),
      fStatus: h.status,
      fScore: total,
      cComment: h.status === 2 ? COMMENTS.rejected : h.status === 1 ? cycle(COMMENTS.passed, i) : null,
      tCreateDate: submitted,
    });
    lines.forEach((line, j) => {
      evaluationItems.push({
        cPracticeStudentTaskEvaluationItemId: uid('pse', evaluationItems.length + 1),
        cPracticeInfoId: h.task.course.key,
        cPracticeStudentTaskId: key,
        fEvaluationTemplateItemId: line.id,
        fMaxScore: line.score,
        fScore: scores[j],
        cComment: null,
        tCreateDate: submitted,
      });
    });
  });
  return [
    table('PracticeTask', tasks),
    table('PracticeStudentTask', studentTasks),
    table('PracticeStudentTaskEvaluationItem', evaluationItems),
  ];
}
