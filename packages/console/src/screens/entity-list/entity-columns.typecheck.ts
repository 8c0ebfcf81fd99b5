import type { EntityColumns, ListColumns } from '@practice/ui-kit';

/*
 * What the type check guards about typed column overrides (README "Columns"): each @ts-expect-error below
 * must stay an error, so a loosened EntityColumns fails `tsc` here. Nothing in it runs.
 */

export const misspeltField: EntityColumns<'InternshipDiary'> = {
  // @ts-expect-error a diary has cDiaryName, not cDiaryNme
  cDiaryNme: false,
};

export const computedWithoutUnderscore: EntityColumns<'InternshipDiary'> = {
  // @ts-expect-error a column the row does not carry is named with a leading underscore
  progress: { title: '进度' },
};

export const typedRow: EntityColumns<'InternshipDiary'> = {
  // @ts-expect-error the row's fields are typed: a diary's name is text, not a number
  cDiaryName: { text: (row) => row.cDiaryName.toFixed(0) },
  _late: { title: '逾期', text: (row) => row.tDiaryDate ?? '' },
};

export const otherCallsRow: ListColumns<'GetProjectInfoRegistrationPageList'> = {
  cTeamName: { card: 'field' },
  // @ts-expect-error the registration row carries the team, not its members
  cMembers: false,
};
