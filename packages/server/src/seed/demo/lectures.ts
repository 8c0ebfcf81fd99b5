import { CREATOR } from '@practice/sdk/contract';
import { addDays, at, cycle, demoFile, type Row, table, uid } from './helpers.js';
import { DEMO, type PersonDef, PLATFORM_ADMIN, SCHOOL_ADMINS, STUDENTS, staff, student } from './people.js';
import { SCHOOLS, type SchoolKey } from './schools.js';

/*
 * The three lecture areas (career planning, innovation, seminars) share one shape. In-school lectures
 * (fLectureType 1) are reviewed by their school's admin and attended by that school's people only; whole-
 * platform ones (2) by the platform admin and open to all. Lectures that passed and took place have
 * enrolments, comments (shared or held back) and recordings.
 */

export interface LectureDef {
  readonly key: string;
  readonly title: string;
  readonly school?: SchoolKey;
  /** fStatus: 0/1 school admin passed/rejected, 2/3 platform admin passed/rejected, 4 unreviewed. */
  readonly status: 0 | 1 | 2 | 3 | 4;
  readonly speaker: string;
  readonly intro: string;
  readonly day: string;
  readonly hours: readonly [string, string];
  readonly address: string;
  readonly max: number;
  readonly content: string;
  /** Who enrolled, commented (true: shared) and watched the recording. */
  readonly attendees?: readonly PersonDef[];
  readonly comments?: readonly (readonly [PersonDef, string, boolean])[];
  readonly videos?: readonly (readonly [string, number])[];
  /** Who entered it; by default the platform admin (whole platform) or the school's admin (in-school). */
  readonly creator?: PersonDef;
}

type LectureInput = Omit<LectureDef, 'key'>;

export interface AreaDef {
  readonly entity: 'CloudCareerPlanning' | 'CloudInnovation' | 'CloudSeminar';
  readonly prefix: string;
  readonly lectures: readonly LectureDef[];
}

const area = (entity: AreaDef['entity'], prefix: string, list: readonly LectureInput[]): AreaDef => ({
  entity,
  prefix,
  lectures: list.map((l, i) => ({ key: uid(prefix, i + 1), ...l })),
});

const huadongStudents = STUDENTS.filter((s) => s.school === 'huadong' && s.realName !== '潘立新');
const someStudents = (from: number, count: number) => huadongStudents.slice(from, from + count);

/*
 * More lectures of each area, so that every list pages: [title, school (none: whole platform), status,
 * speaker, speaker's introduction, day, place]. Past passed ones have attendees, comments and a recording.
 */
type Brief = readonly [string, SchoolKey | null, LectureDef['status'], string, string, string, string];
const TODAY = '2026-03-01';
const TALKS = [
  '收获很大，谢谢老师！',
  '案例很贴近我们的专业，希望多办几期。',
  '能否分享一下讲座用的PPT？',
  '老师讲的行业趋势部分很有启发。',
];
function briefs(list: readonly Brief[], crowd: number): LectureInput[] {
  return list.map(([title, school, status, speaker, intro, day, address], i) => {
    const passed = status === 0 || status === 2;
    const held = passed && day < TODAY;
    // An in-school lecture is attended by its own school's students only.
    const pool = school ? STUDENTS.filter((p) => p.school === school) : huadongStudents;
    const from = (i * 3 + crowd) % Math.max(1, pool.length - 6);
    const people = pool.slice(from, from + 4 + (i % 3));
    return {
      title,
      ...(school ? { school } : {}),
      status,
      speaker,
      intro,
      day,
      hours: i % 2 ? (['14:00:00', '16:00:00'] as const) : (['09:30:00', '11:30:00'] as const),
      address,
      max: 80 + i * 20,
      content: `<p>${title}。主讲人：${speaker}。欢迎感兴趣的师生报名参加。</p>`,
      ...(held || (passed && i % 2 === 0) ? { attendees: people } : {}),
      ...(held
        ? {
            comments: people.slice(0, 2).map((p, j) => [p, cycle(TALKS, i + j), j === 0] as const),
            videos: [[`${title}（回放）`, 3600 + i * 300] as const],
          }
        : {}),
    };
  });
}

