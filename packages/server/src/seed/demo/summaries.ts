import { CREATOR } from '@practice/sdk/contract';
import { daysLate } from '../../ops/late-work.js';
import { addDays, at, cycle, demoFile, type Row, table } from './helpers.js';
import { leadTutorOf, PLACEMENTS, type Placement, placementOf, tutorOf } from './internship.js';
import { COURSES, type InternshipCourse } from './internship-courses.js';
import { DEMO } from './people.js';

/*
 * Summary tasks with the students' summaries (graded, awaiting a grade, drafts, one sent back for revision)
 * and the tutors' interview logs.
 */

interface TaskDef {
  readonly id: number;
  readonly course: InternshipCourse;
  readonly name: string;
  readonly start: string;
  readonly end: string;
  readonly requirement: string;
  readonly attachment?: string;
}

const MID_TERM_REQUIREMENT =
  '<p>请围绕以下三方面撰写，不少于2000字：</p><ol><li>实习单位与岗位介绍；</li><li>主要工作内容与完成情况；</li><li>专业能力提升与存在不足。</li></ol><p>按附件模板排版，以PDF格式提交。</p>';

const TASKS: readonly TaskDef[] = [
  {
    id: 1,
    course: COURSES.software,
    name: '顶岗实习中期总结',
    start: '2026-01-05',
    end: '2026-01-23',
    requirement: MID_TERM_REQUIREMENT,
    attachment: demoFile('summary', 'task1', '顶岗实习中期总结模板.docx'),
  },
  {
    id: 2,
    course: COURSES.software,
    name: '顶岗实习毕业总结',
    start: '2026-05-04',
    end: '2026-05-29',
    requirement:
      '<p>全面总结30周顶岗实习经历，不少于4000字，须包含一个完整参与的项目案例，并作为毕业答辩的主要材料。</p>',
    attachment: demoFile('summary', 'task2', '顶岗实习毕业总结撰写要求.pdf'),
  },
  {
    id: 3,
    course: COURSES.bigData,
    name: '认识实习总结报告',
    start: '2025-12-15',
    end: '2025-12-26',
    requirement: '<p>结合见习经历，谈谈对大数据相关岗位的认识和下一步的学习计划，1500字左右。</p>',
  },
  {
    id: 4,
    course: COURSES.network,
    name: '顶岗实习中期总结',
    start: '2026-01-12',
    end: '2026-01-30',
    requirement: MID_TERM_REQUIREMENT,
  },
  {
    id: 5,
    course: COURSES.robotics,
    name: '实习阶段总结',
    start: '2026-03-02',
    end: '2026-03-20',
    requirement: '<p>总结前三个月的岗位工作与安全生产体会，附一张工作现场照片。</p>',
  },
];

const taskOf = (id: number) => TASKS.find((t) => t.id === id)!;

const OPENINGS = [
  (p: Placement) =>
    `<p>自实习开始以来，我在${p.companyName}担任${p.post}，在企业导师和校内导师的指导下逐步适应了岗位工作。</p>`,
  (p: Placement) =>
    `<p>进入${p.companyName}后，我的岗位是${p.post}。从最初的不知所措到能独立承担一部分工作，这段经历让我收获很大。</p>`,
  (p: Placement) =>
    `<p>这一阶段我在${p.companyName}的${p.post}岗位上实习，下面从工作内容、能力提升和不足三个方面进行总结。</p>`,
];
const BODIES = [
  '<p>工作上，我参与了团队的日常迭代，按要求完成分配的任务并及时记录日志；能力上，熟悉了企业的开发流程和协作工具；不足在于对业务理解还不够深入，遇到复杂问题时缺少独立分析的思路。下一阶段我计划多参与需求讨论，提高解决问题的能力。</p>',
  '<p>通过实习，我认识到课堂知识与企业实际之间的差距，也明白了沟通、守时和责任心与专业技能同样重要。今后我会继续巩固专业基础，争取在实习结束前独立负责一个完整的功能模块。</p>',
];

