import { type EntityDef, entities, type Field, operationByName, operations } from '@practice/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import type { Row } from '../db/driver.js';
import { type Client, raw, signIn } from './specific/system/test-client.js';

/*
 * Scores, grades, review states and reviewers' comments are declared reviewerOnly in the contract; the
 * server refuses them to everyone outside the entity's reviewers (grants.audit, the platform admin). One
 * table over every entity with such a field a client may write: the demo student, even once an
 * administrator grants them Add and Edit (grants are data), cannot add or change such a value and nothing is
 * written; sending back the row they read still saves; the tutor sets the value.
 */

let server: TestServer;
let student: Client;
let teacher: Client;
let tutor: Client;

/*
 * Two-tutor diary review (diary-review.ts): the enterprise tutor's own columns are theirs to set, and a
 * tutor's fStatus/cComment is stored as that tutor's verdict (the diary's fStatus is worked out from both).
 * Verdicts are given on handed-in diaries only.
 */
const SET_BY_TUTOR = new Set(['InternshipDiary.fReview2Status', 'InternshipDiary.cReview2Comment']);
const STORED_AS: Record<string, string> = {
  'InternshipDiary.fStatus': 'fReview1Status',
  'InternshipDiary.cComment': 'cReview1Comment',
};
const HANDED_IN = new Set(['InternshipDiary']);

const writableReviewerFields = (e: EntityDef) =>
  Object.entries(e.fields).filter(([, f]) => f.reviewerOnly && !f.readOnly);
const CASES = entities.filter((e) => writableReviewerFields(e).length > 0);
/** Calls that set a reviewer-only state of the rows they name: every Auth/UnAuth pair and these. */
const REVIEW_CALLS = [
  ...operations.filter((op) => op.kind === 'auth' || op.kind === 'unauth').map((op) => op.name),
  ...['Open', 'UnOpen'].flatMap((a) =>
    ['CloudCareerPlanning', 'CloudInnovation', 'CloudSeminar'].map((l) => `${a}${l}CommentIDS`),
  ),
  'ReplyProjectQuestion',
  'OpenProjectQuestionIDS',
  'CloseProjectQuestionIDS',
  'AuditAppUserIDS',
  'UnAuditAppUserIDS',
];

beforeAll(async () => {
  server = await startTestServer();
  student = await signIn(server.url, 'student');
  teacher = await signIn(server.url, 'teacher');
  tutor = await signIn(server.url, 'tutor');
  const [role] = await server.db.query('select "fAppRoleId" from "AppRole" where "cRoleCode" = $1', [
    'student',
  ]);
  for (const e of CASES) {
    for (const op of [`Add${e.name}`, `Edit${e.name}`, ...REVIEW_CALLS]) {
      await server.db.query(
        'insert into app_role_api (role_id, operation) values ($1, $2) on conflict do nothing',
        [role?.fAppRoleId, op],
      );
    }
  }
}, 180_000);
afterAll(() => server?.close());

const listOf = async (c: Client, e: EntityDef): Promise<Row[]> => {
  const r = await raw(server.url, `Get${e.name}PageList`, { token: c.token, query: { pageSize: 999999 } });
  return ((r.json.Content as { List?: Row[] } | undefined)?.List ?? []) as Row[];
};
const modelOf = async (c: Client, e: EntityDef, id: unknown) =>
  raw(server.url, `Get${e.name}Model`, { token: c.token, query: { [e.key]: String(id) } });
const stored = async (e: EntityDef, id: unknown) =>
  (await server.db.query(`select * from "${e.name}" where "${e.key}" = $1`, [id]))[0] as Row;
const count = async (e: EntityDef) =>
  Number((await server.db.query(`select count(*)::int as n from "${e.name}"`))[0]?.n);

/** A value of the field other than `now` that only a reviewer may give. */
function changed(f: Field, now: unknown): unknown {
  const rule = f.reviewerOnly;
  if (f.enum) {
    const values = rule === true || !rule ? f.enum.options.map((o) => o.value) : rule;
    return values.find((v) => String(v) !== String(now));
  }
  if (f.display === 'number') return Number(now ?? 0) + 7;
  return `审阅意见${Date.now() % 100000}`;
}

/** A row the student reads and the tutor reviews; value forms prefer plain text items (not files). */
async function sharedRow(e: EntityDef): Promise<Row> {
  const mine = (await listOf(student, e)).filter((r) => !HANDED_IN.has(e.name) || Number(r.fStatus) === 1);
  const plain = mine.filter((r) => r.fFontType === undefined || r.fFontType === 1 || r.fFontType === 2);
  for (const row of [...plain, ...mine]) {
    const read = await modelOf(teacher, e, row[e.key]);
    if (read.status !== 200) continue;
    // A review sheet is its own reviewer's (score-sheets.ts): take one this tutor writes, as resending it shows.
    const resent = await raw(server.url, `Edit${e.name}`, { token: teacher.token, body: read.json.Content });
    if (resent.status === 200) return row;
  }
  throw new Error(`demo data has no ${e.name} row the student sees and the tutor sees and writes`);
}