export const CAREER = area('CloudCareerPlanning', 'cp', [
  {
    title: '从校园到职场：高职学生职业生涯规划',
    status: 2,
    speaker: '周晓岚',
    intro: '国家二级职业指导师，从事高校就业指导工作15年。',
    day: '2025-11-12',
    hours: ['14:00:00', '16:00:00'],
    address: '线上直播',
    max: 500,
    content: '<p>结合高职学生特点，讲解职业兴趣探索、目标设定与实习期的职业能力积累。</p>',
    attendees: [DEMO.student, student('陈思雨'), student('杜鹏飞'), student('钟凯'), ...someStudents(8, 3)],
    comments: [
      [DEMO.student, '讲得很实在，特别是实习期间如何积累项目经历的部分。', true],
      [student('杜鹏飞'), '希望能多讲一些网络运维方向的职业发展路径。', true],
      [student('孙嘉豪'), '回放什么时候可以看？', false],
    ],
    videos: [
      ['讲座回放（上）', 3620],
      ['讲座回放（下）', 3310],
    ],
  },
  {
    title: '简历撰写与面试技巧专题讲座',
    school: 'huadong',
    status: 0,
    speaker: '李慧',
    intro: '华东理工职业技术学院招生就业处就业指导科科长。',
    day: '2026-03-25',
    hours: ['14:30:00', '16:30:00'],
    address: '华东理工职业技术学院图书馆报告厅',
    max: 200,
    content: '<p>现场点评学生简历，模拟技术岗位面试。</p>',
    attendees: [DEMO.student, ...someStudents(1, 5)],
    comments: [[student('王浩然'), '现场点评很有帮助，简历已经按建议修改。', true]],
    videos: [['现场录像', 6480]],
  },
  {
    title: '2026届毕业生就业形势与政策解读',
    school: 'jiangnan',
    status: 4,
    speaker: '刘建军',
    intro: '江南信息工程职业学院教务处副处长。',
    day: '2026-04-22',
    hours: ['15:00:00', '16:30:00'],
    address: '江南信息工程职业学院学术报告厅',
    max: 300,
    content: '<p>解读就业政策、征兵与专升本相关事项。</p>',
  },
  ...briefs(
    [
      [
        '软件行业岗位图谱与技能要求解读',
        null,
        2,
        '林涛',
        '汇智软件高级软件工程师。',
        '2025-10-15',
        '线上直播',
      ],
      [
        '实习期间的职场礼仪与沟通',
        'huadong',
        0,
        '王雅琴',
        '华东理工职业技术学院教务处实践教学科科长。',
        '2025-11-26',
        '华东理工职业技术学院第二报告厅',
      ],
      [
        '专升本还是就业：升学与就业的选择',
        'huadong',
        0,
        '黄志刚',
        '经济管理学院副教授。',
        '2025-12-17',
        '华东理工职业技术学院图书馆报告厅',
      ],
      ['数据分析岗位的职业发展路径', null, 2, '宋雨晴', '数联云数据分析主管。', '2026-01-07', '线上直播'],
      [
        '制造业数字化转型与技能人才需求',
        'zhebei',
        0,
        '马振华',
        '智能制造学院副教授。',
        '2026-01-14',
        '浙北职业技术学院智造楼报告厅',
      ],
      [
        '国企与事业单位招聘流程详解',
        'huadong',
        0,
        '李慧',
        '华东理工职业技术学院就业指导科科长。',
        '2026-03-11',
        '华东理工职业技术学院行政楼多功能厅',
      ],
      [
        '个人职业兴趣测评与解读工作坊',
        'huadong',
        4,
        '陈佳怡',
        '信息工程学院讲师，生涯规划师。',
        '2026-03-31',
        '华东理工职业技术学院实训楼A201',
      ],
      ['跨境电商行业就业前景分享', null, 2, '韩磊', '云领电商运营总监。', '2026-04-15', '线上直播'],
      [
        '考证与职业发展：1+X证书怎么选',
        'jiangnan',
        0,
        '徐晓东',
        '计算机与网络学院副教授。',
        '2026-04-29',
        '江南信息工程职业学院学术报告厅',
      ],
      ['求职防骗与劳动合同常识', 'huadong', 1, '赵思远', '信息工程学院讲师。', '2026-05-06', '待定'],
    ],
    0,
  ),
]);

