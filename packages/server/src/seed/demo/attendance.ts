import { CREATOR } from '@practice/sdk/contract';
import { DEMO_WEEK } from './clock.js';
import { addDays, type Row, table } from './helpers.js';
import { PLACEMENTS, type Placement } from './internship.js';
import { COURSE_LIST, COURSES } from './internship-courses.js';

/*
 * 考勤 of the demo (issue 29, part 6): a sign-in rule for every internship course (on for the running ones),
 * and ten weeks of sign-ins up to the demo's week for the showcase course's students, with what a tutor
 * meets: a student often late, a few days outside the fence, a student who stopped signing in, approved and
 * pending leave, make-ups, one scripted-looking pattern (the same coordinates and the same second every day)
 * and two students signing in on one phone. Written as rows (bulk inserts), so the seed stays fast; days on or
 * after the seeding day are dropped by demoData, as the student has yet to sign in today.
 */

const WEEKS = 10;
/**
 * Only the showcase course has a history: every demo role's account meets its students, and the seed runs at
 * every start (a history for all three running courses doubled the demo's rows). The others' rules are on.
 */
const WITH_HISTORY = [COURSES.software];
const FIRST_DAY = addDays(DEMO_WEEK, -7 * WEEKS);

/** A fixed pseudo-random number from a seed, so the demo is the same at every start. */
const noise = (n: number) => {
  const x = Math.sin(n * 12.9898) * 43758.5453;
  return x - Math.floor(x);
};
const two = (n: number) => String(n).padStart(2, '0');
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

function point(p: Placement): { lat: number; lng: number } | null {
  const parts = p.workPlace.split(',');
  const lat = Number(parts.at(-2));
  const lng = Number(parts.at(-1));
  return parts.length >= 3 && Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;
}

/** What each of a course's students does, by their place in the course's list. */
const ROLE = [
  'steady',
  'leave',
  'steady',
  'outside',
  'stopped',
  'late',
  'scripted',
  'steady',
  'device',
  'borrower',
];

