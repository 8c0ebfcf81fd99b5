import type { Queryable } from '../../../db/driver.js';
import type { BureauRow } from './columns.js';

/*
 * The report's rows: the school's internship students whose internship overlaps the month, read in
 * keyset-paged batches (the student's id after the last one read), so that neither the export nor the check
 * ever holds more than one batch, on PGlite and PostgreSQL alike. The batches are separate reads, not one
 * transaction: a long download must not hold PGlite's one connection or a pooled one for minutes, and a row
 * changed between two batches is simply read as it then is.
 *
 * An internship's days are the student's own dates, or the course's where the student has none yet (so a
 * student whose dates are missing still appears, with the dates as gaps). Dates are stored as text
 * 'YYYY-MM-DD HH:mm:ss', so the first ten characters compare as days.
 */

export const BATCH = 1000;

export interface Month {
  readonly first: string;
  readonly last: string;
}

/** '2026-02' → 2026-02-01 … 2026-02-28. */
export function monthDays(cMonth: string): Month {
  const [y, m] = cMonth.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { first: `${cMonth}-01`, last: `${cMonth}-${String(last).padStart(2, '0')}` };
}

const tutorsOf = (type: number) => `(select string_agg(t."cRealName", '、' order by t."cRealName")
    from "InternshipTutorStudent" ts join "InternshipTutor" t on t."fInternshipTutorId" = ts."fInternshipTutorId"
   where ts."fInternshipStudentId" = s."fInternshipStudentId" and t."fType" = ${type})`;

// The batch's students first (one course, after the last id read: the course's index and a sort of at most its
// students), then their joins row by row. Filtering the school's students all at once and ordering them by id
// made PostgreSQL sort every student of a large school again for each batch: 20 000 rows took 6 s to check.
const ROWS_SQL = `
with batch as materialized (
  select s.*, i."fSchoolId" from "InternshipStudent" s
    join "InternshipInfo" i on i."fInternshipInfoId" = s."fInternshipInfoId"
   where s."fInternshipInfoId" = $1 and s."fInternshipStudentId" > $4
     and coalesce(left(s."tStartDate", 10), left(i."tStartDate", 10)) <= $3
     and coalesce(left(s."tEndDate", 10), left(i."tEndDate", 10)) >= $2
   order by s."fInternshipStudentId"
   limit $5
)
select s."fInternshipStudentId", sc."cSchoolName", s."cNumber", s."cRealName", c."cMajor", c."cClassName",
       p."fInternshipKind", p."fOrganizeForm", p."fPlacementMode",
       coalesce(nullif(s."cCompanyName", ''), co."cCompanyName") as "cCompanyName",
       coalesce(nullif(p."cCreditCode", ''), nullif(co."cCreditCode", '')) as "cCreditCode",
       s."cPost", p."cCity", s."tStartDate", s."tEndDate", p."fMajorMatch",
       a."fAgreementStatus", a."fReviewStatus" as "fAgreementReview", a."tSignedDate", a."cExemptReason",
       ins."cInsurer", ins."cPolicyNumber",
       ${tutorsOf(1)} as "cSchoolTutors", ${tutorsOf(2)} as "cCompanyTutors"
  from batch s
  join "School" sc on sc."fSchoolId" = s."fSchoolId"
  left join "Class" c on c."fClassId" = s."fClassId"
  left join "Company" co on co."fCompanyId" = s."fCompanyId"
  left join "InternshipPlacement" p on p."fInternshipStudentId" = s."fInternshipStudentId"
  left join "InternshipAgreement" a on a."fInternshipStudentId" = s."fInternshipStudentId"
  left join lateral (
    select n."cInsurer", n."cPolicyNumber" from "InternshipInsurance" n
     where n."fInternshipStudentId" = s."fInternshipStudentId" and n."fReviewStatus" = 1
       and left(n."tStartDate", 10) <= $3 and left(n."tEndDate", 10) >= $2
     order by n."tEndDate" desc, n."fInternshipInsuranceId" desc limit 1
  ) ins on true
 order by s."fInternshipStudentId"`;

/**
 * Every batch of the school's rows for the month: course by course (by name), each course's students by id.
 * A batch never holds more than BATCH rows; a course's last batch may hold fewer.
 */
export async function* bureauBatches(
  q: Queryable,
  schoolId: string,
  month: Month,
): AsyncGenerator<BureauRow[]> {
  const courses = await q.query<{ id: string }>(
    `select "fInternshipInfoId" as id from "InternshipInfo" where "fSchoolId" = $1
      order by "cInternshipName", "fInternshipInfoId"`,
    [schoolId],
  );
  for (const course of courses) {
    let after = '';
    for (;;) {
      const rows = await q.query<BureauRow & Record<string, unknown>>(ROWS_SQL, [
        course.id,
        month.first,
        month.last,
        after,
        BATCH,
      ]);
      if (rows.length) yield rows;
      if (rows.length < BATCH) break;
      after = (rows[rows.length - 1] as BureauRow).fInternshipStudentId;
    }
  }
}
