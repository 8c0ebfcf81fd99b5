import type { Role } from '@practice/sdk/contract';
import { COMPANIES, type CompanyKey } from './companies.js';
import { mobileFor } from './helpers.js';
import { CLASSES, type ClassDef, SCHOOLS, type SchoolKey } from './schools.js';

/*
 * Everyone who signs in. Ids are given in one pass so that the five demo accounts get small, memorable ids
 * (1 admin, 2 school, 5 teacher, 15 tutor, 21 student) and every other area refers to people by name.
 */

export const DEMO_PASSWORD = 'Demo@2026';

export interface PersonDef {
  readonly fAppUserId: number;
  readonly role: Role;
  readonly userName: string;
  readonly realName: string;
  readonly sex: 1 | 2;
  readonly mobile: string;
  /** Student number, staff number or the enterprise's employee number. */
  readonly number: string;
  readonly email: string;
  /** Absent only for the platform administrator. */
  readonly school?: SchoolKey;
}

export interface StaffDef extends PersonDef {
  readonly school: SchoolKey;
  readonly college: string;
  readonly jobTitle: string;
  /** What the school's department membership calls the post. */
  readonly post: string;
}

export interface TutorDef extends PersonDef {
  readonly school: SchoolKey;
  readonly company: CompanyKey;
  readonly jobTitle: string;
}

export interface StudentDef extends PersonDef {
  readonly school: SchoolKey;
  readonly fStudentId: number;
  readonly klass: ClassDef;
}

type Sex = 1 | 2;
let nextUserId = 1;
const newId = () => nextUserId++;

const person = (userName: string, realName: string, sex: Sex, number: string, email: string) => {
  const fAppUserId = newId();
  return { fAppUserId, userName, realName, sex, number, email, mobile: mobileFor(fAppUserId) };
};

export const PLATFORM_ADMIN: PersonDef = {
  ...person('admin', '陈立华', 1, 'P0001', 'chenlihua@practice-platform.cn'),
  role: 'platformAdmin',
};

const schoolAdmin = (school: SchoolKey, userName: string, name: string, sex: Sex, no: string, post: string) =>
  ({
    ...person(userName, name, sex, no, `${no}@${SCHOOLS[school].mailDomain}`),
    role: 'schoolAdmin',
    school,
    college: '教务处',
    jobTitle: '副研究员',
    post,
  }) satisfies StaffDef;

export const SCHOOL_ADMINS: readonly StaffDef[] = [
  schoolAdmin('huadong', 'school', '王雅琴', 2, '2006015', '教务处实践教学科科长'),
  schoolAdmin('jiangnan', 'jn_admin', '刘建军', 1, '2004032', '教务处副处长'),
  schoolAdmin('zhebei', 'zb_admin', '孙慧敏', 2, '2010008', '教务处实习管理专员'),
];

const teacher = (school: SchoolKey, name: string, sex: Sex, no: string, college: string, jobTitle: string) =>
  ({
    ...person(no, name, sex, no, `${no}@${SCHOOLS[school].mailDomain}`),
    role: 'teacher',
    school,
    college,
    jobTitle,
    post: '专任教师',
  }) satisfies StaffDef;

const teacherList: StaffDef[] = [
  { ...teacher('huadong', '张文博', 1, '2009017', '信息工程学院', '副教授'), userName: 'teacher' },
  teacher('huadong', '赵思远', 1, '2015042', '信息工程学院', '讲师'),
  teacher('huadong', '陈佳怡', 2, '2017006', '信息工程学院', '讲师'),
  teacher('huadong', '黄志刚', 1, '2011023', '经济管理学院', '副教授'),
  { ...teacher('huadong', '吴海峰', 1, '2003004', '机电工程学院', '教授'), post: '机电工程学院院长' },
  teacher('jiangnan', '徐晓东', 1, '2012019', '计算机与网络学院', '副教授'),
  teacher('jiangnan', '朱丽娟', 2, '2016027', '计算机与网络学院', '讲师'),
  teacher('jiangnan', '何俊', 1, '2019011', '物联网学院', '讲师'),
  teacher('zhebei', '马振华', 1, '2008033', '智能制造学院', '副教授'),
  teacher('zhebei', '郭婷', 2, '2021015', '智能制造学院', '助教'),
];
export const TEACHERS: readonly StaffDef[] = teacherList;

const tutor = (company: CompanyKey, name: string, sex: Sex, no: string, jobTitle: string, mail: string) => {
  const base = person('', name, sex, no, mail);
  // Enterprise tutors sign in with their mobile; the account's school is the company's partner school.
  return {
    ...base,
    userName: base.mobile,
    role: 'companyTutor',
    school: COMPANIES[company].school,
    company,
    jobTitle,
  } satisfies TutorDef;
};

