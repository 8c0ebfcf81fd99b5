/**
 * Prototype row checkers, measured against the row schema validateContent uses today. Nothing here is used
 * by the SDK: these show what validate.ts could gain.
 */

// The SDK's own zod, by path: the bench must compile the very schema instances the contract built, and a
// zod resolved for bench/ could be another copy. tsc sees this path as a second copy of zod's types, hence
// the cast to a plain signature.
import { compile as zodCompile } from '../packages/sdk/node_modules/zod/index.js';
import { InternshipInfo } from '../packages/sdk/src/contract/entities/internship/internship-info.js';
import { CourseType, InternshipInfoStatus, InternshipStage } from '../packages/sdk/src/contract/enums.js';
import { WIRE_DATE } from '../packages/sdk/src/contract/field.js';
import type { OperationDef } from '../packages/sdk/src/contract/operation.js';

const row = InternshipInfo.schemas.row;
type RowSchema = typeof row;

/** zod 4's AOT compiler: valid rows take generated code, invalid ones fall back to the normal parser. */
export const compiledRow = (zodCompile as unknown as (schema: RowSchema) => RowSchema)(row);

/** The real operation with only its row schema swapped, so the real validateContent runs the prototype. */
export const withRowSchema = (op: OperationDef, rowSchema: RowSchema): OperationDef => ({
  ...op,
  content: InternshipInfo.schemas.page.extend({ List: rowSchema.array() }),
});

const int = Number.isSafeInteger; // z.number().int() accepts safe integers only
const valuesOf = (e: { options: readonly { value: unknown }[] }) => e.options.map((o) => o.value);
const COURSE = valuesOf(CourseType);
const STATUS = valuesOf(InternshipInfoStatus);
const STAGE = valuesOf(InternshipStage);
const text = (v: unknown, max: number) => v == null || (typeof v === 'string' && v.trim().length <= max);
const date = (v: unknown) => v == null || (typeof v === 'string' && WIRE_DATE.test(v));
const oneOf = (v: unknown, values: readonly unknown[]) => v == null || values.includes(v);

/**
 * The row schema's rules written out by hand: the lower bound for a checker generated from the contract.
 * It answers yes or no and builds nothing, where safeParse copies every row only for validateContent to
 * discard the copy.
 */
export function checkRow(v: unknown): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const r = v as Record<string, unknown>;
  return (
    int(r.fInternshipInfoId) &&
    (r.fInternshipInfoId as number) > 0 &&
    (r.fSchoolId == null || int(r.fSchoolId)) &&
    text(r.cSchoolName, 200) &&
    text(r.cInternshipName, 100) &&
    oneOf(r.fCourseType, COURSE) &&
    text(r.cMajor, 100) &&
    date(r.tStartDate) &&
    date(r.tEndDate) &&
    oneOf(r.fStatus, STATUS) &&
    oneOf(r.fInternshipStatus, STAGE) &&
    (r.fTemplateBatchInfoId == null || int(r.fTemplateBatchInfoId)) &&
    (r.cDesc == null || (typeof r.cDesc === 'string' && r.cDesc.length <= 500_000)) &&
    text(r.cCreateUserName, 200) &&
    date(r.tCreateDate)
  );
}

/** Bad rows each checker must reject (and one odd row all must accept), so a fast checker is not a lax one. */
export function sampleRows(good: Record<string, unknown>): { row: unknown; valid: boolean }[] {
  const bad = (patch: Record<string, unknown>) => ({ row: { ...good, ...patch }, valid: false });
  const { fInternshipInfoId: _, ...keyless } = good;
  return [
    { row: good, valid: true },
    { row: { ...good, cExtra: 1, cMajor: null, cDesc: undefined }, valid: true },
    bad({ fInternshipInfoId: '12' }),
    bad({ fSchoolId: 1.5 }),
    bad({ cInternshipName: '长'.repeat(101) }),
    bad({ fCourseType: 9 }),
    bad({ tStartDate: '2024-3-1' }),
    bad({ fStatus: '2' }),
    bad({ cDesc: 5 }),
    { row: keyless, valid: false },
    { row: null, valid: false },
    { row: [good], valid: false },
  ];
}