interface SummaryPlan {
  readonly task: TaskDef;
  readonly placement: Placement;
  /** fStatus: 0 incomplete (draft), 1 complete (submitted). */
  readonly status: 0 | 1;
  readonly grade?: number;
  readonly comment?: string;
  readonly submitted?: string;
}

const own = placementOf(COURSES.software, DEMO.student.realName);
const inCourse = (c: InternshipCourse) => PLACEMENTS.filter((p) => p.course === c);
// Grades count from 1 (D-) to 12 (A+); 13 asks for a revision.
const GRADES = [11, 9, 10, 8, 12, 7, 9, 10, 13, 8, 9];

const PLANS: readonly SummaryPlan[] = [
  ...inCourse(COURSES.software)
    // 胡志伟 has not started his; 林俊熙 saved a draft only.
    .filter((p) => p.student.realName !== '胡志伟')
    .map((placement, i): SummaryPlan => {
      if (placement === own) {
        const comment = '总结结构完整，对订单模块性能优化的反思很有价值；不足部分可以写得更具体。';
        return { task: taskOf(1), placement, status: 1, grade: 10, comment, submitted: '2026-01-19' };
      }
      if (placement.student.realName === '林俊熙') return { task: taskOf(1), placement, status: 0 };
      const grade = cycle(GRADES, i);
      const graded = i % 6 !== 5;
      return {
        task: taskOf(1),
        placement,
        status: 1,
        // The ones still awaiting a grade came in after the deadline (逾期 3 天).
        submitted: !graded ? '2026-01-26' : i % 2 ? '2026-01-22' : '2026-01-16',
        ...(graded
          ? { grade, comment: grade === 13 ? '字数不足，缺少工作案例，请修改后重新提交。' : '按要求完成。' }
          : {}),
      };
    }),
  ...inCourse(COURSES.bigData).map(
    (placement, i): SummaryPlan => ({
      task: taskOf(3),
      placement,
      status: 1,
      grade: cycle([9, 11, 8, 10, 12, 9], i),
      comment: '见习认真，认识到位。',
      submitted: '2025-12-24',
    }),
  ),
  ...inCourse(COURSES.network)
    .slice(0, 4)
    .map(
      (placement, i): SummaryPlan => ({
        task: taskOf(4),
        placement,
        status: 1,
        submitted: '2026-01-28',
        ...(i < 2 ? { grade: 9 + i, comment: '内容翔实。' } : {}),
      }),
    ),
  ...inCourse(COURSES.robotics).map(
    (placement): SummaryPlan => ({ task: taskOf(5), placement, status: 1, submitted: '2026-03-18' }),
  ),
];

interface InterviewDef {
  readonly course: InternshipCourse;
  readonly tutor: string;
  readonly student: string;
  readonly title: string;
  readonly when: string;
  readonly way: string;
  readonly content: string;
  readonly attachment?: string;
}