export const INNOVATION = area('CloudInnovation', 'ci', [
  {
    title: '“互联网+”大学生创新创业大赛备赛指导',
    status: 2,
    speaker: '郑国华',
    intro: '省级创新创业大赛评审专家，创业导师。',
    day: '2025-12-10',
    hours: ['19:00:00', '21:00:00'],
    address: '线上直播',
    max: 1000,
    content: '<p>从选题、商业模式到路演答辩，讲解大赛评审要点。</p>',
    attendees: [DEMO.student, student('朱梦瑶'), student('丁一凡'), student('任晓雪'), staff('张文博')],
    comments: [
      [student('丁一凡'), '路演答辩的部分讲得很好，我们团队准备参加今年的比赛。', true],
      [DEMO.student, '想请教老师，技术类项目如何体现商业价值？', false],
    ],
    videos: [['备赛指导讲座回放', 7050]],
  },
  {
    title: '从创意到产品：大学生创业项目孵化经验分享',
    school: 'huadong',
    status: 0,
    speaker: '陈浩',
    intro: '2019届软件技术专业毕业生，校园服务类创业公司创始人。',
    day: '2026-04-08',
    hours: ['15:00:00', '17:00:00'],
    address: '华东理工职业技术学院创新创业中心',
    max: 120,
    content: '<p>分享在校创业从一个小程序到一家公司的经历。</p>',
    attendees: someStudents(10, 6),
    comments: [[student('林俊熙'), '学长的经历很励志！', true]],
  },
  {
    title: '专利申请与知识产权保护入门',
    school: 'huadong',
    status: 1,
    speaker: '顾敏',
    intro: '知识产权代理师。',
    day: '2026-05-13',
    hours: ['14:00:00', '15:30:00'],
    address: '待定',
    max: 100,
    content: '<p>讲座地点与时间未确定，学校管理员审核未通过。</p>',
  },
  ...briefs(
    [
      [
        '大学生创新创业训练计划项目申报指南',
        'huadong',
        0,
        '黄志刚',
        '经济管理学院副教授，校级创新创业导师。',
        '2025-10-22',
        '华东理工职业技术学院创新创业中心',
      ],
      ['商业计划书写作实务', null, 2, '郑国华', '省级创新创业大赛评审专家。', '2025-11-19', '线上直播'],
      [
        '物联网创意作品设计与实现',
        'jiangnan',
        0,
        '何俊',
        '物联网学院讲师。',
        '2025-12-03',
        '江南信息工程职业学院物联网实训中心',
      ],
      [
        '从校园项目到开源社区',
        'huadong',
        0,
        '张文博',
        '信息工程学院副教授，软件技术专业带头人。',
        '2026-01-09',
        '华东理工职业技术学院信息楼302',
      ],
      ['工业机器人创新应用案例分享', null, 2, '冯建国', '精工装备机器人车间主任。', '2026-02-25', '线上直播'],
      [
        '创业团队组建与股权分配',
        'huadong',
        0,
        '陈浩',
        '校园服务类创业公司创始人。',
        '2026-03-20',
        '华东理工职业技术学院创新创业中心',
      ],
      [
        '“挑战杯”竞赛作品选题研讨',
        'huadong',
        4,
        '赵思远',
        '信息工程学院讲师。',
        '2026-04-01',
        '华东理工职业技术学院实训楼B105',
      ],
      ['乡村振兴中的电商创业机会', null, 2, '韩磊', '云领电商运营总监。', '2026-04-21', '线上直播'],
      [
        '智能制造创新实验室开放日',
        'zhebei',
        0,
        '郭婷',
        '智能制造学院助教。',
        '2026-05-08',
        '浙北职业技术学院创新实验室',
      ],
      ['创业政策与孵化基地申请', 'jiangnan', 1, '朱丽娟', '计算机与网络学院讲师。', '2026-05-20', '待定'],
    ],
    4,
  ),
]);