/**
 * What an Add form would send, copied from a stored row: its writable values, less its stored files (a new
 * row names files of its own) and the reviewer-only values it may leave out, so that the field tested is
 * the reason for a refusal (or, where another one is required, one of the reasons).
 */
const FILES = new Set(['file', 'image', 'video']);
const addBody = (e: EntityDef, row: Row) =>
  Object.fromEntries(
    Object.keys(e.schemas.add.shape).flatMap((w) => {
      const f = e.fields[w];
      const dropped = (f?.reviewerOnly && !f.required) || FILES.has(f?.display ?? '');
      return row[w] == null || !f || dropped ? [] : [[w, row[w]]];
    }),
  );

describe('reviewer-only fields', () => {
  it('are declared on every entity whose reviewers grade, pass or comment', () => {
    expect(CASES.map((e) => e.name).sort()).toEqual(
      [
        'InternshipDiary',
        'InternshipStudentGeneralReview',
        'InternshipStudentGeneralReviewItem',
        'InternshipStudentMaterial',
        'InternshipStudentMaterialItem',
        'PracticeStudent',
        'PracticeStudentTask',
        'PracticeStudentTaskEvaluationItem',
        'ProjectTeam',
        'ProjectTeamTask',
      ].sort(),
    );
  });

  const table = CASES.flatMap((e) => writableReviewerFields(e).map(([wire, f]) => ({ e, wire, f })));
  it.each(table.map((c) => [`${c.e.name}.${c.wire}`, c] as const))(
    '%s: refused to the student on Add and Edit, set by the tutor',
    async (_name, { e, wire, f }) => {
      const row = await sharedRow(e);
      const id = row[e.key];
      const before = await stored(e, id);
      const refusal = `无权填写“${f.label}”`;

      const rows = await count(e);
      const add = await raw(server.url, `Add${e.name}`, {
        token: student.token,
        body: { ...addBody(e, row), [wire]: changed(f, null) },
      });
      const alsoRequired = writableReviewerFields(e).some(([w, g]) => w !== wire && g.required);
      expect([add.status, add.json.Message]).toEqual([
        403,
        alsoRequired ? expect.stringMatching(/^无权填写/) : refusal,
      ]);
      expect(await count(e)).toBe(rows);

      const read = (await modelOf(student, e, id)).json.Content as Row;
      const edit = await raw(server.url, `Edit${e.name}`, {
        token: student.token,
        body: { ...read, [wire]: changed(f, before[wire]) },
      });
      expect([edit.status, edit.json.Message]).toEqual([403, refusal]);
      expect(await stored(e, id)).toEqual(before);

      // The console edits by sending back the row it read: that is no attempt to grade.
      const own = operationByName.get(`Edit${e.name}`)?.grants;
      if (Array.isArray(own) && own.includes('student')) {
        const resent = await raw(server.url, `Edit${e.name}`, { token: student.token, body: read });
        expect([resent.status, resent.json.Message]).not.toEqual([403, expect.stringMatching(/无权填写/)]);
      }

      const reviewer = SET_BY_TUTOR.has(`${e.name}.${wire}`) ? tutor : teacher;
      const reviewed = (await modelOf(reviewer, e, id)).json.Content as Row;
      const value = changed(f, (await stored(e, id))[wire]);
      const set = await raw(server.url, `Edit${e.name}`, {
        token: reviewer.token,
        body: { ...reviewed, [wire]: value },
      });
      expect([set.status, set.json.Message]).toEqual([200, expect.anything()]);
      const column = STORED_AS[`${e.name}.${wire}`] ?? wire;
      expect(String((await stored(e, id))[column])).toBe(String(value));
    },
    60_000,
  );
});

describe('review calls', () => {
  /** A well-formed id: the refusal comes before any row is looked at. */
  const ANY = 'f'.repeat(32);
  it.each(REVIEW_CALLS.map((name) => [name] as const))(
    '%s is refused to a student whom an administrator granted it',
    async (name) => {
      expect(operationByName.get(name), name).toBeDefined();
      const body =
        name === 'ReplyProjectQuestion'
          ? { cProjectQuestionId: ANY, cReplyContent: '自问自答' }
          : { ids: [ANY] };
      const r = await raw(server.url, name, { token: student.token, body });
      expect([r.status, r.json.Message]).toEqual([403, expect.stringMatching(/^无权填写“.+”$/)]);
    },
  );
});
