import type { SchoolKey } from './schools.js';
import { TEMPLATE_BATCHES } from './templates.js';

/*
 * Internship courses in each state. Course 1 (software) is the showcase: the `teacher` and `tutor` demo
 * accounts tutor it and the `student` account interns in it. The others are ended, in preparation,
 * rejected, and the courses of the other two schools.
 */

export interface InternshipCourse {
  readonly id: number;
  readonly school: SchoolKey;
  readonly name: string;
  readonly major: string;
  readonly start: string;
  readonly end: string;
  /** fStatus: 1 unreviewed, 2 passed, 3 rejected. */
  readonly status: 1 | 2 | 3;
  /** fInternshipStatus: 0 preparation, 1 internship, 2 finished. */
  readonly stage: 0 | 1 | 2;
  readonly batchId: number;
  readonly desc: string;
  /** When the course was set up; everything attached to it is dated after this. */
  readonly created: string;
  /** The school admin or teacher who set it up (the list's 创建人). */
  readonly createdBy: string;
}

const course = (c: InternshipCourse) => c;

export const COURSES = {
  software: course({
    id: 1,
    created: '2025-10-13',
    createdBy: '王雅琴',
    school: 'huadong',
    name: '2026届软件技术专业顶岗实习',
    major: '软件技术',
    start: '2025-11-03',
    end: '2026-05-29',
    status: 2,
    stage: 1,
    batchId: TEMPLATE_BATCHES.huadong,
    desc: '<p>顶岗实习为期30周，学生每周至少提交1篇实习日志，1月中旬提交中期总结，5月底完成毕业总结与答辩。</p><p>实习期间须遵守实习单位规章制度，如需更换实习单位须提前向校内导师提出书面申请。</p>',
  }),
  bigData: course({
    id: 2,
    created: '2025-09-01',
    createdBy: '王雅琴',
    school: 'huadong',
    name: '2026届大数据技术专业认识实习',
    major: '大数据技术',
    start: '2025-09-15',
    end: '2025-12-26',
    status: 2,
    stage: 2,
    batchId: TEMPLATE_BATCHES.huadong,
    desc: '<p>通过到数据服务企业见习，了解数据采集、清洗、分析与可视化的真实工作流程，为下学期专业课程学习打基础。</p>',
  }),
  ecommerce: course({
    id: 3,
    created: '2026-03-30',
    createdBy: '黄志刚',
    school: 'huadong',
    name: '2027届电子商务专业跟岗实习',
    major: '电子商务',
    start: '2026-07-06',
    end: '2026-10-30',
    status: 1,
    stage: 0,
    batchId: TEMPLATE_BATCHES.huadongEcommerce,
    desc: '<p>暑期起在合作电商企业跟岗，参与店铺日常运营、直播带货与“双11”大促备货。</p>',
  }),
  mechatronics: course({
    id: 4,
    created: '2026-02-09',
    createdBy: '吴海峰',
    school: 'huadong',
    name: '2026届机电一体化技术专业顶岗实习',
    major: '机电一体化技术',
    start: '2026-03-02',
    end: '2026-06-26',
    status: 3,
    stage: 0,
    batchId: TEMPLATE_BATCHES.huadong,
    desc: '<p>实习岗位尚未落实到人，教务处退回修改：请补充各学生实习单位及安全预案后重新提交。</p>',
  }),
  network: course({
    id: 5,
    created: '2025-10-20',
    createdBy: '刘建军',
    school: 'jiangnan',
    name: '2026届计算机网络技术专业顶岗实习',
    major: '计算机网络技术',
    start: '2025-11-10',
    end: '2026-05-22',
    status: 2,
    stage: 1,
    batchId: TEMPLATE_BATCHES.jiangnan,
    desc: '<p>面向网络运维、物联网实施岗位的顶岗实习，每两周提交一次实习日志。</p>',
  }),
  robotics: course({
    id: 6,
    created: '2025-11-10',
    createdBy: '孙慧敏',
    school: 'zhebei',
    name: '2026届工业机器人技术专业顶岗实习',
    major: '工业机器人技术',
    start: '2025-12-01',
    end: '2026-05-29',
    status: 2,
    stage: 1,
    batchId: TEMPLATE_BATCHES.platform,
    desc: '<p>在合作企业机器人工作站从事设备调试与运维，采用平台通用实习模板。</p>',
  }),
} as const;

export const COURSE_LIST: readonly InternshipCourse[] = Object.values(COURSES);