export const SEMINAR = area('CloudSeminar', 'cs', [
  {
    title: '产教融合背景下的高职实践教学改革研讨会',
    status: 2,
    speaker: '吴海峰',
    intro: '华东理工职业技术学院机电工程学院院长、教授。',
    day: '2025-10-30',
    hours: ['09:00:00', '17:00:00'],
    address: '上海市奉贤区海湾路1号会议中心（同步线上直播）',
    max: 300,
    content: '<p>围绕校企共建产业学院、顶岗实习管理与实践教学评价开展研讨。</p>',
    attendees: [staff('张文博'), staff('赵思远'), staff('徐晓东'), staff('马振华'), staff('王雅琴')],
    comments: [
      [staff('徐晓东'), '双导师制的经验很值得借鉴，会后我们学院也准备试点。', true],
      [staff('马振华'), '希望下次能增加制造类专业的分会场。', false],
    ],
    videos: [
      ['主旨报告', 2760],
      ['圆桌讨论', 4120],
    ],
  },
  {
    title: '“岗课赛证”融通的课程建设研讨',
    school: 'huadong',
    creator: staff('张文博'),
    status: 0,
    speaker: '张文博',
    intro: '信息工程学院副教授，软件技术专业带头人。',
    day: '2026-03-18',
    hours: ['13:30:00', '16:30:00'],
    address: '华东理工职业技术学院行政楼第三会议室',
    max: 40,
    content: '<p>以软件技术专业为例，讨论岗位能力、课程内容、技能竞赛与证书标准的对接。</p>',
    attendees: [staff('赵思远'), staff('陈佳怡'), staff('黄志刚')],
    comments: [[staff('黄志刚'), '电商专业也可以参照这个思路梳理课程。', true]],
    videos: [['研讨录像', 9850]],
  },
  {
    title: '职业院校数字化教学资源建设研讨',
    // Proposed by a 江南信息 teacher as a whole-platform seminar, so it has no school of its own.
    creator: staff('朱丽娟'),
    status: 3,
    speaker: '朱丽娟',
    intro: '江南信息工程职业学院计算机与网络学院讲师。',
    day: '2026-05-28',
    hours: ['09:30:00', '11:30:00'],
    address: '线上会议',
    max: 200,
    content: '<p>申请为全平台研讨会，议程不完整，平台管理员审核未通过。</p>',
  },
  ...briefs(
    [
      [
        '现代学徒制试点经验交流',
        'huadong',
        0,
        '黄志刚',
        '经济管理学院副教授。',
        '2025-11-05',
        '华东理工职业技术学院行政楼第二会议室',
      ],
      [
        '实习过程管理信息化研讨',
        null,
        2,
        '徐晓东',
        '江南信息工程职业学院计算机与网络学院副教授。',
        '2025-11-20',
        '线上会议',
      ],
      [
        '双师型教师队伍建设研讨',
        'huadong',
        0,
        '吴海峰',
        '机电工程学院院长、教授。',
        '2025-12-11',
        '华东理工职业技术学院行政楼第三会议室',
      ],
      [
        '课程思政融入专业课教学研讨',
        'huadong',
        0,
        '陈佳怡',
        '信息工程学院讲师。',
        '2026-01-08',
        '华东理工职业技术学院信息楼会议室',
      ],
      ['企业导师参与毕业设计指导的实践', null, 2, '杨帆', '汇智软件技术经理。', '2026-01-21', '线上会议'],
      [
        '技能竞赛成果转化为教学资源',
        'zhebei',
        0,
        '马振华',
        '智能制造学院副教授。',
        '2026-02-26',
        '浙北职业技术学院智造楼会议室',
      ],
      [
        '实习考核评价标准研讨',
        'huadong',
        0,
        '赵思远',
        '信息工程学院讲师。',
        '2026-03-12',
        '华东理工职业技术学院行政楼第三会议室',
      ],
      [
        '新专业教学标准解读',
        'huadong',
        4,
        '张文博',
        '信息工程学院副教授。',
        '2026-04-09',
        '华东理工职业技术学院信息楼302',
      ],
      ['虚拟仿真实训教学应用研讨', null, 2, '何俊', '物联网学院讲师。', '2026-04-23', '线上会议'],
      [
        '校企合作协议与实习安全责任',
        'jiangnan',
        1,
        '刘建军',
        '江南信息工程职业学院教务处副处长。',
        '2026-05-14',
        '待定',
      ],
    ],
    8,
  ),
]);

export const AREAS: readonly AreaDef[] = [CAREER, INNOVATION, SEMINAR];

const schoolIdOf = (p: PersonDef) => (p.school ? SCHOOLS[p.school].fSchoolId : null);
const creatorOf = (l: LectureDef) =>
  l.creator ?? (l.school ? SCHOOL_ADMINS.find((a) => a.school === l.school)! : PLATFORM_ADMIN);

