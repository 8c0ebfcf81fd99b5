import { WARNING_SETTINGS } from '@practice/sdk/contract';
import { nowText } from '../../../db/dates.js';
import type { Db, Queryable } from '../../../db/driver.js';
import { lockUntilCommit } from '../../../db/locks.js';
import {
  HANDED_IN,
  periodEndOf,
  periodStartOf,
  periodStep,
  QUOTA_RULE,
  STUDENT_END,
  STUDENT_START,
} from './diary-quota.js';

/*
 * 预警 (issue 29, part 5): computeWarnings raises a warning for every cause that holds now and clears every
 * open one whose cause is gone, for all schools or one. The daily job attendance.warnings (jobs/builtin.ts)
 * calls it once a day across all processes; RunAttendanceWarnings calls it for the caller's school on demand.
 *
 * Set-based, for a province of 50 000 students: the causes are computed by one statement per kind into a
 * temporary table, then one insert raises the new ones, one update follows a changed level or wording, and
 * one update clears the gone ones. A cause is named by cWarningKey (kind, subject and the period or run it
 * belongs to), so running twice raises nothing twice; a warning a tutor closed is not raised again while
 * its cause lasts. Several processes may run it at once: a transaction-scoped advisory lock makes the
 * second wait and then find nothing to do.
 */

export interface WarningRun {
  readonly fRaised: number;
  readonly fCleared: number;
  readonly fOpen: number;
}

/** A threshold of the course's school: its setting when it is a whole number, else the default. */
const setting = (s: { key: string; default: number }) => `coalesce((select ss."cSettingValue"::int
    from "SchoolSetting" ss where ss."fSchoolId" = i."fSchoolId" and ss."cSettingKey" = '${s.key}'
      and ss."cSettingValue" ~ '^[0-9]{1,4}$' order by ss."tCreateDate" desc nulls last limit 1), ${s.default})`;

/**
 * Courses that run today: passed by the school, and in their 实习阶段 or within their dates ($1 today).
 * $2 narrows to one school (null: all).
 */
const RUNNING = `i."fStatus" = 2 and (i."fInternshipStatus" = 1 or (left(i."tStartDate", 10) <= $1::text
    and (coalesce(i."tEndDate", '') = '' or left(i."tEndDate", 10) >= $1::text)))
    and ($2::text is null or i."fSchoolId" = $2)`;

/** A student's own dates, else the course's. */
const START = STUDENT_START;
const END = STUDENT_END;

const CAUSES = `drop table if exists pg_temp.attendance_causes; create temp table attendance_causes (
  key text primary key, school text, course text, student text, user_id text, name text, target int,
  kind text, level int, reason text, link text)`;

const insertCauses = (select: string) =>
  `insert into attendance_causes select * from (${select}) c on conflict (key) do nothing`;

/** 连续未签到: working days (the rule's 上班日) since the last sign-in, leave excused, yesterday the last. */
const NO_SIGN_IN = `with st as (
    select s."fInternshipStudentId" sid, s."fUserId" uid, s."cRealName" nm, i."fSchoolId" school,
           i."fInternshipInfoId" course, r."cWorkDays" wd, ${setting(WARNING_SETTINGS.noSignInDays)} n,
           greatest(${START}::date, $1::date - 90) first_day, least(${END}::date, $1::date - 1) last_day
      from "InternshipStudent" s
      join "InternshipInfo" i on i."fInternshipInfoId" = s."fInternshipInfoId"
      join "AttendanceRule" r on r."fInternshipInfoId" = i."fInternshipInfoId" and r."fEnabled" = 1
     where ${RUNNING}),
  last as (
    select "fInternshipStudentId" sid, max("tSignInDate")::date d from "AttendanceSignIn"
     where "tSignInDate" >= to_char($1::date - 91, 'YYYY-MM-DD')
       and "fInternshipStudentId" in (select sid from st) group by 1),
  runs as (
    select st.*, greatest(st.first_day, coalesce(last.d + 1, st.first_day)) from_day
      from st left join last using (sid)),
  missed as (
    select runs.*, (select count(*) from generate_series(from_day, last_day, interval '1 day') g(d)
       where position(extract(isodow from g.d)::int::text in runs.wd) > 0
         and not exists (select 1 from "AttendanceRequest" l where l."fInternshipStudentId" = runs.sid
               and l."fRequestKind" = 1 and l."fRequestStatus" = 1
               and l."tStartDate" <= to_char(g.d, 'YYYY-MM-DD') and l."tEndDate" >= to_char(g.d, 'YYYY-MM-DD'))
       ) as days
      from runs where from_day <= last_day)
  select 'noSignIn:' || sid || ':' || from_day, school, course, sid, uid, nm, 1, 'noSignIn',
         case when days >= 2 * n then 3 else 2 end,
         '已连续' || days || '个工作日未签到',
         '/attendance/calendar?fInternshipInfoId=' || course || '&fInternshipStudentId=' || sid
    from missed where days >= n`;