export function attendanceTables(): ReturnType<typeof table>[] {
  const rules: Row[] = COURSE_LIST.map((c, i) => ({
    fAttendanceRuleId: i + 1,
    fInternshipInfoId: c.id,
    fEnabled: c.stage === 1 ? 1 : 0,
    fRadius: 500,
    cWorkDays: '1,2,3,4,5',
    cArriveBy: '09:00',
    cLeaveFrom: '17:30',
    fPhotoRule: 0,
    fDiaryQuotaPeriod: 1,
    fDiaryQuota: 1,
    fReviewDays: 3,
    tCreateDate: `${c.start} 10:00:00`,
  }));
  const signIns: Row[] = [];
  const requests: Row[] = [];
  // Requests are numbered by their own count, sign-ins once the list is final (the seed's keys run 1..n).
  let n = 0;
  let r = 0;
  for (const course of WITH_HISTORY) {
    const students = PLACEMENTS.filter((p) => p.course === course);
    const devices = new Map<number, string>();
    students.forEach((p, idx) => {
      const role = ROLE[idx % ROLE.length] as string;
      const home = point(p);
      const device = `demo-device-${p.id}`;
      devices.set(idx, device);
      const start = [course.start, FIRST_DAY].sort()[1] as string;
      const leaveDays = new Set<string>();
      if (role === 'leave') {
        const from = addDays(DEMO_WEEK, -16);
        leaveDays.add(from).add(addDays(from, 1));
        requests.push(
          request(p, ++r, 1, from, addDays(from, 1), '急性肠胃炎，需去医院就诊休息两天', 1, '同意，注意休息'),
        );
        requests.push(
          request(p, ++r, 1, addDays(DEMO_WEEK, 3), addDays(DEMO_WEEK, 3), '参加学校毕业设计中期答辩', 0),
        );
      }
      let k = 0;
      for (let day = start; day <= addDays(DEMO_WEEK, 6); day = addDays(day, 1)) {
        const wd = weekday(day);
        if (wd === 0 || wd === 6 || leaveDays.has(day)) continue;
        k += 1;
        const seed = p.id * 7919 + k * 104_729;
        if (role === 'stopped' && day >= addDays(DEMO_WEEK, -5)) continue;
        // Now and then anyone forgets; the demo student's forgotten days are made up below.
        if (noise(seed) < 0.04) continue;
        const scripted = role === 'scripted';
        const late = role === 'late' ? noise(seed + 1) < 0.35 : noise(seed + 1) < 0.03;
        const arrive = scripted
          ? `${day} 08:29:17`
          : late
            ? `${day} 09:${two(5 + Math.floor(noise(seed + 2) * 40))}:${two(Math.floor(noise(seed + 3) * 60))}`
            : `${day} 08:${two(10 + Math.floor(noise(seed + 2) * 45))}:${two(Math.floor(noise(seed + 3) * 60))}`;
        const away = role === 'outside' && noise(seed + 4) < 0.2;
        const here = home
          ? scripted
            ? home
            : {
                lat: home.lat + (away ? 0.012 : (noise(seed + 5) - 0.5) * 0.0016),
                lng: home.lng + (away ? 0.009 : (noise(seed + 6) - 0.5) * 0.0016),
              }
          : null;
        const phone =
          role === 'borrower' && noise(seed + 7) < 0.25 ? (devices.get(idx - 1) ?? device) : device;
        signIns.push(signIn(p, ++n, 1, arrive, here, home, late ? 1 : 0, phone));
        // 下班 on about half the days: the board and the warnings read 上班; 下班 shows the pattern.
        if (noise(seed + 8) < 0.5 || scripted) {
          const leave = `${day} 17:${two(31 + Math.floor(noise(seed + 9) * 28))}:${two(Math.floor(noise(seed + 10) * 60))}`;
          signIns.push(signIn(p, ++n, 2, scripted ? `${day} 17:45:03` : leave, here, home, 0, phone));
        }
      }
      if (idx === 0) {
        // The showcase student: one make-up approved, one waiting, one refused.
        const missed = addDays(DEMO_WEEK, -9);
        const approved = ++r;
        requests.push(
          request(
            p,
            approved,
            2,
            missed,
            missed,
            '当天手机没电，到岗后未能签到',
            1,
            '已向企业导师核实到岗',
            1,
          ),
        );
        signIns.push({
          ...signIn(p, ++n, 1, `${missed} 09:00:00`, null, null, 0, null),
          fSignInSource: 2,
          fAttendanceRequestId: approved,
          fFencePosition: 0,
        });
        requests.push(
          request(
            p,
            ++r,
            2,
            addDays(DEMO_WEEK, -2),
            addDays(DEMO_WEEK, -2),
            '外出拜访客户，忘记签下班',
            0,
            null,
            2,
          ),
        );
        requests.push(
          request(
            p,
            ++r,
            2,
            addDays(DEMO_WEEK, -23),
            addDays(DEMO_WEEK, -23),
            '补签',
            2,
            '当天未到岗，不予补签',
            1,
          ),
        );
      }
    });
  }
  // The make-up's day is written once: drop the phone sign-in the loop may have written on it.
  const seen = new Set<string>();
  const unique = signIns
    .slice()
    .reverse()
    .filter((r) => {
      const key = `${r.fInternshipStudentId}:${r.tSignInDate}:${r.fSignInKind}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .reverse()
    .map((row, i) => ({ ...row, fAttendanceSignInId: i + 1 }));
  // Requests first: a made-up sign-in names its request.
  return [
    table('AttendanceRule', rules),
    table('AttendanceRequest', requests),
    table('AttendanceSignIn', unique),
  ];
}

const R = 6_371_008.8;
function metres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * R * Math.asin(Math.sqrt(h));
}

function signIn(
  p: Placement,
  id: number,
  kind: 1 | 2,
  time: string,
  here: { lat: number; lng: number } | null,
  home: { lat: number; lng: number } | null,
  timing: number,
  device: string | null,
): Row {
  const distance = here && home ? Math.round(metres(home, here)) : null;
  return {
    fAttendanceSignInId: id,
    fInternshipInfoId: p.course.id,
    fInternshipStudentId: p.id,
    fStudentUserId: p.student.fAppUserId,
    fSignInKind: kind,
    tSignInDate: time.slice(0, 10),
    tSignInTime: time,
    fLatitude: here ? Number(here.lat.toFixed(6)) : null,
    fLongitude: here ? Number(here.lng.toFixed(6)) : null,
    fAccuracy: here ? 15 : null,
    cAddress: here ? p.workPlace.split(',').slice(0, -2).join(',') : null,
    fDistance: distance,
    fFencePosition: distance === null ? 0 : distance <= 500 ? 1 : 2,
    fSignInTiming: kind === 1 ? timing : 0,
    fSignInSource: 1,
    cDeviceId: device,
    tCreateDate: time,
    [CREATOR]: p.student.fAppUserId,
  };
}

function request(
  p: Placement,
  id: number,
  kind: 1 | 2,
  from: string,
  to: string,
  reason: string,
  status: number,
  comment: string | null = null,
  signInKind: number | null = null,
): Row {
  return {
    fAttendanceRequestId: id,
    fInternshipInfoId: p.course.id,
    fInternshipStudentId: p.id,
    fStudentUserId: p.student.fAppUserId,
    fRequestKind: kind,
    tStartDate: from,
    tEndDate: to,
    fSignInKind: signInKind,
    cReason: reason,
    fRequestStatus: status,
    cComment: comment,
    tDecidedDate: status === 1 || status === 2 ? `${addDays(from, -1)} 18:20:00` : null,
    tCreateDate: `${addDays(from, -2)} 20:15:00`,
    [CREATOR]: p.student.fAppUserId,
  };
}
