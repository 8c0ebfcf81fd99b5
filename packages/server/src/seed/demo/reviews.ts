import { at, cycle, type Row, table } from './helpers.js';
import { PLACEMENTS, type Placement, placementOf } from './internship.js';
import { COURSES, type InternshipCourse } from './internship-courses.js';
import { companyTutor, DEMO, type PersonDef, staff } from './people.js';
import { type TemplateDef, type TemplateItemDef, templateOf } from './templates.js';

/*
 * Overall reviews: one row per student and review template (one tab of the review dialog), the filled-in
 * form as items. Score-sheet dropdowns store the chosen option's value, and the review's score is their sum,
 * so the grade shown in the list agrees with the form.
 */

interface ReviewPlan {
  readonly placement: Placement;
  /** fTemplateType of the review template: 2 overall, 4 enterprise tutor, 5 school tutor. */
  readonly type: 2 | 4 | 5;
  readonly reviewer: PersonDef;
  /** fStatus: 0 not submitted (a draft the reviewer saved), 1 reviewed. */
  readonly status: 0 | 1;
  readonly day: string;
  /** Which option each score item gets, by position (0 the best); varied per student. */
  readonly picks: readonly number[];
  readonly remark: string;
}

const inCourse = (c: InternshipCourse) => PLACEMENTS.filter((p) => p.course === c);
const { software, bigData, network } = COURSES;

const PLANS: readonly ReviewPlan[] = [
  {
    placement: placementOf(software, DEMO.student.realName),
    type: 4,
    reviewer: DEMO.tutor,
    status: 1,
    day: '2026-04-10',
    picks: [0, 1, 0],
    remark: '学习能力强，能按时保质完成开发任务，主动向团队请教；建议多参与需求讨论，提升业务理解。',
  },
  {
    placement: placementOf(software, DEMO.student.realName),
    type: 5,
    reviewer: DEMO.teacher,
    status: 0,
    day: '2026-04-12',
    picks: [1],
    remark: '日志坚持较好，第20周日志曾被退回修改。',
  },
  ...['陈思雨', '王浩然', '孙嘉豪'].map(
    (name, i): ReviewPlan => ({
      placement: placementOf(software, name),
      type: 4,
      reviewer: DEMO.tutor,
      status: i < 2 ? 1 : 0,
      day: '2026-04-11',
      picks: [i % 2, 1, (i + 1) % 3],
      remark: cycle(
        ['工作细致，沟通顺畅。', '测试用例设计规范，发现问题及时。', '基础扎实，需加强时间管理。'],
        i,
      ),
    }),
  ),
  ...inCourse(bigData).flatMap((placement, i): ReviewPlan[] => [
    {
      placement,
      type: 2,
      reviewer: staff('陈佳怡'),
      status: 1,
      day: '2025-12-29',
      picks: [i % 2, (i + 1) % 3, i % 3],
      remark: cycle(
        ['见习态度认真，笔记完整。', '能主动提问，对岗位认识清晰。', '表现良好，需加强专业基础。'],
        i,
      ),
    },
    ...(placement.company === 'shulian'
      ? [
          {
            placement,
            type: 4,
            reviewer: companyTutor('宋雨晴'),
            status: 1,
            day: '2025-12-26',
            picks: [0, i % 2, 1],
            remark: '遵守公司制度，见习期间无缺勤。',
          } satisfies ReviewPlan,
        ]
      : []),
  ]),
  {
    placement: placementOf(network, '杜鹏飞'),
    type: 4,
    reviewer: companyTutor('唐伟'),
    status: 1,
    day: '2026-04-03',
    picks: [1],
    remark: '现场实施能力强，能吃苦，安全意识有待加强。',
  },
];

/** The option value a pick selects in a score-sheet dropdown. */
function pickedValue(item: TemplateItemDef, pick: number): number {
  const options = JSON.parse(item.options ?? '[]') as { value: number }[];
  return options[Math.min(pick, options.length - 1)]?.value ?? 0;
}

/** A percentage on the 12-step scale (1 D- ... 12 A+). */
function gradeOf(score: number, full: number): number {
  const percent = (score / full) * 100;
  const floors = [95, 90, 85, 80, 75, 70, 65, 60, 55, 50, 45];
  const step = floors.findIndex((f) => percent >= f);
  return step === -1 ? 1 : 12 - step;
}

function filledItems(template: TemplateDef, plan: ReviewPlan) {
  const scored = template.items.filter((item) => item.score !== undefined);
  // A saved draft holds only the items filled so far: the scores picked and the remark already written.
  const count = plan.status === 1 ? scored.length : Math.min(plan.picks.length, scored.length);
  const values = scored
    .slice(0, count)
    .map((item, i) => ({ item, value: pickedValue(item, cycle(plan.picks, i)) }));
  return { values, remarkItem: template.items.find((item) => item.kind === 2) };
}

export function reviewTables() {
  const reviews: Row[] = [];
  const items: Row[] = [];
  PLANS.forEach((plan, i) => {
    const { placement } = plan;
    const template = templateOf(placement.course.batchId, plan.type);
    const { values, remarkItem } = filledItems(template, plan);
    const full = template.items.reduce((sum, item) => sum + (item.score ?? 0), 0);
    const score = values.reduce((sum, v) => sum + v.value, 0);
    const fInternshipStudentGeneralReviewId = i + 1;
    reviews.push({
      fInternshipStudentGeneralReviewId,
      fInternshipInfoId: placement.course.id,
      fInternshipStudentId: placement.id,
      fStudentUserId: placement.student.fAppUserId,
      fTemplateInfoId: template.fTemplateInfoId,
      fStatus: plan.status,
      fGrade: plan.status === 1 ? gradeOf(score, full) : null,
      fScore: plan.status === 1 ? score : null,
      cDesc: plan.remark,
      fReviewUserId: plan.reviewer.fAppUserId,
      tReviewDate: plan.status === 1 ? at(plan.day, i) : null,
      tCreateDate: at(plan.day, i),
    });
    const filled = [
      ...values.map((v) => ({ item: v.item, content: String(v.value) })),
      ...(remarkItem ? [{ item: remarkItem, content: plan.remark }] : []),
    ];
    for (const { item, content } of filled) {
      items.push({
        fInternshipStudentGeneralReviewItemId: items.length + 1,
        fInternshipStudentGeneralReviewId,
        fInternshipInfoId: placement.course.id,
        fStudentUserId: placement.student.fAppUserId,
        fTemplateItemId: item.fTemplateItemId,
        fFontType: item.kind,
        cContent: content,
        fSort: item.sort,
        tCreateDate: at(plan.day, i),
      });
    }
  });
  return [
    table('InternshipStudentGeneralReview', reviews),
    table('InternshipStudentGeneralReviewItem', items),
  ];
}