const INTERVIEWS: readonly InterviewDef[] = [
  {
    course: COURSES.software,
    tutor: '张文博',
    student: '刘子涵',
    title: '实习适应情况电话访谈',
    when: '2025-11-21 19:30:00',
    way: '电话访谈',
    content:
      '学生已基本适应岗位节奏，住在公司附近合租公寓，通勤约20分钟。反映初期对项目框架不熟悉，已由企业导师安排代码走读。提醒其按时提交日志、注意出行安全。',
  },
  {
    course: COURSES.software,
    tutor: '张文博',
    student: '刘子涵',
    title: '企业走访：岗位工作与导师评价',
    when: '2026-03-18 14:00:00',
    way: '企业走访',
    content:
      '到上海汇智软件科技有限公司走访，与企业导师杨帆经理交流。企业评价学生学习主动、代码质量稳定，已能独立完成中等难度的接口开发，有意向留用。建议学生加强业务理解和文档编写。',
    attachment: demoFile('interview', 'hz-0318', '企业走访记录表.pdf'),
  },
  {
    course: COURSES.software,
    tutor: '张文博',
    student: '吴俊杰',
    title: '自主联系实习单位情况核实',
    when: '2025-11-28 10:00:00',
    way: '企业走访',
    content: '核实上海启帆信息技术有限公司营业执照与实习协议，岗位与专业对口，企业已为学生购买实习责任保险。',
  },
  {
    course: COURSES.software,
    tutor: '赵思远',
    student: '林俊熙',
    title: '异地实习安全与生活情况访谈',
    when: '2026-01-09 20:00:00',
    way: '线上视频',
    content:
      '学生在苏州实习，住宿为公司提供的宿舍。了解其春节返乡安排，提醒注意交通安全，并督促尽快完成中期总结。',
  },
  {
    course: COURSES.software,
    tutor: '杨帆',
    student: '王浩然',
    title: '测试岗位转正意向沟通',
    when: '2026-04-08 16:00:00',
    way: '面谈',
    content:
      '与学生沟通毕业后留任测试工程师的意向，介绍转正考核要求：完成一个模块的测试方案并通过部门答辩。学生表示愿意留任。',
  },
  {
    course: COURSES.bigData,
    tutor: '陈佳怡',
    student: '许博文',
    title: '认识实习中期座谈',
    when: '2025-10-24 15:30:00',
    way: '座谈会',
    content:
      '组织在汇智见习的两名同学座谈，了解见习安排。学生希望多接触真实数据处理任务，已与企业沟通增加实操环节。',
  },
  {
    course: COURSES.network,
    tutor: '徐晓东',
    student: '杜鹏飞',
    title: '岗位适应情况访谈',
    when: '2025-12-05 19:00:00',
    way: '线上视频',
    content:
      '学生参与智能仓储项目现场实施，经常需要外出到客户现场。提醒其注意登高作业安全，按规定佩戴安全帽。',
  },
];

export function summaryTables() {
  const tasks: Row[] = TASKS.map((t) => ({
    fInternshipSummaryTaskId: t.id,
    fInternshipInfoId: t.course.id,
    cTaskName: t.name,
    cRequirement: t.requirement,
    cFilePath: t.attachment ?? null,
    tStartDate: t.start,
    tEndDate: t.end,
    // Published a few weeks ahead so students can prepare.
    tCreateDate: at(addDays(t.start, -20), t.id),
    [CREATOR]: leadTutorOf(t.course).fAppUserId,
  }));
  const summaries: Row[] = PLANS.map((s, i) => ({
    fInternshipSummaryId: i + 1,
    fInternshipInfoId: s.task.course.id,
    fInternshipStudentId: s.placement.id,
    fStudentUserId: s.placement.student.fAppUserId,
    fInternshipSummaryTaskId: s.task.id,
    cTitle: `${s.task.name}（${s.placement.student.realName}）`,
    cContent: cycle(OPENINGS, i)(s.placement) + cycle(BODIES, i),
    cFilePath: s.status === 1 ? demoFile('summary', `s${i + 1}`, `${s.task.name}.pdf`) : null,
    fStatus: s.status,
    fGrade: s.grade ?? null,
    cComment: s.comment ?? null,
    tSubmitDate: s.submitted ? at(s.submitted, i) : null,
    fLateDays: s.submitted ? daysLate(s.task.end, at(s.submitted, i)) : null,
    tCreateDate: at(s.submitted ?? s.task.start, i),
  }));
  const interviews: Row[] = INTERVIEWS.map((v, i) => {
    const placement = placementOf(v.course, v.student);
    return {
      fInternshipInterviewId: i + 1,
      fInternshipInfoId: v.course.id,
      fInternshipStudentId: placement.id,
      fStudentUserId: placement.student.fAppUserId,
      fInternshipTutorId: tutorOf(v.course, v.tutor).id,
      cTitle: v.title,
      tInterviewDate: v.when,
      cInterviewWay: v.way,
      cContent: v.content,
      cFilePath: v.attachment ?? null,
      tCreateDate: v.when,
    };
  });
  return [
    table('InternshipSummaryTask', tasks),
    table('InternshipSummary', summaries),
    table('InternshipInterview', interviews),
  ];
}
