import { CREATOR } from '@practice/sdk/contract';
import { at, demoFile, type Row, table } from './helpers.js';
import { PLATFORM_ADMIN } from './people.js';

/*
 * The portal: news of both kinds (基础动态 and 通知公告, one still a draft) and the banners of the home,
 * news and recruitment pages (one taken down).
 */

interface NewsDef {
  /** fType: 1 基础动态, 2 通知公告. */
  readonly type: 1 | 2;
  readonly title: string;
  readonly abstract: string;
  readonly date: string;
  readonly paragraphs: readonly string[];
  readonly draft?: boolean;
}

const NEWS: readonly NewsDef[] = [
  {
    type: 1,
    title: '华东理工职业技术学院与上海汇智软件科技有限公司共建软件产业学院',
    abstract: '双方将在人才培养方案制定、实训基地建设和顶岗实习等方面开展深度合作。',
    date: '2025-10-16 10:00:00',
    paragraphs: [
      '10月15日，华东理工职业技术学院与上海汇智软件科技有限公司在张江举行软件产业学院揭牌仪式。',
      '根据协议，企业每年为软件技术专业提供不少于30个顶岗实习岗位，并选派技术骨干担任企业导师。',
    ],
  },
  {
    type: 1,
    title: '2025年产教融合实践教学改革研讨会在沪召开',
    abstract: '来自长三角18所职业院校的120余名教师线上线下参会。',
    date: '2025-11-01 09:30:00',
    paragraphs: [
      '10月30日，产教融合背景下的高职实践教学改革研讨会在上海召开，研讨会同步在平台研讨会专区直播。',
      '会议围绕双导师制、实践教学评价和产业学院建设展开交流，会议材料已上传至研讨会专区。',
    ],
  },
  {
    type: 1,
    title: '江南信息工程职业学院学生团队获省级创新创业大赛一等奖',
    abstract: '物联网应用技术专业学生团队凭借“智慧仓储温湿度监测”项目获奖。',
    date: '2025-12-22 15:20:00',
    paragraphs: [
      '在近日举行的省级大学生创新创业大赛决赛中，江南信息工程职业学院物联网应用技术专业团队获得一等奖。',
      '该项目源自学院与无锡博远物联网科技有限公司的合作课题，目前已在企业仓库试运行。',
    ],
  },
  {
    type: 1,
    title: '平台上线实训项目团队报名与在线答疑功能',
    abstract: '学生可在线组队报名实训项目，并向项目导师提问。',
    date: '2026-02-16 09:00:00',
    paragraphs: [
      '本次更新后，学生可在“实训营”中创建团队、邀请成员并提交报名，导师审核通过后即可开展项目任务。',
      '项目答疑支持导师回复后公开，方便其他团队参考。',
    ],
  },
  {
    type: 1,
    title: '平台完成2026届顶岗实习课程集中审核',
    abstract: '三所院校共提交顶岗实习课程6门，其中5门审核通过。',
    date: '2026-03-03 11:00:00',
    paragraphs: ['各校教务处已完成2026届顶岗实习课程的集中审核，未通过的课程请按审核意见修改后重新提交。'],
  },
  {
    type: 2,
    title: '关于做好2026届顶岗实习中期检查工作的通知',
    abstract: '请各校于1月30日前完成中期总结收集与评阅。',
    date: '2026-01-05 08:30:00',
    paragraphs: [
      '各相关院校：为加强顶岗实习过程管理，现就中期检查工作通知如下。',
      '一、学生须于1月23日前在平台提交中期总结；二、校内导师须于1月30日前完成评阅；三、各校教务处汇总检查情况。',
    ],
  },
  {
    type: 2,
    title: '关于开展2026年春季学期实践课程选课的通知',
    abstract: '春季学期实践课程选课将于2月23日开始。',
    date: '2026-02-20 10:00:00',
    paragraphs: [
      '2026年春季学期共开设实践课程5门，选课时间为2月23日至3月6日，请学生登录平台“实践课程”模块选课。',
      '选课结果以任课教师审核为准，审核未通过的学生可改选其他课程。',
    ],
  },
  {
    type: 2,
    title: '平台系统升级维护公告',
    abstract: '4月18日22:00至次日2:00平台暂停服务。',
    date: '2026-04-10 17:00:00',
    paragraphs: [
      '为提升系统性能，平台将于2026年4月18日22:00至4月19日2:00进行升级维护，期间暂停访问，请提前保存数据。',
    ],
  },
  {
    type: 2,
    title: '关于报送2026年暑期跟岗实习计划的通知',
    abstract: '请各二级学院于5月15日前报送暑期跟岗实习计划。',
    date: '2026-04-14 09:00:00',
    paragraphs: ['请各二级学院结合专业人才培养方案，于5月15日前在平台创建暑期跟岗实习课程并提交审核。'],
    draft: true,
  },
];

/** Banners: [fType (1 home, 2 news, 3 recruitment page), title, link, listed]. */
const BANNERS: readonly (readonly [1 | 2 | 3, string, string, boolean])[] = [
  [1, '新工科实践教学平台', '/index', true],
  [1, '2026届顶岗实习进行中', '/practice/practice-manage', true],
  [1, '2025秋季学期实践课程回顾', '/practice/practice-info', false],
  [2, '产教融合研讨会专题报道', '/site/news', true],
  [2, '创新创业大赛喜报', '/site/news', true],
  [3, '名企实习岗位火热招聘中', '/practice/cloud-recruitment/list', true],
  [3, '简历投递指南', '/practice/cloud-recruitment/my-resume', true],
];

export function portalTables() {
  const news: Row[] = NEWS.map((n, i) => ({
    fNewsInfoId: i + 1,
    fType: n.type,
    cTitle: n.title,
    cAbstract: n.abstract,
    fSort: i + 1,
    cNewsDate: n.date,
    cCover: n.type === 1 ? demoFile('news', `n${i + 1}`, '封面.jpg') : null,
    cContent: n.paragraphs.map((p) => `<p>${p}</p>`).join(''),
    fStatus: n.draft ? 0 : 1,
    tCreateDate: n.date,
    // The platform's own news desk.
    [CREATOR]: PLATFORM_ADMIN.fAppUserId,
  }));
  const banners: Row[] = BANNERS.map(([type, title, link, listed], i) => ({
    fAdvertisementInfoId: i + 1,
    fType: type,
    cTitle: title,
    // Home banners are 1920*600, the others 1920*400 (SPEC §5).
    cPics: demoFile('banners', `b${i + 1}`, type === 1 ? '横幅1920x600.jpg' : '横幅1920x400.jpg'),
    cLink: link,
    fSort: i + 1,
    fStatus: listed ? 1 : 0,
    tCreateDate: at('2025-09-15', i),
  }));
  return [table('GatewayNewsInfo', news), table('GatewayAdvertisementInfo', banners)];
}
