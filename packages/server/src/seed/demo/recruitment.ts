import { CREATOR } from '@practice/sdk/contract';
import { COMPANIES, type CompanyKey } from './companies.js';
import { addDays, at, demoFile, type Row, table, uid } from './helpers.js';
import { COMPANY_TUTORS, DEMO, type PersonDef, SCHOOL_ADMINS, type StudentDef, student } from './people.js';
import { SCHOOLS, type SchoolKey } from './schools.js';

/*
 * The cloud recruitment board: posts at every step of the status chain (unreviewed, rejected, passed but
 * unpublished, recruiting, finished; one pinned), students' resumes and the resumes they sent. Only
 * published posts receive applications, and a school-based post only from its own school.
 */

interface PostDef {
  readonly name: string;
  readonly company: CompanyKey;
  /** A school-based post (fRecruitmentType 2) names its school; whole-platform posts do not. */
  readonly school?: SchoolKey;
  /** fEducationType: 1 junior college, 2 bachelor, 5 intern. */
  readonly education: 0 | 1 | 2 | 5;
  /** fExperienceType: 0 unlimited, 1 in-school or fresh graduate. */
  readonly experience: 0 | 1 | 2;
  readonly salary: string;
  readonly headcount: number;
  readonly deadline: string;
  /** Where the post stands in the chain: review, publish, finish; and whether it is pinned. */
  readonly state: 'unreviewed' | 'rejected' | 'passed' | 'recruiting' | 'finished';
  readonly top?: boolean;
  readonly published?: string;
  readonly duties: string;
  readonly requirements: string;
}

const POSTS: readonly PostDef[] = [
  {
    name: 'Java开发实习生',
    company: 'huizhi',
    education: 1,
    experience: 1,
    salary: '4000-6000元/月',
    headcount: 5,
    deadline: '2026-05-31',
    state: 'recruiting',
    top: true,
    published: '2026-03-02',
    duties: '参与订单中心、会员中心等业务模块的接口开发与单元测试。',
    requirements: '熟悉Java基础与Spring Boot，了解MySQL；每周到岗不少于4天，可转正。',
  },
  {
    name: '前端开发工程师（2026届）',
    company: 'huizhi',
    education: 1,
    experience: 1,
    salary: '7000-9000元/月',
    headcount: 3,
    deadline: '2026-06-15',
    state: 'recruiting',
    published: '2026-03-10',
    duties: '负责管理后台与小程序的前端开发，配合设计完成页面还原。',
    requirements: '熟悉Vue 3与TypeScript，有完整的项目作品者优先。',
  },
  {
    name: '大数据运维实习生',
    company: 'shulian',
    school: 'huadong',
    education: 1,
    experience: 1,
    salary: '3500-5000元/月',
    headcount: 2,
    deadline: '2026-05-15',
    state: 'recruiting',
    published: '2026-03-16',
    duties: '负责客户云主机巡检、告警处理与备份检查。',
    requirements: '熟悉Linux常用命令，了解Shell脚本，能适应轮班。',
  },
  {
    name: '电商运营助理',
    company: 'yunling',
    education: 1,
    experience: 0,
    salary: '4500-6500元/月',
    headcount: 4,
    deadline: '2026-01-31',
    state: 'finished',
    published: '2025-11-20',
    duties: '协助店铺日常运营、活动报名与数据复盘。',
    requirements: '对电商平台规则有兴趣，能熟练使用Excel。',
  },
  {
    name: '设备维护技术员',
    company: 'pujiang',
    education: 1,
    experience: 0,
    salary: '6000-8000元/月',
    headcount: 6,
    deadline: '2026-06-30',
    state: 'passed',
    duties: '负责自动化产线设备的日常点检、保养与故障处理。',
    requirements: '机电一体化、电气自动化相关专业，持低压电工证者优先。',
  },
  {
    name: '物联网实施工程师',
    company: 'boyuan',
    education: 1,
    experience: 1,
    salary: '6000-8500元/月',
    headcount: 3,
    deadline: '2026-06-30',
    state: 'unreviewed',
    duties: '负责仓储物联网项目的现场设备安装、调试与交付。',
    requirements: '熟悉网络基础与常见传感器，能适应短期出差。',
  },
  {
    name: '数控操作工（储备干部）',
    company: 'jinggong',
    education: 0,
    experience: 0,
    salary: '面议',
    headcount: 10,
    deadline: '2026-05-31',
    state: 'rejected',
    duties: '操作数控加工中心完成零件加工。',
    requirements: '薪资待遇未写明具体范围，审核未通过。',
  },
  {
    name: '嵌入式软件实习生',
    company: 'boyuan',
    school: 'jiangnan',
    education: 5,
    experience: 1,
    salary: '3000-4500元/月',
    headcount: 2,
    deadline: '2026-05-20',
    state: 'recruiting',
    published: '2026-03-20',
    duties: '参与物联网网关固件的开发与测试。',
    requirements: '了解C语言与单片机开发，物联网相关专业在读。',
  },
];

