import type { TutorDashboard } from '@practice/sdk/contract';
import type { Caller } from '../../../auth/caller.js';
import { tutoredStudents } from '../../../auth/scope.js';
import type { Queryable } from '../../../db/driver.js';
import { Params } from '../../../db/params.js';
import {
  HANDED_IN,
  periodEndOf,
  periodStartOf,
  QUOTA_RULE,
  STUDENT_END,
  STUDENT_START,
} from '../attendance/diary-quota.js';
import { awaitingMyReview } from '../internship/diary-review.js';

/*
 * 导师看板 (issue 30, part 2): a tutor's home, over the students bound to them. The work waiting for them
 * is the diary list's 待我批阅 (awaitingMyReview: their own verdict still missing) and the completed summaries
 * not yet graded, oldest first. The week's rate is the diary quota of the period that holds today (this
 * week, or this month for a monthly quota) for students whose internship runs today: handed in, at most the
 * quota each, of the quota.
 */

const WAITING_SHOWN = 20;

export async function tutorDashboard(q: Queryable, caller: Caller, today: string): Promise<TutorDashboard> {
  const [waiting, warned, week] = await Promise.all([
    q.query<Record<string, unknown>>(...statement((p, mine) => waitingSql(caller, p, mine))),
    q.query<Record<string, unknown>>(...statement(warnedSql)),
    q.query<Record<string, unknown>>(...statement((p, mine) => weekSql(p, mine, today))),
  ]);
  const [w] = week;
  return {
    waiting: waiting.map((r) => ({
      cKind: r.kind === 'summary' ? 'summary' : 'diary',
      cId: String(r.id),
      fInternshipInfoId: String(r.course_id),
      fInternshipStudentId: String(r.sid),
      cRealName: String(r.name ?? ''),
      cInternshipName: String(r.course ?? ''),
      cTitle: String(r.title ?? ''),
      tSubmitDate: String(r.submitted ?? ''),
    })),
    fWaiting: Number(waiting[0]?.total ?? 0),
    warned: warned.map((r) => ({
      fInternshipInfoId: String(r.course_id),
      fInternshipStudentId: String(r.sid),
      cRealName: String(r.name ?? ''),
      fOpen: Number(r.n),
      cReason: String(r.reason ?? ''),
    })),
    weekSubmission: { fCount: Number(w?.handed ?? 0), fTotal: Number(w?.due ?? 0) },
    fStudents: Number(w?.students ?? 0),
  };

  /** A statement of its own parameters, over the students bound to the caller (`mine`, alias s). */
  function statement(build: (p: Params, mine: string) => string): [string, unknown[]] {
    const p = new Params();
    const mine = `s."fInternshipStudentId" in (${tutoredStudents(p.add(caller.userId))})`;
    return [build(p, mine), p.values];
  }
}

/** Diaries awaiting the caller's verdict and completed summaries not graded, oldest first. */
function waitingSql(caller: Caller, p: Params, mine: string): string {
  const work = `select 'diary' kind, t."fInternshipDiaryId" id, t."fInternshipInfoId" course_id, t."fInternshipStudentId" sid, s."cRealName" name,
        i."cInternshipName" course, t."cDiaryName" title, t."tCreateDate" submitted
      from "InternshipDiary" t join "InternshipStudent" s on s."fInternshipStudentId" = t."fInternshipStudentId"
      join "InternshipInfo" i on i."fInternshipInfoId" = t."fInternshipInfoId"
     where ${mine} and ${awaitingMyReview(caller, p)}
    union all
    select 'summary', m."fInternshipSummaryId", m."fInternshipInfoId", m."fInternshipStudentId", s."cRealName", i."cInternshipName",
        m."cTitle", m."tSubmitDate"
      from "InternshipSummary" m join "InternshipStudent" s on s."fInternshipStudentId" = m."fInternshipStudentId"
      join "InternshipInfo" i on i."fInternshipInfoId" = m."fInternshipInfoId"
     where ${mine} and m."fStatus" = 1 and m."fGrade" is null`;
  return `select w.*, count(*) over ()::int total from (${work}) w
    order by w.submitted nulls last, w.id limit ${WAITING_SHOWN}`;
}

/** The bound students with open warnings, most first, with the gravest reason. */
function warnedSql(_p: Params, mine: string): string {
  return `select s."fInternshipStudentId" sid, min(s."fInternshipInfoId") course_id, min(s."cRealName") name, count(*)::int n,
              (array_agg(w."cReason" order by w."fWarningLevel" desc, w."tRaisedDate" desc))[1] reason
         from "AttendanceWarning" w join "InternshipStudent" s on s."fInternshipStudentId" = w."fInternshipStudentId"
        where w."fWarningStatus" = 0 and ${mine} group by s."fInternshipStudentId" order by n desc, name limit 50`;
}

/** This period's quota over the bound students whose internship runs today. */
function weekSql(p: Params, mine: string, today: string): string {
  const day = p.add(today);
  return `with st as (
          select s."fInternshipStudentId" sid, r."fDiaryQuota" quota, r."fDiaryQuotaPeriod" period,
                 ${periodStartOf(`${day}::date`, 'r."fDiaryQuotaPeriod"')} p_start,
                 (${STUDENT_START} <= ${day}::text and ${STUDENT_END} >= ${day}::text) running
            from "InternshipStudent" s join "InternshipInfo" i on i."fInternshipInfoId" = s."fInternshipInfoId"
            left join "AttendanceRule" r on r."fInternshipInfoId" = s."fInternshipInfoId" and ${QUOTA_RULE}
           where ${mine}),
        handed as (
          select st.sid, least(count(d."fInternshipDiaryId"), min(st.quota))::int n from st
            left join "InternshipDiary" d on d."fInternshipStudentId" = st.sid and ${HANDED_IN}
                 and left(d."tDiaryDate", 10) between to_char(st.p_start, 'YYYY-MM-DD')
                     and to_char(${periodEndOf('st.p_start', 'st.period')}, 'YYYY-MM-DD')
           where st.running and st.quota is not null group by st.sid)
        select (select count(*)::int from st) students, (select coalesce(sum(n), 0)::int from handed) handed,
               (select coalesce(sum(quota), 0)::int from st where running and quota is not null) due`;
}
