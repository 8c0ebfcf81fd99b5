import { CREATOR } from '@practice/sdk/contract';
import { COMPANIES, type CompanyKey } from './companies.js';
import { addDays, at, type Row, table } from './helpers.js';
import { COURSE_LIST, COURSES, type InternshipCourse } from './internship-courses.js';
import { companyTutor, type PersonDef, type StudentDef, staff, student } from './people.js';
import { SCHOOLS } from './schools.js';

/*
 * Who takes part in each internship course (the placements: where each student interns) and who tutors
 * whom. Every placement is a student of the course's school; bindings stay within one course.
 */

/** Employers that are not partner companies: students found these places themselves. */
const OUTSIDE: Record<string, string> = {
  上海启帆信息技术有限公司: '上海市杨浦区国定东路200号,31.3012,121.5236',
  上海联拓网络科技有限公司: '上海市普陀区中江路879号,31.2375,121.3951',
  苏州易码通软件有限公司: '苏州市工业园区星湖街328号,31.2766,120.7389',
  无锡华信通信工程有限公司: '无锡市梁溪区解放西路158号,31.5747,120.2908',
};

export interface Placement {
  readonly id: number;
  readonly course: InternshipCourse;
  readonly student: StudentDef;
  readonly company?: CompanyKey;
  readonly companyName: string;
  readonly post: string;
  readonly workPlace: string;
}

let nextPlacementId = 1;
const place = (c: InternshipCourse, list: readonly (readonly [string, string, string])[]): Placement[] =>
  list.map(([name, employer, post]) => {
    const company = (Object.keys(COMPANIES) as CompanyKey[]).find((k) => k === employer);
    const companyName = company ? COMPANIES[company].name : employer;
    const workPlace = company ? COMPANIES[company].address : (OUTSIDE[employer] ?? '');
    return {
      id: nextPlacementId++,
      course: c,
      student: student(name),
      company,
      companyName,
      post,
      workPlace,
    };
  });

export const PLACEMENTS: readonly Placement[] = [
  ...place(COURSES.software, [
    ['刘子涵', 'huizhi', 'Java开发实习生'],
    ['陈思雨', 'huizhi', '前端开发实习生'],
    ['王浩然', 'huizhi', '软件测试实习生'],
    ['李欣怡', 'shulian', '数据开发实习生'],
    ['张宇航', 'shulian', '云平台运维实习生'],
    ['周雨桐', 'huizhi', 'UI与前端实习生'],
    ['吴俊杰', '上海启帆信息技术有限公司', 'Java开发实习生'],
    ['郑可馨', 'shulian', '数据质检实习生'],
    ['孙嘉豪', 'huizhi', '后端开发实习生'],
    ['朱梦瑶', 'shulian', 'BI报表开发实习生'],
    ['胡志伟', '上海联拓网络科技有限公司', '运维实习生'],
    ['高雅婷', 'huizhi', '软件测试实习生'],
    ['林俊熙', '苏州易码通软件有限公司', 'Android开发实习生'],
    ['何诗琪', 'huizhi', '技术支持实习生'],
  ]),
  ...place(COURSES.bigData, [
    ['谢天宇', 'shulian', '数据分析见习'],
    ['韩雪', 'shulian', '数据分析见习'],
    ['唐明辉', 'shulian', '数据采集见习'],
    ['冯静怡', 'shulian', '数据可视化见习'],
    ['许博文', 'huizhi', '数据处理见习'],
    ['邓佳琪', 'huizhi', '数据处理见习'],
  ]),
  ...place(COURSES.ecommerce, [
    ['曹琳', 'yunling', '店铺运营助理'],
    ['彭宇', 'yunling', '直播运营助理'],
    ['曾婉清', 'yunling', '客服主管助理'],
    ['萧子轩', 'yunling', '商品视觉设计助理'],
  ]),
  ...place(COURSES.network, [
    ['杜鹏飞', 'boyuan', '网络运维实习生'],
    ['叶欣然', 'boyuan', '物联网实施助理'],
    ['程浩', 'boyuan', '物联网实施助理'],
    ['魏思琪', '无锡华信通信工程有限公司', '网络工程实习生'],
    ['苏晨阳', '无锡华信通信工程有限公司', '网络工程实习生'],
    ['吕佳慧', '无锡华信通信工程有限公司', '网络监控实习生'],
  ]),
  ...place(COURSES.robotics, [
    ['钟凯', 'jinggong', '机器人运维技术员'],
    ['汪洋', 'jinggong', '机器人调试技术员'],
    ['范婷婷', 'jinggong', '视觉检测技术员'],
  ]),
];

export const placementOf = (c: InternshipCourse, name: string): Placement =>
  PLACEMENTS.find((p) => p.course === c && p.student.realName === name)!;

export interface CourseTutor {
  readonly id: number;
  readonly course: InternshipCourse;
  readonly person: PersonDef;
  /** fType: 1 in-school, 2 enterprise, 3 leader. */
  readonly type: 1 | 2 | 3;
  /** Names of the students this tutor guides. */
  readonly students: readonly string[];
}

let nextTutorId = 1;
const tutor = (c: InternshipCourse, person: PersonDef, type: CourseTutor['type'], students: string[]) =>
  ({ id: nextTutorId++, course: c, person, type, students }) satisfies CourseTutor;