const postKey = (i: number) => uid('job', i + 1);

/** Resume owners: [student, resume names]. The `student` demo account keeps two resumes. */
const RESUMES: readonly (readonly [StudentDef, readonly string[], intention: string])[] = [
  [DEMO.student, ['Java后端开发方向简历', '前端开发方向简历'], 'Java开发工程师'],
  [student('陈思雨'), ['前端开发求职简历'], '前端开发工程师'],
  [student('王浩然'), ['软件测试求职简历'], '软件测试工程师'],
  [student('孙嘉豪'), ['后端开发求职简历'], 'Java开发工程师'],
  [student('李欣怡'), ['数据开发求职简历'], '大数据开发工程师'],
  [student('朱梦瑶'), ['数据分析求职简历'], '数据分析师'],
  [student('杜鹏飞'), ['网络运维求职简历'], '网络运维工程师'],
  [student('叶欣然'), ['物联网实施求职简历'], '物联网实施工程师'],
];

/** Applications: [student, resume name, post index, message]. */
const APPLICATIONS: readonly (readonly [StudentDef, string, number, string])[] = [
  [DEMO.student, 'Java后端开发方向简历', 0, '目前在贵公司订单中心实习，希望能转为正式实习岗位。'],
  [DEMO.student, '前端开发方向简历', 1, '参加过Web前端开发综合实践，有完整作品。'],
  [student('陈思雨'), '前端开发求职简历', 1, '熟悉Vue 3，期待加入前端团队。'],
  [student('王浩然'), '软件测试求职简历', 0, '也有Java开发基础，愿意尝试开发岗位。'],
  [student('孙嘉豪'), '后端开发求职简历', 0, ''],
  [student('孙嘉豪'), '后端开发求职简历', 2, '可以接受轮班。'],
  [student('李欣怡'), '数据开发求职简历', 2, '在数联云实习期间参与过巡检工作。'],
  [student('朱梦瑶'), '数据分析求职简历', 3, ''],
  [student('杜鹏飞'), '网络运维求职简历', 7, '熟悉网关部署，有单片机开发经历。'],
  [student('叶欣然'), '物联网实施求职简历', 7, ''],
  [student('叶欣然'), '物联网实施求职简历', 0, '希望尝试软件开发方向。'],
];

/** How the recruiters marked the applications, in turn. */
const MARKS = [1, 0, 2, 0, 3, 1, 0] as const;

/** Posts are written by the company's enterprise tutor, or by the partner school's admin for a company without one. */
function posterOf(p: PostDef): PersonDef {
  const partnerSchool = COMPANIES[p.company].school;
  return (
    COMPANY_TUTORS.find((t) => t.company === p.company) ??
    SCHOOL_ADMINS.find((a) => a.school === partnerSchool)!
  );
}

function postRow(p: PostDef, i: number): Row {
  const company = COMPANIES[p.company];
  const passed = p.state === 'passed' || p.state === 'recruiting' || p.state === 'finished';
  const published = p.state === 'recruiting' || p.state === 'finished';
  const status = p.state === 'unreviewed' ? 0 : p.state === 'rejected' ? 2 : 1;
  return {
    cCloudRecruitmentId: postKey(i),
    cJobName: p.name,
    fCompanyId: company.fCompanyId,
    fRecruitmentType: p.school ? 2 : 1,
    fSchoolId: p.school ? SCHOOLS[p.school].fSchoolId : null,
    fEducationType: p.education,
    fExperienceType: p.experience,
    cSalary: p.salary,
    cCity: company.city,
    cAddress: company.address,
    fRecruitNumber: p.headcount,
    cContact: '人力资源部',
    cContactPhone: `0${i % 2 ? '21' : '510'}-${5080_1200 + i * 37}`,
    cContent: `<p><strong>岗位职责：</strong>${p.duties}</p><p><strong>任职要求：</strong>${p.requirements}</p>`,
    tDeadline: p.deadline,
    fStatus: status,
    fIsPublish: published ? 1 : 0,
    fIsFinished: p.state === 'finished' ? 1 : 0,
    fIsTop: p.top ? 1 : 0,
    tPublishDate: published && p.published ? at(p.published, i) : null,
    tRefreshDate:
      published && p.published ? at(p.state === 'recruiting' ? '2026-04-13' : p.published, i) : null,
    fApplyCount: APPLICATIONS.filter(([, , post]) => post === i).length,
    tCreateDate: at(p.published ?? '2026-04-07', i + (passed ? 0 : 3)),
    [CREATOR]: posterOf(p).fAppUserId,
  };
}

