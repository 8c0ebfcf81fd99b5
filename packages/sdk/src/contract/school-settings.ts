import { badSettingValue } from '../helpers/messages.js';
import { LATE_WORK_SETTINGS } from './late-work.js';

/*
 * The school setting keys (SchoolSetting.cSettingKey) whose values mean something to the platform, each
 * declared once with the shape of its value. The server refuses a value of the wrong shape and the console
 * draws each shape with its own editor (a switch, a number, the grade-weights table), both from this list: a
 * school never types raw JSON and never stores a rule the platform cannot read. Other keys are the school's
 * own notes, taken as typed.
 */

export type SettingShape =
  /** Free text up to `max` characters; blank is refused. */
  | { kind: 'text'; max: number }
  /** A number from `min` to `max` with at most `decimals` places (0: a whole number); `unit` follows it. */
  | { kind: 'number'; min: number; max: number; decimals: number; unit?: string }
  /** 1 on, 0 off: what the server's rules read. */
  | { kind: 'switch'; on: string; off: string }
  /** The grade's make-up: score sheet name → whole percent, summing to 100 (JSON object). */
  | { kind: 'weights' };

export interface KnownSetting {
  key: string;
  /** The setting's Chinese name, which the messages use. */
  name: string;
  shape: SettingShape;
  /** What a special value means, said in the refusal (0表示不限制). */
  note?: string;
}

/** Read by the training camp's team rules (server practice/running-projects.ts); no setting: one. */
export const MAX_RUNNING_PROJECTS_KEY = 'project.maxRunningPerStudent';
export const GRADE_WEIGHTS_KEY = 'review.weights';

/**
 * The thresholds of 预警 (issue 29), read by the server's computeWarnings; a school without the setting gets
 * the default. Working days are the days the course's 签到规则 names as 上班日.
 */
export const WARNING_SETTINGS = {
  /** 连续未签到预警: working days without a sign-in (nor leave) before the student is warned. */
  noSignInDays: { key: 'warning.noSignInDays', default: 3 },
  /** 待批阅超期预警: days a handed-in diary may wait for its tutor before the tutor is warned. */
  reviewWaitDays: { key: 'warning.reviewWaitDays', default: 3 },
  /** 实习总结逾期预警: days past the summary deadline before 提醒 becomes 警告. */
  summaryGraceDays: { key: 'warning.summaryGraceDays', default: 0 },
} as const;

export const KNOWN_SCHOOL_SETTINGS: readonly KnownSetting[] = [
  { key: 'platform.name', name: '平台显示名称', shape: { kind: 'text', max: 50 } },
  // Half a diary a week is one a fortnight, so a place after the point is allowed.
  {
    key: 'diary.minPerWeek',
    name: '每周最少日志篇数',
    shape: { kind: 'number', min: 0, max: 50, decimals: 1, unit: '篇' },
    note: '0表示不限制',
  },
  {
    key: LATE_WORK_SETTINGS.diaryMakeUpDays,
    name: '日志补交期限（天）',
    shape: { kind: 'number', min: 0, max: 9999, decimals: 0, unit: '天' },
  },
  {
    key: 'summary.minWords',
    name: '实习总结最少字数',
    shape: { kind: 'number', min: 0, max: 100000, decimals: 0, unit: '字' },
  },
  { key: GRADE_WEIGHTS_KEY, name: '成绩构成比例', shape: { kind: 'weights' } },
  {
    key: LATE_WORK_SETTINGS.allowLate,
    name: '允许逾期提交',
    shape: { kind: 'switch', on: '允许', off: '不允许' },
  },
  {
    key: WARNING_SETTINGS.noSignInDays.key,
    name: '连续未签到预警（工作日）',
    shape: { kind: 'number', min: 1, max: 30, decimals: 0, unit: '天' },
    note: `默认${WARNING_SETTINGS.noSignInDays.default}天`,
  },
  {
    key: WARNING_SETTINGS.reviewWaitDays.key,
    name: '日志待批阅超期预警（天）',
    shape: { kind: 'number', min: 1, max: 60, decimals: 0, unit: '天' },
    note: `默认${WARNING_SETTINGS.reviewWaitDays.default}天`,
  },
  {
    key: WARNING_SETTINGS.summaryGraceDays.key,
    name: '实习总结逾期宽限（天）',
    shape: { kind: 'number', min: 0, max: 60, decimals: 0, unit: '天' },
    note: `默认${WARNING_SETTINGS.summaryGraceDays.default}天`,
  },
  {
    key: MAX_RUNNING_PROJECTS_KEY,
    name: '每名学生同时参加的实训项目数',
    shape: { kind: 'number', min: 0, max: 999, decimals: 0, unit: '个' },
    note: '0表示不限制',
  },
];

const BY_KEY = new Map(KNOWN_SCHOOL_SETTINGS.map((s) => [s.key, s]));

