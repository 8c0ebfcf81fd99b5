import { SHEET_WRITERS, type SheetWriter, sheetRefusal } from '@practice/sdk/contract';
import type { Caller } from '../../../auth/caller.js';
import type { Queryable, Row } from '../../../db/driver.js';
import { forbidden } from '../../../http/errors.js';

/*
 * A review sheet is written by the reviewer it belongs to (the contract's SHEET_WRITERS): every write of a
 * review or of its items, the dialog's one-call save and the generic add, edit and delete alike, asks here
 * after the row scope has let the caller see the student.
 */

/** How the caller stands to the student: their tutor of which kind, the course's creator, the school admin. */
async function standingsOf(q: Queryable, caller: Caller, studentId: string): Promise<Set<SheetWriter>> {
  const [row] = await q.query<{ tutor_types: number[] | null; owns_course: boolean }>(
    `select array(select distinct tt."fType" from "InternshipTutorStudent" ts
                    join "InternshipTutor" tt on tt."fInternshipTutorId" = ts."fInternshipTutorId"
                   where ts."fInternshipStudentId" = s."fInternshipStudentId" and tt."fUserId" = $2) as tutor_types,
            coalesce(c."fCreateUserId" = $2, false) as owns_course
       from "InternshipStudent" s left join "InternshipInfo" c using ("fInternshipInfoId")
      where s."fInternshipStudentId" = $1`,
    [studentId, caller.userId],
  );
  const standings = new Set<SheetWriter>();
  const types = (row?.tutor_types ?? []).map(Number);
  if (types.includes(1)) standings.add('inSchoolTutor');
  if (types.includes(2)) standings.add('enterpriseTutor');
  if (row?.owns_course) standings.add('courseOwner');
  if (caller.roles.includes('schoolAdmin')) standings.add('schoolAdmin');
  return standings;
}

/**
 * Refuses (403, naming the sheet and who writes it) a write of the student's sheet on this template by
 * anyone it does not belong to. A template that is no review sheet is left to the callers' own checks.
 */
export async function assertSheetWriter(
  q: Queryable,
  caller: Caller,
  studentId: unknown,
  templateId: unknown,
): Promise<void> {
  const [template] = await q.query<Row>(
    'select "fTemplateType", "cTemplateName" from "TemplateInfo" where "fTemplateInfoId" = $1',
    [String(templateId ?? '')],
  );
  const rule = template ? SHEET_WRITERS[Number(template.fTemplateType)] : undefined;
  if (!rule) return;
  const standings = await standingsOf(q, caller, String(studentId ?? ''));
  if (rule.writers.some((w) => standings.has(w))) return;
  throw forbidden(sheetRefusal(String(template?.cTemplateName ?? '评价表'), rule));
}