export const COMPANY_TUTORS: readonly TutorDef[] = [
  { ...tutor('huizhi', '杨帆', 1, 'HZ0312', '技术经理', 'yangfan@huizhisoft.com.cn'), userName: 'tutor' },
  tutor('huizhi', '林涛', 1, 'HZ0587', '高级软件工程师', 'lintao@huizhisoft.com.cn'),
  tutor('shulian', '宋雨晴', 2, 'SL1024', '数据分析主管', 'songyuqing@shulianyun.cn'),
  tutor('yunling', '韩磊', 1, 'YL0207', '运营总监', 'hanlei@yunlingec.com'),
  tutor('boyuan', '唐伟', 1, 'BY0119', '项目经理', 'tangwei@boyuaniot.com'),
  tutor('jinggong', '冯建国', 1, 'JG0853', '机器人车间主任', 'fengjianguo@jinggongzb.com'),
];

/** Students per class, in seat order. The first student of 软件技术2201班 is the `student` demo account. */
const rosters: Record<string, readonly (readonly [string, Sex])[]> = {
  软件技术2201班: [
    ['刘子涵', 1],
    ['陈思雨', 2],
    ['王浩然', 1],
    ['李欣怡', 2],
    ['张宇航', 1],
    ['周雨桐', 2],
    ['吴俊杰', 1],
    ['郑可馨', 2],
  ],
  软件技术2202班: [
    ['孙嘉豪', 1],
    ['朱梦瑶', 2],
    ['胡志伟', 1],
    ['高雅婷', 2],
    ['林俊熙', 1],
    ['何诗琪', 2],
    ['罗文轩', 1],
    ['梁晓彤', 2],
  ],
  大数据技术2201班: [
    ['谢天宇', 1],
    ['韩雪', 2],
    ['唐明辉', 1],
    ['冯静怡', 2],
    ['许博文', 1],
    ['邓佳琪', 2],
  ],
  电子商务2301班: [
    ['曹琳', 2],
    ['彭宇', 1],
    ['曾婉清', 2],
    ['萧子轩', 1],
    ['田甜', 2],
  ],
  机电一体化技术2201班: [
    ['董建华', 1],
    ['袁志强', 1],
    ['潘立新', 1],
    ['蒋雯', 2],
  ],
  计算机网络技术2201班: [
    ['杜鹏飞', 1],
    ['叶欣然', 2],
    ['程浩', 1],
    ['魏思琪', 2],
    ['苏晨阳', 1],
    ['吕佳慧', 2],
  ],
  物联网应用技术2201班: [
    ['丁一凡', 1],
    ['任晓雪', 2],
    ['姚磊', 1],
    ['卢静', 2],
  ],
  工业机器人技术2201班: [
    ['钟凯', 1],
    ['汪洋', 1],
    ['范婷婷', 2],
  ],
  数控技术2201班: [
    ['石磊', 1],
    ['廖思远', 1],
  ],
};

export const STUDENTS: readonly StudentDef[] = CLASSES.flatMap((klass) =>
  (rosters[klass.name] ?? []).map(([name, sex], seat) => {
    const number = `${klass.numberPrefix}${String(seat + 1).padStart(2, '0')}`;
    const base = person(number, name, sex, number, `${number}@stu.${SCHOOLS[klass.school].mailDomain}`);
    return { ...base, role: 'student' as const, school: klass.school, klass, fStudentId: 0 };
  }),
).map((s, i) => ({ ...s, fStudentId: i + 1, userName: i === 0 ? 'student' : s.userName }));

export const EVERYONE: readonly PersonDef[] = [
  PLATFORM_ADMIN,
  ...SCHOOL_ADMINS,
  ...TEACHERS,
  ...COMPANY_TUTORS,
  ...STUDENTS,
];

function named<T extends PersonDef>(list: readonly T[], name: string): T {
  const found = list.find((p) => p.realName === name);
  if (!found) throw new Error(`demo data: nobody named ${name}`);
  return found;
}

export const staff = (name: string) => named([...SCHOOL_ADMINS, ...TEACHERS], name);
export const companyTutor = (name: string) => named(COMPANY_TUTORS, name);
export const student = (name: string) => named(STUDENTS, name);
export const studentsOf = (className: string) => STUDENTS.filter((s) => s.klass.name === className);

/** The five demo accounts of the README. */
export const DEMO = {
  admin: PLATFORM_ADMIN,
  school: staff('王雅琴'),
  teacher: staff('张文博'),
  tutor: companyTutor('杨帆'),
  student: student('刘子涵'),
} as const;
