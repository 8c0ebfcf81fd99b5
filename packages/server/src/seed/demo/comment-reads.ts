import { stableId } from '../../db/ids.js';
import { stampOf } from '../../ops/specific/internship/today/stamp.js';
import type { SeedTable } from '../types.js';
import { addDays, at, type Row, table } from './helpers.js';
import { DEMO } from './people.js';

/*
 * 导师评语已读: the demo `student` has read the tutors' comments on their work except the latest of each kind
 * (the newest diary, summary and course-task comment, and their team's), so the home page's 未读评语 shows a
 * few fresh ones rather than a term's worth. Markers are made from the finished tables, keyed like the
 * server's: the commented row's id and the comment's stamp; their read dates move with the rest (clock.ts).
 */

const SUBJECTS = [
  { entity: 'InternshipDiary', key: 'fInternshipDiaryId', date: 'tDiaryDate' },
  { entity: 'InternshipSummary', key: 'fInternshipSummaryId', date: 'tSubmitDate' },
  { entity: 'PracticeStudentTask', key: 'cPracticeStudentTaskId', date: 'tSubmitDate' },
] as const;

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

export function commentReadTables(tables: readonly SeedTable[]): SeedTable[] {
  const student = DEMO.student.fAppUserId;
  const rows: Row[] = SUBJECTS.flatMap(({ entity, key, date }) =>
    (tables.find((t) => t.entity === entity)?.rows ?? [])
      .filter((r) => r.fStudentUserId === student && text(r.cComment) !== '')
      .sort((a, b) => text(b[date]).localeCompare(text(a[date])))
      .slice(1)
      .map((r, i) => {
        const read = at(addDays(text(r[date]).slice(0, 10), 2), i);
        return {
          fStudentUserId: student,
          cSubjectType: entity,
          // A text column: the seed's ordinal becomes the id withIds gives the commented row's key.
          cSubjectId: stableId(entity, r[key] as number | string),
          cStamp: stampOf(r.cComment),
          tReadDate: read,
          tCreateDate: read,
        };
      }),
  );
  return [
    table(
      'TutorCommentRead',
      rows.map((r, i) => ({ fTutorCommentReadId: i + 1, ...r })),
    ),
  ];
}
