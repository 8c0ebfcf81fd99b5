import { enums } from '@practice/sdk/contract';
import { StatusTag, type TableColumn, type TableRow } from '@practice/ui-kit';

/*
 * A team's enrolment (SPEC §3 fIsEnroll: 0 未报名, 1 报名中, 2 已报名, 3 报名失败) in the colours SPEC §3 gives
 * those meanings (info, warning, success, danger). Shared by both sides of the training camp: wherever a team
 * appears, its enrolment reads the same.
 */

export const ENROL_STATUS = enums.EnrollStatus;

/** The status's words, or '' for a value outside 0-3. */
export const enrolLabel = (value: unknown): string => ENROL_STATUS.labelOf(value);

/** Only an enrolment under way or made can be revoked (SPEC §5: otherwise 未报名，无需撤销). */
export const isRevocable = (value: unknown): boolean =>
  Number(value) === enums.EnrollStatus.enrolling || Number(value) === enums.EnrollStatus.enrolled;

/** A team's enrolment as a coloured tag. */
export function EnrolStatusTag({ value }: { value: unknown }) {
  return <StatusTag enumDef={ENROL_STATUS} value={value} />;
}

/** The fIsEnroll column of any list of teams (or of projects joined with the caller's team). */
export const ENROL_COLUMN: Partial<TableColumn> = {
  render: (row: TableRow) => <EnrolStatusTag value={row.fIsEnroll} />,
  text: (row: TableRow) => enrolLabel(row.fIsEnroll),
};
