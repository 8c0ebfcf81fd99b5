import { type DiaryReviews, historyRows, reviewColumns } from './diary-reviews.js';
import { BACKEND, bankFor, type DiaryText } from './diary-texts.js';
import { addDays, at, cycle, demoFile, type Row, table } from './helpers.js';
import { PLACEMENTS, type Placement, placementOf } from './internship.js';
import { COURSES, type InternshipCourse } from './internship-courses.js';
import { DEMO } from './people.js';
import { type TemplateItemDef, templateOf } from './templates.js';

/*
 * Internship diaries and their form values. The `student` demo account keeps a weekly diary with every item
 * of the diary template filled in and in every review state; classmates have the last two weeks; the other
 * courses a week or two each. A diary's items follow its course's diary template.
 */

/** fStatus of a diary: 0 not submitted, 1 unreviewed, 2 passed, 3 rejected. */
type DiaryStatus = 0 | 1 | 2 | 3;

interface DiaryPlan {
  readonly placement: Placement;
  readonly week: number;
  readonly text: DiaryText;
  readonly status: DiaryStatus;
  readonly comment?: string;
  /** Fill every item of the template (photo and attachment included), not only the core ones. */
  readonly full?: boolean;
  /** Each tutor's verdict where the state alone does not say it, and earlier hand-ins' verdicts. */
  readonly reviews?: DiaryReviews;
  /** Days it came after the school's 日志补交期限 (华东理工 takes late work and marks it 逾期 N 天). */
  readonly late?: number;
}

/** The Friday of an internship week: diaries are written at the end of the week. */
const fridayOf = (course: InternshipCourse, week: number) => addDays(course.start, (week - 1) * 7 + 4);

const own = placementOf(COURSES.software, DEMO.student.realName);

const OWN_DIARIES: readonly DiaryPlan[] = [
  {
    placement: own,
    week: 1,
    full: true,
    status: 2,
    comment: '入职第一周记录详实，环境问题的排查过程写得清楚，继续保持。',
    text: {
      title: '入职第一周：熟悉开发环境与代码规范',
      keywords: '入职培训 环境搭建 代码规范',
      work: '参加公司新员工入职培训，了解研发部的组织结构和项目管理流程。在杨帆经理指导下安装配置JDK 17、IntelliJ IDEA、Maven私服和GitLab账号，拉取订单中心项目代码并在本地成功启动，阅读了团队的Java开发规范和分支管理约定。',
      gain: '第一次接触企业级项目，代码量远超学校的课程设计，体会到规范和文档的重要性。',
    },
  },
  { placement: own, week: 18, full: true, status: 2, comment: '分析到位。', text: cycle(BACKEND, 0) },
  {
    placement: own,
    week: 19,
    full: true,
    status: 2,
    comment: '测试意识很好，发现的问题要同步到缺陷系统。',
    text: cycle(BACKEND, 1),
  },
  {
    placement: own,
    week: 20,
    full: true,
    status: 3,
    comment: '日志内容过于简略，请补充本周具体完成的任务、用到的技术和遇到的问题后重新提交。',
    // Handed in twice: the enterprise tutor sent the first back, the in-school tutor the second.
    reviews: {
      1: {
        status: 3,
        comment: '日志内容过于简略，请补充本周具体完成的任务、用到的技术和遇到的问题后重新提交。',
      },
      2: { status: 1 },
      history: [
        {
          round: 1,
          slot: 2,
          status: 3,
          after: 1,
          comment: '只写了“修改了几个bug”，请写清楚修复了哪些缺陷、原因和验证方法。',
        },
      ],
    },
    text: {
      title: '第20周工作记录',
      keywords: '修改缺陷',
      work: '本周继续做项目，修改了几个bug。',
      gain: '收获很多。',
    },
  },
  // Passed by the in-school tutor, still waiting for the enterprise tutor's verdict.
  {
    placement: own,
    week: 21,
    full: true,
    status: 1,
    reviews: { 1: { status: 2, comment: '任务拆分思路清晰。' } },
    text: cycle(BACKEND, 2),
  },
  {
    placement: own,
    week: 22,
    full: true,
    status: 1,
    late: 2,
    text: {
      title: '库存预警模块联调',
      keywords: '联调 消息队列',
      work: '与前端和仓储组联调库存预警模块，预警消息通过RabbitMQ推送，修复了消息重复消费导致重复通知的问题，为消费者增加了幂等校验。',
      gain: '分布式场景下“恰好一次”很难保证，业务上要做好幂等。',
    },
  },
  {
    placement: own,
    week: 23,
    full: true,
    status: 0,
    text: {
      title: '退货单审核功能开发（草稿）',
      keywords: '状态机 审核流',
      work: '完成退货单审核接口的开发，使用状态机管理待审核、已通过、已驳回三种状态，周五下午提交代码评审。',
      gain: '待补充。',
    },
  },
];