/** Rows of one area: lectures, comments, enrolments, videos. */
export function areaTables(a: AreaDef) {
  const lectures: Row[] = a.lectures.map((l, i) => ({
    [`c${a.entity}Id`]: l.key,
    fSchoolId: l.school ? SCHOOLS[l.school].fSchoolId : null,
    cTitle: l.title,
    fLectureType: l.school ? 1 : 2,
    cSpeaker: l.speaker,
    cSpeakerIntro: l.intro,
    cCover: demoFile('lecture', l.key, '封面.jpg'),
    tStartDate: `${l.day} ${l.hours[0]}`,
    tEndDate: `${l.day} ${l.hours[1]}`,
    tEnrollEndDate: `${addDays(l.day, -1)} 18:00:00`,
    cAddress: l.address,
    cLiveUrl: l.address.includes('线上') ? `https://live.practice-platform.cn/room/${l.key}` : null,
    fMaxEnroll: l.max,
    fEnrollCount: l.attendees?.length ?? 0,
    fViewCount: (l.attendees?.length ?? 0) * 3 + (l.videos ? 40 : 0),
    cContent: l.content,
    fStatus: l.status,
    tCreateDate: at(addDays(l.day, -20), i),
    [CREATOR]: creatorOf(l).fAppUserId,
  }));
  const lectureOf = (l: LectureDef) => ({ [`c${a.entity}Id`]: l.key });
  const comments: Row[] = a.lectures
    .flatMap((l) => (l.comments ?? []).map((c) => ({ l, c })))
    .map(({ l, c: [person, text, open] }, i) => ({
      [`c${a.entity}CommentId`]: uid(`${a.prefix}c`, i + 1),
      ...lectureOf(l),
      fUserId: person.fAppUserId,
      fSchoolId: schoolIdOf(person),
      cContent: text,
      fIsOpen: open ? 1 : 0,
      tCreateDate: at(l.day, i + 8),
    }));
  const enrollments: Row[] = a.lectures
    .flatMap((l) => (l.attendees ?? []).map((person) => ({ l, person })))
    .map(({ l, person }, i) => ({
      [`c${a.entity}EnrollmentId`]: uid(`${a.prefix}e`, i + 1),
      ...lectureOf(l),
      fUserId: person.fAppUserId,
      fSchoolId: schoolIdOf(person),
      cRemark: i % 4 === 0 ? '希望会后能获取讲座课件' : null,
      tCreateDate: at(addDays(l.day, -3 - (i % 5)), i),
    }));
  const videos: Row[] = a.lectures
    .flatMap((l) => (l.videos ?? []).map((v, sort) => ({ l, v, sort })))
    .map(({ l, v: [title, seconds], sort }, i) => ({
      [`c${a.entity}VideoId`]: uid(`${a.prefix}v`, i + 1),
      ...lectureOf(l),
      cTitle: title,
      cVideoPath: demoFile('lecture-video', `${l.key}-${sort + 1}`, `${title}.mp4`),
      cCover: demoFile('lecture-video', `${l.key}-${sort + 1}`, '封面.jpg'),
      fDuration: seconds,
      fSort: sort + 1,
      tCreateDate: at(addDays(l.day, 2), i),
    }));
  return [
    table(a.entity, lectures),
    table(`${a.entity}Comment`, comments),
    table(`${a.entity}Enrollment`, enrollments),
    table(`${a.entity}Video`, videos),
  ];
}

/** Who watched recordings: attendees of lectures that have one, watching part or all of it. */
export function viewerRows(): Row[] {
  return AREAS.flatMap((a) =>
    a.lectures
      .filter((l) => l.videos)
      .flatMap((l) => (l.attendees ?? []).slice(0, 3).map((person) => ({ a, l, person }))),
  ).map(({ a, l, person }, i) => {
    const length = (l.videos ?? []).reduce((sum, [, s]) => sum + s, 0);
    return {
      cCloudPlaybackViewerId: uid('pv', i + 1),
      [`c${a.entity}Id`]: l.key,
      fUserId: person.fAppUserId,
      fSchoolId: schoolIdOf(person),
      fWatchSeconds: Math.round(length * cycle([1, 0.62, 0.35, 0.87], i)),
      tLastWatchDate: at(addDays(l.day, 3 + (i % 6)), i),
      tCreateDate: at(addDays(l.day, 3), i),
    };
  });
}
