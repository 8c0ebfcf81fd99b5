import { LATE_WORK_SETTINGS } from '@practice/sdk/contract';
import type { TestServer } from './harness.js';

/*
 * A test's own late-work rules for a school (学校设置, late-work.ts), set in the test's copy of the demo:
 * whether it takes late work, and its diary make-up window (null: the school sets none).
 */
export async function setLateWork(
  server: TestServer,
  schoolId: string,
  rules: { allowLate: boolean; diaryMakeUpDays?: number | null },
): Promise<void> {
  const values: [string, string | null][] = [[LATE_WORK_SETTINGS.allowLate, rules.allowLate ? '1' : '0']];
  if (rules.diaryMakeUpDays !== undefined) {
    values.push([
      LATE_WORK_SETTINGS.diaryMakeUpDays,
      rules.diaryMakeUpDays === null ? null : String(rules.diaryMakeUpDays),
    ]);
  }
  for (const [key, value] of values) {
    await server.db.query('delete from "SchoolSetting" where "fSchoolId" = $1 and "cSettingKey" = $2', [
      schoolId,
      key,
    ]);
    if (value === null) continue;
    await server.db.query(
      `insert into "SchoolSetting" ("fSchoolSettingId", "fSchoolId", "cSettingName", "cSettingKey", "cSettingValue")
       values (md5(random()::text), $1, $2, $2, $3)`,
      [schoolId, key, value],
    );
  }
}