const classmates = PLACEMENTS.filter((p) => p.course === COURSES.software && p !== own);
const others = (course: InternshipCourse, weeks: readonly number[], status: DiaryStatus): DiaryPlan[] =>
  PLACEMENTS.filter((p) => p.course === course).flatMap((placement, i) =>
    weeks.map((week) => ({ placement, week, status, text: cycle(bankFor(placement.post), i + week) })),
  );

const PLANS: readonly DiaryPlan[] = [
  ...OWN_DIARIES,
  // Week 22 is mostly reviewed by now; week 23 has just come in, one student has not submitted it yet.
  ...classmates.flatMap((placement, i): DiaryPlan[] => [
    {
      placement,
      week: 22,
      status: i % 5 === 4 ? 1 : 2,
      comment: i % 5 === 4 ? undefined : '内容具体，继续保持。',
      // The enterprise tutor got to some first: they wait for the in-school tutor alone.
      reviews: i % 5 === 4 ? { 2: { status: 2, comment: '联调问题处理及时，沟通主动。' } } : undefined,
      text: cycle(bankFor(placement.post), i),
    },
    { placement, week: 23, status: i === 6 ? 0 : 1, text: cycle(bankFor(placement.post), i + 1) },
  ]),
  ...others(COURSES.bigData, [2, 8], 2),
  ...others(COURSES.network, [20], 1),
  ...others(COURSES.robotics, [15], 2),
];

/** What a student puts into one item of the diary form. */
function itemValue(item: TemplateItemDef, plan: DiaryPlan, day: string): string | null {
  const { placement, text } = plan;
  const byName: Record<string, string | null> = {
    工作日期: `${day} 17:30:00`,
    工作地点: placement.workPlace,
    今日关键词: text.keywords,
    工作内容: text.work,
    本周工作内容: text.work,
    收获与体会: text.gain,
    遇到的问题及解决办法: plan.full ? '遇到的问题已在当天与导师沟通解决，相关记录见工作内容。' : null,
    工作状态: plan.status === 3 ? '一般' : cycle(['良好', '饱满', '良好'], plan.week),
    工作现场照片: plan.full ? demoFile('diary', `w${plan.week}`, '工作现场.jpg') : null,
    工作成果附件:
      plan.full && plan.week % 2 === 1 ? demoFile('diary', `w${plan.week}`, '工作成果截图.pdf') : null,
  };
  return byName[item.name] ?? null;
}

export function diaryTables() {
  const diaries: Row[] = [];
  const items: Row[] = [];
  const history: Row[] = [];
  PLANS.forEach((plan, i) => {
    const { placement } = plan;
    const template = templateOf(placement.course.batchId, 3);
    const day = fridayOf(placement.course, plan.week);
    const fInternshipDiaryId = i + 1;
    diaries.push({
      fInternshipDiaryId,
      fInternshipInfoId: placement.course.id,
      fInternshipStudentId: placement.id,
      fStudentUserId: placement.student.fAppUserId,
      fTemplateInfoId: template.fTemplateInfoId,
      cDiaryName: plan.text.title,
      tDiaryDate: day,
      fWeek: plan.week,
      fLateDays: plan.status === 0 ? null : (plan.late ?? 0),
      ...reviewColumns(placement, plan, day, i),
      tCreateDate: at(day, i + 10),
    });
    history.push(...historyRows(placement, fInternshipDiaryId, plan.reviews, day, history.length + 1));
    for (const item of template.items) {
      const value = itemValue(item, plan, day);
      if (value === null) continue;
      items.push({
        fInternshipDiaryItemId: items.length + 1,
        fInternshipDiaryId,
        fInternshipInfoId: placement.course.id,
        fStudentUserId: placement.student.fAppUserId,
        fTemplateItemId: item.fTemplateItemId,
        fFontType: item.kind,
        cContent: value,
        fSort: item.sort,
        tCreateDate: at(day, i + 10),
      });
    }
  });
  return [
    table('InternshipDiary', diaries),
    table('InternshipDiaryItem', items),
    table('InternshipDiaryReview', history),
  ];
}