/** The declaration of a key, or undefined for a school's own key. */
export const knownSetting = (key: string): KnownSetting | undefined => BY_KEY.get(key.trim());

/** One row of the grade's make-up. */
export interface GradeWeight {
  sheet: string;
  percent: number;
}

export const WEIGHTS_EMPTY = '成绩构成比例至少需要一个评分表';
export const WEIGHT_SHEET_REQUIRED = '评分表名称不能为空';
export const weightSheetTwice = (sheet: string): string => `评分表「${sheet}」重复出现`;
export const badWeightPercent = (sheet: string): string => `「${sheet}」所占百分比必须是0到100的整数`;
export const weightsNotHundred = (sum: number): string => `各评分表所占百分比之和必须为100，当前为${sum}`;

/** The refusal of a make-up, or undefined when it can be stored. */
export function weightsProblem(weights: readonly GradeWeight[]): string | undefined {
  if (weights.length === 0) return WEIGHTS_EMPTY;
  const seen = new Set<string>();
  for (const { sheet, percent } of weights) {
    if (!sheet.trim()) return WEIGHT_SHEET_REQUIRED;
    if (seen.has(sheet.trim())) return weightSheetTwice(sheet.trim());
    seen.add(sheet.trim());
    if (!Number.isInteger(percent) || percent < 0 || percent > 100) return badWeightPercent(sheet.trim());
  }
  const sum = weights.reduce((total, w) => total + w.percent, 0);
  return sum === 100 ? undefined : weightsNotHundred(sum);
}

/** The stored form: {"企业导师评分表":40,...}, in the order given. */
export const weightsText = (weights: readonly GradeWeight[]): string =>
  JSON.stringify(Object.fromEntries(weights.map((w) => [w.sheet.trim(), w.percent])));

/** A stored make-up as rows; null when the text is not a JSON object of numbers. */
export function parseWeights(text: string): GradeWeight[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const rows = Object.entries(parsed as Record<string, unknown>);
  if (rows.some(([, percent]) => typeof percent !== 'number')) return null;
  return rows.map(([sheet, percent]) => ({ sheet, percent: percent as number }));
}

const numberRule = (shape: Extract<SettingShape, { kind: 'number' }>) => {
  const what = shape.decimals > 0 ? `最多${shape.decimals}位小数的数` : '整数';
  return shape.min === 0 && shape.max >= 999 ? `不小于0的${what}` : `${shape.min}到${shape.max}之间的${what}`;
};

/** What a setting's value must be, as the refusal words it (…必须是{rule}). */
export function settingRule(setting: KnownSetting): string {
  const rule = shapeRule(setting.shape);
  return setting.note ? `${rule}（${setting.note}）` : rule;
}

function shapeRule(shape: SettingShape): string {
  switch (shape.kind) {
    case 'text':
      return `不超过${shape.max}个字的文字`;
    case 'number':
      return numberRule(shape);
    case 'switch':
      return `0（${shape.off}）或1（${shape.on}）`;
    case 'weights':
      return '各评分表及其所占百分比';
  }
}

export type SettingCheck = { ok: true; value: string } | { ok: false; message: string };

/** Checks a value of a known key and gives the form it is stored in (trimmed, JSON without spaces). */
export function checkSetting(setting: KnownSetting, raw: string): SettingCheck {
  const value = raw.trim();
  const refuse = (): SettingCheck => ({
    ok: false,
    message: badSettingValue(setting.name, settingRule(setting)),
  });
  const { shape } = setting;
  switch (shape.kind) {
    case 'text':
      return value && Array.from(value).length <= shape.max ? { ok: true, value } : refuse();
    case 'number': {
      const pattern = shape.decimals > 0 ? new RegExp(`^\\d+(\\.\\d{1,${shape.decimals}})?$`) : /^\d+$/;
      const n = Number(value);
      return pattern.test(value) && n >= shape.min && n <= shape.max
        ? { ok: true, value: String(n) }
        : refuse();
    }
    case 'switch':
      return value === '0' || value === '1' ? { ok: true, value } : refuse();
    case 'weights': {
      const weights = parseWeights(value);
      if (!weights) return refuse();
      const problem = weightsProblem(weights);
      return problem ? { ok: false, message: problem } : { ok: true, value: weightsText(weights) };
    }
  }
}

/** A stored value as the list shows it: 允许, 3 天, 企业导师评分表 40%、…; a school's own key as stored. */
export function settingText(key: string, value: string | null | undefined): string {
  const setting = knownSetting(key);
  const text = value ?? '';
  if (!setting) return text;
  const { shape } = setting;
  if (shape.kind === 'switch') return text === '1' ? shape.on : text === '0' ? shape.off : text;
  if (shape.kind === 'number') return text && shape.unit ? `${text} ${shape.unit}` : text;
  if (shape.kind === 'weights')
    return (
      parseWeights(text)
        ?.map((w) => `${w.sheet} ${w.percent}%`)
        .join('、') ?? text
    );
  return text;
}