/**
 * 日志数量不足: handed-in diaries dated in the last complete week (Monday to Sunday) or month, below the
 * rule's quota, for students whose internship covered the whole period. The next period's run replaces it.
 */
const DIARY_QUOTA = `with periods as (
    select r."fInternshipInfoId" course, r."fDiaryQuota" quota, r."fDiaryQuotaPeriod" period,
      ${periodStartOf(`($1::date - ${periodStep('r."fDiaryQuotaPeriod"')})::date`, 'r."fDiaryQuotaPeriod"')} p_start
      from "AttendanceRule" r where ${QUOTA_RULE}),
  bounded as (select periods.*, ${periodEndOf('p_start', 'period')} p_end from periods),
  st as (
    select s."fInternshipStudentId" sid, s."fUserId" uid, s."cRealName" nm, i."fSchoolId" school,
           b.course, b.quota, b.period, b.p_start, b.p_end
      from bounded b
      join "InternshipInfo" i on i."fInternshipInfoId" = b.course
      join "InternshipStudent" s on s."fInternshipInfoId" = b.course
     where ${RUNNING} and ${START}::date <= b.p_start and ${END}::date >= b.p_end),
  counted as (
    select st.*, (select count(*) from "InternshipDiary" d where d."fInternshipStudentId" = st.sid
        and ${HANDED_IN} and left(d."tDiaryDate", 10) between to_char(st.p_start, 'YYYY-MM-DD')
        and to_char(st.p_end, 'YYYY-MM-DD')) handed from st)
  select 'diaryQuota:' || sid || ':' || p_start, school, course, sid, uid, nm, 1, 'diaryQuota',
         case when handed = 0 then 2 else 1 end,
         (case when period = 2 then '上月' else '上周' end) || '提交日志' || handed || '篇，要求' || quota || '篇',
         '/internship/diary?fInternshipInfoId=' || course || '&fInternshipStudentId=' || sid
    from counted where handed < quota`;

/**
 * 实习总结逾期: a summary task past its deadline (the rule's 实习总结截止日期 when set, else the task's) plus
 * the school's grace, without the student's summary; deadlines of the last 90 days only.
 */
const SUMMARY_OVERDUE = `with tasks as (
    select t."fInternshipSummaryTaskId" task, t."cTaskName" task_name, i."fInternshipInfoId" course,
           i."fSchoolId" school,
           left(coalesce(nullif(r."tSummaryDeadline", ''), t."tEndDate"), 10)::date deadline,
           ${setting(WARNING_SETTINGS.summaryGraceDays)} grace
      from "InternshipSummaryTask" t
      join "InternshipInfo" i on i."fInternshipInfoId" = t."fInternshipInfoId"
      left join "AttendanceRule" r on r."fInternshipInfoId" = i."fInternshipInfoId"
     where i."fStatus" = 2 and ($2::text is null or i."fSchoolId" = $2)
       and coalesce(t."tEndDate", '') <> '')
  select 'summaryOverdue:' || s."fInternshipStudentId" || ':' || tasks.task, tasks.school, tasks.course,
         s."fInternshipStudentId", s."fUserId", s."cRealName", 1, 'summaryOverdue',
         case when $1::date - tasks.deadline > 14 then 3 else 2 end,
         '实习总结「' || tasks.task_name || '」已逾期' || ($1::date - tasks.deadline) || '天未提交',
         '/internship/summary?fInternshipInfoId=' || tasks.course || '&fInternshipStudentId=' || s."fInternshipStudentId"
    from tasks join "InternshipStudent" s on s."fInternshipInfoId" = tasks.course
   where $1::date > tasks.deadline + tasks.grace and tasks.deadline >= $1::date - 90
     and not exists (select 1 from "InternshipSummary" m where m."fInternshipStudentId" = s."fInternshipStudentId"
                       and m."fInternshipSummaryTaskId" = tasks.task)`;

/** 未分配导师: a student of a running course nobody tutors (no InternshipTutorStudent row). */
const NO_TUTOR = `select 'noTutor:' || s."fInternshipStudentId", i."fSchoolId", i."fInternshipInfoId",
         s."fInternshipStudentId", s."fUserId", s."cRealName", 1, 'noTutor', 2, '实习中尚未分配导师',
         '/internship/tutor-student?fInternshipInfoId=' || i."fInternshipInfoId"
    from "InternshipStudent" s join "InternshipInfo" i on i."fInternshipInfoId" = s."fInternshipInfoId"
   where ${RUNNING} and ${START} <= $1::text
     and not exists (select 1 from "InternshipTutorStudent" b where b."fInternshipStudentId" = s."fInternshipStudentId")`;

/**
 * 日志批阅超期, per tutor and course: handed-in diaries still 未审核 of the students bound to the tutor, older
 * than the rule's 批阅期限 (else the school's setting), counted from when they were written.
 */
