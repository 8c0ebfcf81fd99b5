import { CREATOR, entityByName, operationByName } from '@practice/sdk/contract';
import { stableId } from '../../db/ids.js';
import type { SeedTable } from '../types.js';
import { DEMO_WEEK } from './clock.js';
import { addDays, at, cycle, type Row, table } from './helpers.js';
import { EVERYONE, type PersonDef } from './people.js';
import { SCHOOLS } from './schools.js';

/*
 * 操作日志 as the server would have written it over the weeks before DEMO_WEEK: the demo accounts signing in
 * on school days (one mistyped password), the school admins setting up their classes, tutors passing and
 * returning diaries and grading summaries. Made from the finished tables, so every entry names a real row
 * and the values it changed; the dates move with the rest (clock.ts).
 */

const people = new Map(EVERYONE.map((p) => [p.fAppUserId, p]));
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const rowsOf = (tables: readonly SeedTable[], entity: string) =>
  tables.find((t) => t.entity === entity)?.rows ?? [];

/** Campus addresses: each person always from the same machine, as a school's network hands them out. */
const addressOf = (p: PersonDef) =>
  `10.${20 + (p.fAppUserId % 7)}.${3 + (p.fAppUserId % 11)}.${40 + p.fAppUserId}`;

/** A changed field as the server words it: its label from the catalogue. */
const change = (entity: string, f: string, b: unknown, a: unknown) => ({
  f,
  l: entityByName.get(entity)?.fields[f]?.label ?? f,
  b: b ?? null,
  a: a ?? null,
});

interface Entry {
  readonly day: string;
  readonly n: number;
  readonly who: PersonDef;
  readonly kind: string;
  readonly operation: string;
  readonly entity: string;
  readonly target?: number | string;
  readonly changes?: readonly { f: string; l: string; b: unknown; a: unknown }[];
  readonly failed?: string;
}

function entryRow(e: Entry): Row {
  const school = e.who.school ? SCHOOLS[e.who.school].fSchoolId : null;
  return {
    tCreateDate: at(e.day, e.n),
    fUserId: e.failed ? null : e.who.fAppUserId,
    cRealName: e.failed ? null : e.who.realName,
    cUserName: e.who.userName,
    cRole: e.failed ? null : e.who.role,
    fSchoolId: school,
    cClientAddress: addressOf(e.who),
    cKind: e.kind,
    cOperationName: operationByName.get(e.operation)?.summary ?? e.operation,
    cOperation: e.operation,
    cEntity: e.entity,
    cEntityLabel: entityByName.get(e.entity)?.label ?? e.entity,
    // A text column: the seed's ordinal becomes the id withIds gives the row itself.
    cTargetIds: e.target === undefined ? null : stableId(e.entity, e.target),
    cChanges: e.changes?.length ? JSON.stringify(e.changes) : null,
    fOutcome: e.failed ? 0 : 1,
    cMessage: e.failed ?? null,
  };
}

/** The three weeks of school days before DEMO_WEEK, and its own Monday. */
const SCHOOL_DAYS = [21, 14, 7, 0].flatMap((back) =>
  [0, 1, 2, 3, 4].map((d) => addDays(DEMO_WEEK, d - back)).filter((day) => day <= DEMO_WEEK),
);

function signIns(): Entry[] {
  const demo = EVERYONE.filter((p) =>
    ['admin', 'school', 'teacher', 'tutor', 'student'].includes(p.userName),
  );
  const entries: Entry[] = SCHOOL_DAYS.flatMap((day, d) =>
    demo.map((who, i) => ({
      day,
      n: d + i,
      who,
      kind: 'signIn',
      operation: 'LoginCheck',
      entity: 'AppUser',
    })),
  );
  const student = demo.find((p) => p.role === 'student') as PersonDef;
  entries.push({
    day: addDays(DEMO_WEEK, -3),
    n: 2,
    who: student,
    kind: 'signInFailed',
    operation: 'LoginCheck',
    entity: 'AppUser',
    failed: '账号或密码错误',
  });
  return entries;
}

function classes(tables: readonly SeedTable[]): Entry[] {
  const admins = EVERYONE.filter((p) => p.role === 'schoolAdmin');
  return rowsOf(tables, 'Class').flatMap((c, i) => {
    const who = admins.find((a) => a.school && SCHOOLS[a.school].fSchoolId === c.fSchoolId);
    if (!who) return [];
    return [
      {
        day: text(c.tCreateDate).slice(0, 10),
        n: i,
        who,
        kind: 'add',
        operation: 'AddClass',
        entity: 'Class',
        target: c.fClassId as number,
        changes: ['cClassName', 'cMajor', 'fGrade'].map((f) => change('Class', f, null, c[f])),
      },
    ];
  });
}

function diaryVerdicts(tables: readonly SeedTable[]): Entry[] {
  return rowsOf(tables, 'InternshipDiaryReview').flatMap((v, i) => {
    const who = people.get(v.fReviewUserId as number);
    if (!who) return [];
    return [
      {
        day: text(v.tReviewDate).slice(0, 10),
        n: i + 3,
        who,
        kind: 'edit',
        operation: 'EditInternshipDiary',
        entity: 'InternshipDiary',
        target: v.fInternshipDiaryId as number,
        changes: [
          change('InternshipDiary', 'fStatus', 1, v.fStatus),
          change('InternshipDiary', 'cComment', null, v.cComment),
        ],
      },
    ];
  });
}

function grades(tables: readonly SeedTable[]): Entry[] {
  const courses = new Map(rowsOf(tables, 'InternshipInfo').map((c) => [c.fInternshipInfoId, c]));
  return rowsOf(tables, 'InternshipSummary')
    .filter((s) => s.fGrade !== null && s.fGrade !== undefined && s.tSubmitDate)
    .flatMap((s, i) => {
      const who = people.get(courses.get(s.fInternshipInfoId)?.[CREATOR] as number);
      if (!who) return [];
      return [
        {
          day: addDays(text(s.tSubmitDate).slice(0, 10), 3),
          n: i + 5,
          who,
          kind: 'action',
          operation: 'GiveInternshipSummaryGrade',
          entity: 'InternshipSummary',
          target: s.fInternshipSummaryId as number,
          changes: [
            change('InternshipSummary', 'fGrade', null, s.fGrade),
            ...(s.cComment ? [change('InternshipSummary', 'cComment', null, s.cComment)] : []),
          ],
        },
      ];
    });
}

export function auditLogTables(tables: readonly SeedTable[]): SeedTable[] {
  const entries = [...signIns(), ...classes(tables), ...diaryVerdicts(tables), ...grades(tables)]
    // Nothing before the platform went live, nothing after the demo's week.
    .filter((e) => e.day >= '2025-09-01' && e.day <= addDays(DEMO_WEEK, 4))
    .sort((a, b) => a.day.localeCompare(b.day) || a.n - b.n);
  return [
    table(
      'AppAuditLog',
      entries.map((e, i) => ({ fAppAuditLogId: i + 1, ...entryRow({ ...e, n: e.n + cycle([0, 1, 2], i) }) })),
    ),
  ];
}
