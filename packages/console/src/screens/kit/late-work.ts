import { LATE_WORK_SETTINGS } from '@practice/sdk/contract';
import { callOperation } from '../entity-list/index.js';

/*
 * Whether the caller's school takes late work (学校设置 允许逾期提交, contract/late-work.ts), so that a form
 * can offer a task past its deadline as a late hand-in instead of refusing it before sending. The server
 * decides either way; a school whose settings cannot be read is taken as not allowing it.
 */
export async function schoolTakesLateWork(): Promise<boolean> {
  try {
    const page = await callOperation('GetSchoolSettingPageList', {
      pageNumber: 1,
      pageSize: 10,
      cSettingKey: LATE_WORK_SETTINGS.allowLate,
    });
    return (page.List as { cSettingKey?: unknown; cSettingValue?: unknown }[]).some(
      (r) => r.cSettingKey === LATE_WORK_SETTINGS.allowLate && String(r.cSettingValue ?? '').trim() === '1',
    );
  } catch {
    return false;
  }
}
