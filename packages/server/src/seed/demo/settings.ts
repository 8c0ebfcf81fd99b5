import { at, type Row, table } from './helpers.js';
import { SCHOOLS, type SchoolKey } from './schools.js';

/*
 * Per-school settings (keyed values the school screens edit) and the platform's own settings. Each school
 * fills in the same keys with its own rules.
 */

const SCHOOL_SETTINGS: readonly (readonly [name: string, key: string, remark: string])[] = [
  ['平台显示名称', 'platform.name', '登录页与顶部导航显示'],
  ['每周最少日志篇数', 'diary.minPerWeek', '0表示不限制'],
  [
    '日志补交期限（天）',
    'diary.allowLateDays',
    '日志日期后可补交的天数；超过期限不可提交（允许逾期提交时记为逾期）',
  ],
  ['实习总结最少字数', 'summary.minWords', ''],
  ['成绩构成比例', 'review.weights', '各评分表所占百分比，合计须为100'],
  [
    '允许逾期提交',
    'handIn.allowLate',
    '1允许（记录逾期天数），0不允许：超过截止时间的总结、任务和日志不能提交',
  ],
  // Read by the training camp's team rules (running-projects.ts): without it a school allows one.
  ['每名学生同时参加的实训项目数', 'project.maxRunningPerStudent', '未结束的项目计入；默认1，0表示不限制'],
];

const VALUES: Record<SchoolKey, readonly string[]> = {
  huadong: [
    '华东理工实践教学平台',
    '1',
    '3',
    '2000',
    '{"企业导师评分表":40,"校内导师评分表":40,"答辩评分表":20}',
    // 华东理工 takes late work and marks it 逾期 N 天; the other two refuse it.
    '1',
    // 华东理工 lets a student take two projects at once (the demo student's invitations); the others one.
    '2',
  ],
  jiangnan: ['江南信息实习实训平台', '0.5', '7', '1500', '{"企业导师评分表":50,"总体评价表":50}', '0', '1'],
  zhebei: ['浙北机电实习管理平台', '1', '5', '1500', '{"总体评价表":100}', '0', '1'],
};

const APP_SETTINGS: readonly (readonly [key: string, value: string, desc: string])[] = [
  ['site.title', '新工科实践教学平台', '站点标题'],
  ['site.copyright', '© 2025-2026 新工科实践教学平台', '页脚版权信息'],
  ['home.defaultServiceId', '41', '默认进入的服务'],
  ['register.needAudit', 'true', '自助注册的账号需学校管理员审核'],
  ['upload.maxSizeMB', '100', '单个上传文件大小上限'],
  ['map.defaultCenter', '31.2304,121.4737', '地图选点的默认中心（上海）'],
  ['password.minLength', '6', '密码最短长度'],
  // Empty until the school has its own key: the picker then asks for the place by hand and says where to set it.
  ['map.key', '', '地图选点（腾讯位置服务）的 Key，留空则手动填写位置'],
];

export function settingTables() {
  const schoolSettings: Row[] = (Object.keys(SCHOOLS) as SchoolKey[]).flatMap((school, s) =>
    SCHOOL_SETTINGS.map(([name, key, remark], i) => ({
      fSchoolSettingId: s * SCHOOL_SETTINGS.length + i + 1,
      fSchoolId: SCHOOLS[school].fSchoolId,
      cSettingName: name,
      cSettingKey: key,
      cSettingValue: VALUES[school][i] ?? null,
      cRemark: remark || null,
      tCreateDate: at('2025-09-08', s * 10 + i),
    })),
  );
  const appSettings: Row[] = APP_SETTINGS.map(([key, value, desc], i) => ({
    fAppSettingId: i + 1,
    cKey: key,
    cValue: value,
    cDesc: desc,
    tCreateDate: at('2025-09-01', i),
  }));
  return [table('AppSetting', appSettings), table('SchoolSetting', schoolSettings)];
}
