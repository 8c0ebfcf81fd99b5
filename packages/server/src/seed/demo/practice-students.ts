import { uid } from './helpers.js';
import { DEMO, type StudentDef, student } from './people.js';
import { PRACTICE, type PracticeCourse } from './practice-courses.js';

/*
 * Course selections (approved, pending, rejected, cancelled). The `student` demo account was approved for
 * the Web course and waits for review on the two-school data-analysis course; the start-up course's three
 * seats are all taken.
 */

export interface Selection {
  readonly key: string;
  readonly course: PracticeCourse;
  readonly student: StudentDef;
  /** fStatus of the selection review: 0 pending, 1 approved, 2 rejected. */
  readonly status: 0 | 1 | 2;
  /** A student who cancelled keeps the row with fRegistrationStatus 0. */
  readonly cancelled?: boolean;
  readonly reason: string;
  readonly score?: number;
  readonly comment?: string;
}

const REASONS = [
  '希望系统提升前端开发能力，为毕业设计做准备。',
  '实习岗位需要用到相关技术，想系统学习。',
  '对该方向很感兴趣，计划考取相关职业技能等级证书。',
  '老师推荐选修，巩固专业课所学内容。',
];

let nextSelection = 1;
const select = (
  c: PracticeCourse,
  list: readonly (readonly [name: string, status: 0 | 1 | 2, extra?: Partial<Selection>])[],
): Selection[] =>
  list.map(([name, status, extra], i) => ({
    key: uid('ps', nextSelection++),
    course: c,
    student: student(name),
    status,
    reason: REASONS[i % REASONS.length]!,
    ...extra,
  }));

const ended = (score: number, comment: string) => ({ score, comment });

export const SELECTIONS: readonly Selection[] = [
  ...select(PRACTICE.web, [
    [DEMO.student.realName, 1],
    ['陈思雨', 1],
    ['王浩然', 1],
    ['孙嘉豪', 1],
    ['朱梦瑶', 1],
    ['谢天宇', 1],
    ['韩雪', 1],
    ['李欣怡', 0],
    ['胡志伟', 0],
    ['罗文轩', 2, { comment: '已修读《Web应用开发》，内容重复，不予通过。' }],
    ['梁晓彤', 0, { cancelled: true }],
  ]),
  ...select(PRACTICE.dataAnalysis, [
    [DEMO.student.realName, 0],
    ['许博文', 1],
    ['唐明辉', 0],
    ['冯静怡', 0],
    ['杜鹏飞', 0],
    ['叶欣然', 0],
  ]),
  ...select(PRACTICE.java, [
    [DEMO.student.realName, 1, ended(92, '代码规范，JDBC综合实践完成度高。')],
    ['陈思雨', 1, ended(88, '按时完成全部任务，异常处理可更严谨。')],
    ['王浩然', 1, ended(79, '基本完成，集合部分理解不够深入。')],
    ['李欣怡', 1, ended(85, '任务完成较好。')],
    ['张宇航', 1, ended(73, '第二次任务迟交，需加强时间管理。')],
    ['周雨桐', 1, ended(90, '界面设计用心，功能完整。')],
  ]),
  ...select(PRACTICE.visualization, [
    ['许博文', 1],
    ['冯静怡', 0],
    ['周雨桐', 0],
  ]),
  ...select(PRACTICE.startup, [
    ['陈思雨', 1],
    ['王浩然', 1],
    ['孙嘉豪', 1],
  ]),
  ...select(PRACTICE.network, [
    ['杜鹏飞', 1],
    ['叶欣然', 1],
    ['程浩', 1],
    ['魏思琪', 1],
  ]),
];

export const approved = (c: PracticeCourse) => SELECTIONS.filter((s) => s.course === c && s.status === 1);

/** Selections holding a seat: every one not rejected, as the server counts fStudentCount. */
export const seated = (c: PracticeCourse) => SELECTIONS.filter((s) => s.course === c && s.status !== 2);
