import { FencePosition, type FraudSignal, FraudSignalKind } from '@practice/sdk/contract';
import type { Caller } from '../../../auth/caller.js';
import type { Queryable, Row } from '../../../db/driver.js';
import { textOf } from '../internship/today/own-rows.js';
import { courseStudents } from './reads.js';

/*
 * 异常信号: patterns a script or a borrowed phone leaves in a course's sign-ins, for the tutor to look into.
 * Signals, never verdicts: a student may well work at the fence's edge. Worked out over the days asked for,
 * of the students the caller sees; a device shared with a student of another course still counts (the device
 * is compared across all sign-ins of those days), but only the caller's students are named.
 */

/** Days a pattern must repeat before it is a signal: twice can be chance. */
export const REPEAT_DAYS = 3;

const daysOf = (rows: readonly Row[]) => new Set(rows.map((r) => textOf(r.tSignInDate))).size;

export async function fraudSignals(
  q: Queryable,
  me: Caller,
  course: unknown,
  from: string,
  to: string,
): Promise<FraudSignal[]> {
  const students = new Map(
    (await courseStudents(q, me, course)).map((s) => [textOf(s.fInternshipStudentId), s]),
  );
  if (!students.size) return [];
  const rows = await q.query(
    `select * from "AttendanceSignIn" where "fInternshipStudentId" = any($1)
      and "tSignInDate" >= $2 and "tSignInDate" <= $3 and "fSignInSource" = 1 order by "tSignInTime"`,
    [[...students.keys()], from, to],
  );
  const out: FraudSignal[] = [];
  const nameOf = (id: string) => textOf(students.get(id)?.cRealName);
  const signal = (kind: FraudSignal['cSignalKind'], id: string, list: readonly Row[], detail: string) =>
    out.push({
      cSignalKind: kind,
      fInternshipStudentId: id,
      cRealName: nameOf(id),
      signInIds: list.map((r) => textOf(r.fAttendanceSignInId)),
      fDays: daysOf(list),
      cDetail: detail,
    });
  const byStudent = new Map<string, Row[]>();
  for (const r of rows) {
    const id = textOf(r.fInternshipStudentId);
    byStudent.set(id, [...(byStudent.get(id) ?? []), r]);
  }
  for (const [id, list] of byStudent) {
    const outside = list.filter((r) => Number(r.fFencePosition) === FencePosition.outside);
    if (outside.length) {
      const far = Math.max(...outside.map((r) => Number(r.fDistance) || 0));
      signal('outsideFence', id, outside, `${daysOf(outside)}天有围栏外签到，最远${far}米`);
    }
    // To the metre: 1e-5 degree is about 1.1 m of latitude. A real phone's fix wanders more than that.
    for (const group of groups(
      list,
      (r) => `${Number(r.fLatitude).toFixed(5)},${Number(r.fLongitude).toFixed(5)}`,
    )) {
      if (daysOf(group) >= REPEAT_DAYS)
        signal(
          'sameCoordinates',
          id,
          group,
          `${daysOf(group)}天的签到坐标完全相同（${textOf(group[0]?.fLatitude)}, ${textOf(group[0]?.fLongitude)}）`,
        );
    }
    for (const group of groups(
      list,
      (r) => `${textOf(r.fSignInKind)}:${textOf(r.tSignInTime).slice(11, 19)}`,
    )) {
      if (daysOf(group) >= REPEAT_DAYS)
        signal(
          'sameSecond',
          id,
          group,
          `${daysOf(group)}天都在${textOf(group[0]?.tSignInTime).slice(11, 19)}签到，时间精确到秒相同`,
        );
    }
  }
  const devices = new Set(rows.map((r) => textOf(r.cDeviceId)).filter(Boolean));
  if (devices.size) {
    const shared = await q.query(
      `select "cDeviceId", array_agg(distinct "fInternshipStudentId") as students from "AttendanceSignIn"
        where "cDeviceId" = any($1) and "tSignInDate" >= $2 and "tSignInDate" <= $3
        group by "cDeviceId" having count(distinct "fStudentUserId") > 1`,
      [[...devices], from, to],
    );
    for (const d of shared) {
      const users = (d.students as string[]) ?? [];
      for (const id of users.filter((u) => students.has(u))) {
        const list = (byStudent.get(id) ?? []).filter((r) => textOf(r.cDeviceId) === textOf(d.cDeviceId));
        const others = users.filter((u) => u !== id).map((u) => nameOf(u) || '其他课程的学生');
        signal('sharedDevice', id, list, `与${others.join('、')}使用同一设备签到`);
      }
    }
  }
  return out.sort(
    (a, b) =>
      FraudSignalKind.options.findIndex((o) => o.value === a.cSignalKind) -
      FraudSignalKind.options.findIndex((o) => o.value === b.cSignalKind),
  );
}

function groups(rows: readonly Row[], key: (r: Row) => string): Row[][] {
  const map = new Map<string, Row[]>();
  for (const r of rows) map.set(key(r), [...(map.get(key(r)) ?? []), r]);
  return [...map.values()].filter((g) => g.length > 1);
}
