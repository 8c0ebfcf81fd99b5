import { badSettingValue } from '@practice/sdk';
import { LATE_WORK_SETTINGS } from '@practice/sdk/contract';
import type { Queryable, Row } from '../../../db/driver.js';
import { badRequest } from '../../../http/errors.js';
import type { Handler, OpContext } from '../../context.js';
import { MAX_RUNNING_KEY } from '../practice/running-projects.js';
import { addWith, editWith } from './shared.js';

/*
 * School settings are keyed values (SchoolSetting), edited by the school admin on 学校设置. The keys the
 * server itself acts on (late work, late-work.ts) must hold a value it can read: a setting that silently
 * meant nothing would leave a school believing it had a rule it does not have.
 */

const RULES: Record<string, { name: string; rule: string; test: RegExp }> = {
  [LATE_WORK_SETTINGS.allowLate]: { name: '允许逾期提交', rule: '0（不允许）或1（允许）', test: /^[01]$/ },
  // The training camp's running-project limit (practice/running-projects.ts).
  [MAX_RUNNING_KEY]: {
    name: '每名学生同时参加的实训项目数',
    rule: '不小于0的整数（0表示不限制）',
    test: /^\d{1,3}$/,
  },
  [LATE_WORK_SETTINGS.diaryMakeUpDays]: {
    name: '日志补交期限（天）',
    rule: '不小于0的整数',
    test: /^\d{1,4}$/,
  },
};

/** Refuses a value of a known key that its rule cannot read; other keys are the school's own notes. */
async function checkValue(_q: Queryable, _ctx: OpContext, values: Row, _input: Row, current?: Row) {
  const key = String(values.cSettingKey ?? current?.cSettingKey ?? '').trim();
  const rule = RULES[key];
  if (!rule) return;
  const value = String(
    values.cSettingValue !== undefined ? (values.cSettingValue ?? '') : (current?.cSettingValue ?? ''),
  );
  if (!rule.test.test(value.trim())) throw badRequest(badSettingValue(rule.name, rule.rule));
  if (values.cSettingValue !== undefined) values.cSettingValue = value.trim();
}

export const schoolSettingHandlers: Record<string, Handler> = {
  AddSchoolSetting: addWith({ after: checkValue }),
  EditSchoolSetting: editWith({ after: checkValue }),
};
