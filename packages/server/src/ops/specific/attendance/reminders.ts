import { DiaryQuotaPeriod, WARNING_SETTINGS, WarningLevel } from '@practice/sdk/contract';
import type { Caller } from '../../../auth/caller.js';
import { nowText } from '../../../db/dates.js';
import type { Queryable } from '../../../db/driver.js';
import { dayAfter } from '../../late-work.js';
import { textOf } from '../internship/today/own-rows.js';
import { dayRuleOf, weekdayOf } from './days.js';
import { ownInternship, ruleOf, ruleOn } from './rules.js';

/*
 * 我的提醒: the notice box's lines for the caller, worked out as they read now ("本周还差 2 篇日志",
 * "12 篇日志待批阅超过 3 天"), not from stored warnings, so that a diary written a minute ago is counted.
 */

type Level = (typeof WarningLevel.options)[number]['value'];
export interface Reminder {
  cText: string;
  cLink: string;
  fWarningLevel: Level;
}

const mondayOf = (day: string) => dayAfter(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

async function studentReminders(q: Queryable, me: Caller): Promise<Reminder[]> {
  const today = nowText().slice(0, 10);
  const out: Reminder[] = [];
  let student: Awaited<ReturnType<typeof ownInternship>>;
  try {
    student = await ownInternship(q, me, undefined, today);
  } catch {
    return out;
  }
  const rule = await ruleOf(q, student.fInternshipInfoId);
  const scope = `fInternshipInfoId=${textOf(student.fInternshipInfoId)}&fInternshipStudentId=${textOf(student.fInternshipStudentId)}`;
  if (rule && Number(rule.fDiaryQuota) > 0) {
    const monthly = Number(rule.fDiaryQuotaPeriod) === DiaryQuotaPeriod.month;
    const from = monthly ? `${today.slice(0, 7)}-01` : mondayOf(today);
    const [row] = await q.query<{ n: number }>(
      `select count(*)::int n from "InternshipDiary" where "fInternshipStudentId" = $1 and "fStatus" <> 0
         and left("tDiaryDate", 10) >= $2 and left("tDiaryDate", 10) <= $3`,
      [student.fInternshipStudentId, from, today],
    );
    const short = Number(rule.fDiaryQuota) - Number(row?.n ?? 0);
    if (short > 0)
      out.push({
        cText: `${monthly ? '本月' : '本周'}还差 ${short} 篇日志`,
        cLink: `/internship/diary?${scope}`,
        fWarningLevel: WarningLevel.notice,
      });
  }
  if (ruleOn(rule)) {
    const [signed] = await q.query(
      `select 1 from "AttendanceSignIn" where "fInternshipStudentId" = $1 and "tSignInDate" = $2 limit 1`,
      [student.fInternshipStudentId, today],
    );
    const workDay = dayRuleOf(rule).workDays.has(weekdayOf(today));

    if (!signed && workDay)
      out.push({ cText: '今天还没有签到', cLink: '/attendance/today', fWarningLevel: WarningLevel.notice });
  }
  return out;
}

/** The school's 待批阅超期 threshold (a whole number of days), else the default. */
async function reviewWaitDays(q: Queryable, school: string | null | undefined): Promise<number> {
  const [row] = await q.query<{ v: string }>(
    `select "cSettingValue" v from "SchoolSetting" where "fSchoolId" = $1 and "cSettingKey" = $2
      order by "tCreateDate" desc nulls last limit 1`,
    [school ?? '', WARNING_SETTINGS.reviewWaitDays.key],
  );
  const v = row?.v?.trim() ?? '';
  return /^\d{1,4}$/.test(v) && Number(v) > 0 ? Number(v) : WARNING_SETTINGS.reviewWaitDays.default;
}

async function tutorReminders(q: Queryable, me: Caller): Promise<Reminder[]> {
  const today = nowText().slice(0, 10);
  const days = await reviewWaitDays(q, me.schoolId);
  const [waiting] = await q.query<{ n: number }>(
    `select count(distinct d."fInternshipDiaryId")::int n from "InternshipDiary" d
       join "InternshipTutorStudent" b on b."fInternshipStudentId" = d."fInternshipStudentId"
       join "InternshipTutor" t on t."fInternshipTutorId" = b."fInternshipTutorId"
      where t."fUserId" = $1 and d."fStatus" = 1 and left(d."tCreateDate", 10) <= $2`,
    [me.userId, dayAfter(today, -days)],
  );
  const out: Reminder[] = [];
  const n = Number(waiting?.n ?? 0);
  if (n > 0)
    out.push({
      cText: `${n} 篇日志待批阅超过 ${days} 天`,
      cLink: '/internship/diary?fStatus=1',
      fWarningLevel: n >= 5 ? WarningLevel.warning : WarningLevel.notice,
    });
  if (me.kind === 'teacher') {
    const [pending] = await q.query<{ n: number }>(
      `select count(distinct r."fAttendanceRequestId")::int n from "AttendanceRequest" r
         join "InternshipTutorStudent" b on b."fInternshipStudentId" = r."fInternshipStudentId"
         join "InternshipTutor" t on t."fInternshipTutorId" = b."fInternshipTutorId"
        where t."fUserId" = $1 and t."fType" = 1 and r."fRequestStatus" = 0`,
      [me.userId],
    );
    if (Number(pending?.n) > 0)
      out.push({
        cText: `${pending?.n} 条请假补签申请待审批`,
        cLink: '/attendance/requests?fRequestStatus=0',
        fWarningLevel: WarningLevel.notice,
      });
  }
  return out;
}

async function adminReminders(q: Queryable, me: Caller): Promise<Reminder[]> {
  const [open] = await q.query<{ n: number }>(
    `select count(*)::int n from "AttendanceWarning" where "fWarningStatus" = 0
       and ($1::text is null or "fSchoolId" = $1)`,
    [me.kind === 'platformAdmin' ? null : (me.schoolId ?? '')],
  );
  const n = Number(open?.n ?? 0);
  return n > 0
    ? [
        {
          cText: `${n} 条预警未处理`,
          cLink: '/attendance/warnings?fWarningStatus=0',
          fWarningLevel: WarningLevel.warning,
        },
      ]
    : [];
}

export async function remindersOf(q: Queryable, me: Caller): Promise<Reminder[]> {
  if (me.kind === 'student') return studentReminders(q, me);
  if (me.kind === 'teacher' || me.kind === 'companyTutor') return tutorReminders(q, me);
  if (me.kind === 'schoolAdmin' || me.kind === 'platformAdmin') return adminReminders(q, me);
  return [];
}