const REVIEW_BACKLOG = `with waiting as (
    select t."fUserId" uid, t."cRealName" nm, i."fInternshipInfoId" course, i."fSchoolId" school,
           count(*) n, coalesce(max(r."fReviewDays"), ${setting(WARNING_SETTINGS.reviewWaitDays)}) limit_days
      from "InternshipDiary" d
      join "InternshipTutorStudent" b on b."fInternshipStudentId" = d."fInternshipStudentId"
      join "InternshipTutor" t on t."fInternshipTutorId" = b."fInternshipTutorId" and t."fUserId" is not null
      join "InternshipInfo" i on i."fInternshipInfoId" = d."fInternshipInfoId"
      left join "AttendanceRule" r on r."fInternshipInfoId" = i."fInternshipInfoId"
     where d."fStatus" = 1 and ($2::text is null or i."fSchoolId" = $2)
       and left(d."tCreateDate", 10)::date <= $1::date - coalesce(r."fReviewDays", ${setting(WARNING_SETTINGS.reviewWaitDays)})
     group by t."fUserId", t."cRealName", i."fInternshipInfoId", i."fSchoolId")
  select 'reviewBacklog:' || uid || ':' || course, school, course, null, uid, nm, 2, 'reviewBacklog',
         case when n >= 20 then 3 when n >= 5 then 2 else 1 end,
         n || '篇日志待批阅超过' || limit_days || '天',
         '/internship/diary?fInternshipInfoId=' || course || '&fStatus=1'
    from waiting`;

export const CAUSE_QUERIES = { NO_SIGN_IN, DIARY_QUOTA, SUMMARY_OVERDUE, NO_TUTOR, REVIEW_BACKLOG };

/** Raises and clears as of `now` ('YYYY-MM-DD HH:mm:ss', China time), for one school or all. */
export function computeWarnings(db: Db, now = nowText(), schoolId?: string): Promise<WarningRun> {
  return db.tx((q) => computeWarningsIn(q, now, schoolId));
}

/** computeWarnings within a transaction the caller holds (the demo seed's, at the start). */
export async function computeWarningsIn(q: Queryable, now: string, schoolId?: string): Promise<WarningRun> {
  const today = now.slice(0, 10);
  await lockUntilCommit(q, 'computeWarnings');
  await q.exec(CAUSES);
  const args = [today, schoolId ?? null];
  for (const select of Object.values(CAUSE_QUERIES)) await q.query(insertCauses(select), args);
  const run = await applyCauses(q, now, schoolId);
  await q.exec('drop table if exists pg_temp.attendance_causes');
  return run;
}

async function applyCauses(q: Queryable, now: string, schoolId: string | undefined): Promise<WarningRun> {
  const [raised] = await q.query<{ n: number }>(
    `with raised as (insert into "AttendanceWarning" ("fSchoolId", "fInternshipInfoId", "fInternshipStudentId", "fUserId",
        "cTargetName", "fWarningTarget", "cWarningKind", "fWarningLevel", "cReason", "cLink", "cWarningKey",
        "fWarningStatus", "tRaisedDate", "tCreateDate")
     select c.school, c.course, c.student, c.user_id, c.name, c.target, c.kind, c.level, c.reason, c.link,
            c.key, 0, $1, $1
       from attendance_causes c
      where not exists (select 1 from "AttendanceWarning" w where w."cWarningKey" = c.key
                          and (w."fWarningStatus" = 0 or (w."fWarningStatus" = 2 and w."tClearedDate" is null)))
     returning 1) select count(*)::int n from raised`,
    [now],
  );
  // A lasting cause's level and words follow it (3 working days missed become 6: 警告 becomes 严重).
  await q.query(
    `update "AttendanceWarning" w set "fWarningLevel" = c.level, "cReason" = c.reason
       from attendance_causes c
      where w."cWarningKey" = c.key and w."fWarningStatus" = 0
        and (w."fWarningLevel" <> c.level or w."cReason" <> c.reason)`,
  );
  const [cleared] = await q.query<{ n: number }>(
    `with cleared as (update "AttendanceWarning" w set "fWarningStatus" = 1, "tClearedDate" = $1
      where w."fWarningStatus" = 0 and ($2::text is null or w."fSchoolId" = $2)
        and not exists (select 1 from attendance_causes c where c.key = w."cWarningKey")
     returning 1) select count(*)::int n from cleared`,
    [now, schoolId ?? null],
  );
  // A closed warning's cause that is gone frees its key: should the cause come back, it is raised again.
  await q.query(
    `update "AttendanceWarning" w set "tClearedDate" = $1
      where w."fWarningStatus" = 2 and w."tClearedDate" is null and ($2::text is null or w."fSchoolId" = $2)
        and not exists (select 1 from attendance_causes c where c.key = w."cWarningKey")`,
    [now, schoolId ?? null],
  );
  const [open] = await q.query<{ n: number }>(
    `select count(*)::int n from "AttendanceWarning" where "fWarningStatus" = 0 and ($1::text is null or "fSchoolId" = $1)`,
    [schoolId ?? null],
  );
  return { fRaised: Number(raised?.n ?? 0), fCleared: Number(cleared?.n ?? 0), fOpen: Number(open?.n ?? 0) };
}