const namesIn = (c: InternshipCourse, from: number, to?: number) =>
  PLACEMENTS.filter((p) => p.course === c)
    .slice(from, to)
    .map((p) => p.student.realName);
const workingAt = (c: InternshipCourse, company: CompanyKey) =>
  PLACEMENTS.filter((p) => p.course === c && p.company === company).map((p) => p.student.realName);

const { software, bigData, ecommerce, mechatronics, network, robotics } = COURSES;

export const COURSE_TUTORS: readonly CourseTutor[] = [
  tutor(software, staff('张文博'), 1, namesIn(software, 0, 8)),
  tutor(software, staff('赵思远'), 1, namesIn(software, 8)),
  tutor(software, staff('吴海峰'), 3, []),
  tutor(software, companyTutor('杨帆'), 2, ['刘子涵', '陈思雨', '王浩然', '孙嘉豪']),
  tutor(software, companyTutor('林涛'), 2, ['周雨桐', '高雅婷', '何诗琪']),
  tutor(software, companyTutor('宋雨晴'), 2, workingAt(software, 'shulian')),
  tutor(bigData, staff('陈佳怡'), 1, namesIn(bigData, 0)),
  tutor(bigData, companyTutor('宋雨晴'), 2, workingAt(bigData, 'shulian')),
  tutor(ecommerce, staff('黄志刚'), 1, namesIn(ecommerce, 0)),
  tutor(ecommerce, companyTutor('韩磊'), 2, namesIn(ecommerce, 0)),
  tutor(mechatronics, staff('吴海峰'), 1, []),
  tutor(network, staff('徐晓东'), 1, namesIn(network, 0, 3)),
  tutor(network, staff('朱丽娟'), 1, namesIn(network, 3)),
  tutor(network, companyTutor('唐伟'), 2, workingAt(network, 'boyuan')),
  tutor(robotics, staff('马振华'), 1, namesIn(robotics, 0)),
  tutor(robotics, companyTutor('冯建国'), 2, namesIn(robotics, 0)),
];

export const tutorOf = (c: InternshipCourse, name: string): CourseTutor =>
  COURSE_TUTORS.find((t) => t.course === c && t.person.realName === name)!;

/** The course's first in-school tutor: who publishes its summary tasks and reference documents. */
export const leadTutorOf = (c: InternshipCourse): PersonDef =>
  COURSE_TUTORS.find((t) => t.course === c && t.type === 1)!.person;

function tutorRow(t: CourseTutor): Row {
  const p = t.person;
  const company = 'company' in p ? COMPANIES[p.company as CompanyKey] : undefined;
  return {
    fInternshipTutorId: t.id,
    fInternshipInfoId: t.course.id,
    fUserId: p.fAppUserId,
    fType: t.type,
    cRealName: p.realName,
    cMobile: p.mobile,
    cNumber: p.number,
    fCompanyId: company?.fCompanyId ?? null,
    cCompanyName: company?.name ?? SCHOOLS[t.course.school].name,
    cJobTitle: 'jobTitle' in p ? (p.jobTitle as string) : null,
    fStudentCount: t.students.length,
    tCreateDate: at(addDays(t.course.created, 1), t.id),
  };
}

export function internshipTables() {
  const courses: Row[] = COURSE_LIST.map((c) => ({
    fInternshipInfoId: c.id,
    fSchoolId: SCHOOLS[c.school].fSchoolId,
    cInternshipName: c.name,
    fCourseType: 1,
    cMajor: c.major,
    tStartDate: c.start,
    tEndDate: c.end,
    fStatus: c.status,
    fInternshipStatus: c.stage,
    fTemplateBatchInfoId: c.batchId,
    cDesc: c.desc,
    tCreateDate: at(c.created, c.id),
    [CREATOR]: staff(c.createdBy).fAppUserId,
  }));
  const students: Row[] = PLACEMENTS.map((p) => ({
    fInternshipStudentId: p.id,
    fInternshipInfoId: p.course.id,
    fUserId: p.student.fAppUserId,
    fClassId: p.student.klass.fClassId,
    cRealName: p.student.realName,
    cNumber: p.student.number,
    cMobile: p.student.mobile,
    fCompanyId: p.company ? COMPANIES[p.company].fCompanyId : null,
    cCompanyName: p.companyName,
    cPost: p.post,
    cWorkPlace: p.workPlace,
    tStartDate: p.course.start,
    tEndDate: p.course.end,
    fInternshipStatus: p.course.stage,
    tCreateDate: at(addDays(p.course.created, 2), p.id),
  }));
  const bindings: Row[] = COURSE_TUTORS.flatMap((t) =>
    t.students.map((name) => ({ tutor: t, placement: placementOf(t.course, name) })),
  ).map(({ tutor: t, placement }, i) => ({
    fInternshipTutorStudentId: i + 1,
    fInternshipInfoId: t.course.id,
    fInternshipTutorId: t.id,
    fInternshipStudentId: placement.id,
    tCreateDate: at(addDays(t.course.created, 3), i),
  }));
  return [
    table('InternshipInfo', courses),
    table('InternshipStudent', students),
    table('InternshipTutor', COURSE_TUTORS.map(tutorRow)),
    table('InternshipTutorStudent', bindings),
  ];
}
