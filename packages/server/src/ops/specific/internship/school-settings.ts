import { checkSetting, knownSetting } from '@practice/sdk/contract';
import type { Queryable, Row } from '../../../db/driver.js';
import { badRequest } from '../../../http/errors.js';
import type { Handler, OpContext } from '../../context.js';
import { addRow, editRow } from './shared.js';

/*
 * School settings are keyed values (SchoolSetting), edited by the school admin on 学校设置. A key the
 * platform reads (the contract's KNOWN_SCHOOL_SETTINGS: late work, the grade's make-up, ...) must hold a
 * value of its declared shape: a setting that silently meant nothing would leave a school believing it had
 * a rule it does not have. The console checks with the same declaration, so both refuse in the same words.
 */

/** Refuses a known key's value that its shape cannot read and stores the rest in their plain form. */
async function checkValue(_q: Queryable, _ctx: OpContext, values: Row, _input: Row, current?: Row) {
  const setting = knownSetting(String(values.cSettingKey ?? current?.cSettingKey ?? ''));
  if (!setting) return;
  // A key renamed to a known one is checked against the value it already holds, too.
  const value = String(
    values.cSettingValue !== undefined ? (values.cSettingValue ?? '') : (current?.cSettingValue ?? ''),
  );
  const checked = checkSetting(setting, value);
  if (!checked.ok) throw badRequest(checked.message);
  if (values.cSettingValue !== undefined) values.cSettingValue = checked.value;
}

export const schoolSettingHandlers: Record<string, Handler> = {
  AddSchoolSetting: addRow('a new setting: the standard write rules keep it to the caller’s school', {
    after: checkValue,
  }),
  EditSchoolSetting: editRow('SchoolSetting', { after: checkValue }),
};