export function recruitmentTables() {
  const bases: Row[] = RESUMES.map(([s, , intention], i) => ({
    cCloudResumeBaseId: uid('rb', i + 1),
    fUserId: s.fAppUserId,
    fSchoolId: SCHOOLS[s.school].fSchoolId,
    cRealName: s.realName,
    fSex: s.sex,
    tBirthday: `2004-${String((i % 12) + 1).padStart(2, '0')}-${String(((i * 7) % 27) + 1).padStart(2, '0')}`,
    cMobile: s.mobile,
    cEmail: s.email,
    cAvatar: demoFile('resume', s.number, '证件照.jpg'),
    cMajor: s.klass.major,
    fEducationType: 1,
    tGraduateDate: '2026-06-30',
    cJobIntention: intention,
    cExpectedCity: s.school === 'jiangnan' ? '无锡' : '上海',
    cExpectedSalary: '5000-7000元/月',
    cSelfEvaluation: '学习能力强，做事踏实，有团队合作精神，实习期间能按时保质完成任务。',
    tCreateDate: at('2026-03-01', i),
  }));
  const resumes = RESUMES.flatMap(([s, names], owner) => names.map((name) => ({ s, name, owner })));
  const resumeKey = (s: StudentDef, name: string) =>
    uid('cv', resumes.findIndex((r) => r.s === s && r.name === name) + 1);
  const resumeRows: Row[] = resumes.map(({ s, name, owner }, i) => ({
    cCloudResumeId: uid('cv', i + 1),
    cCloudResumeBaseId: uid('rb', owner + 1),
    fUserId: s.fAppUserId,
    fSchoolId: SCHOOLS[s.school].fSchoolId,
    cResumeName: name,
    cEducation: `2022.09-2026.06 ${SCHOOLS[s.school].name} ${s.klass.major}专业（大专）`,
    cInternship:
      s.school === 'huadong'
        ? '2025.11至今 顶岗实习，参与企业真实项目开发与测试。'
        : '2025.11至今 顶岗实习，参与物联网项目现场实施。',
    cProjectExperience: '参与实训项目开发，负责所在模块的设计、编码与测试。',
    cSkills: '熟练使用Git协作开发；熟悉常用办公软件；英语CET-4。',
    cCertificates: '校级优秀学生干部；1+X职业技能等级证书（初级）。',
    cFilePath: demoFile('resume', uid('cv', i + 1), `${s.realName}-${name}.pdf`),
    fIsOpen: i % 3 === 2 ? 0 : 1,
    tCreateDate: at('2026-03-02', i),
  }));
  const applications: Row[] = APPLICATIONS.map(([s, resume, post, message], i) => {
    const key = resumeKey(s, resume);
    return {
      cCloudRecruitmentApplyId: uid('apply', i + 1),
      cCloudRecruitmentId: postKey(post),
      cCloudResumeId: key,
      fUserId: s.fAppUserId,
      fSchoolId: SCHOOLS[s.school].fSchoolId,
      cFilePath: resumeRows.find((r) => r.cCloudResumeId === key)?.cFilePath,
      cMessage: message || null,
      // The company has sorted some of what it received (0 未标记, 1 合适, 2 待定, 3 不合适).
      fMarkStatus: MARKS[i % MARKS.length],
      // A few days after the post went up.
      tCreateDate: at(addDays(POSTS[post]?.published ?? '2026-03-20', 2 + (i % 5)), i + 5),
    };
  });
  return [
    table('CloudRecruitment', POSTS.map(postRow)),
    table('CloudResumeBase', bases),
    table('CloudResume', resumeRows),
    table('CloudRecruitmentApply', applications),
  ];
}
