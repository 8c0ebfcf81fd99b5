import type { PracticeSdk, SdkError } from '@practice/sdk';
import { type EntityDef, entities, operations } from '@practice/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_FILES, uploadedPath } from '../src/files/testing.js';
import { undocumentedAnswers } from '../src/http/undocumented.js';
import { sdkFor, startTestServer, type TestServer } from './harness.js';

/**
 * The SDK calls every standard operation of the catalogue against the running server as the platform
 * admin, with full response validation: each answer must match the contract's schemas. Specific calls are
 * covered by the scenario suites beside their handlers (src/ops/specific) and listed in ./covered.ts.
 */
let server: TestServer;
let sdk: PracticeSdk;
let uploaded: string;
beforeAll(async () => {
  server = await startTestServer();
  sdk = await sdkFor(server, 'admin');
  uploaded = await uploadedPath(sdk, '契约.png', SAMPLE_FILES.png);
}, 120_000);
afterAll(() => server?.close());

type Row = Record<string, unknown>;
const FILE_DISPLAYS = new Set(['file', 'image', 'video']);
const call = (name: string, input?: unknown) => sdk.call(name as never, input as never) as Promise<unknown>;

/** A new row's body made from an existing one: writable values, text made unique where its form allows, keys left out. */
function bodyFrom(e: EntityDef, row: Row, tag: string): Row {
  const body: Row = {};
  for (const [wire, f] of Object.entries(e.fields)) {
    if (f.readOnly || f.writeOnly || wire === e.key) continue;
    const v = row[wire];
    if (v === null || v === undefined) continue;
    const max = (f.schema as { maxLength?: number | null }).maxLength ?? 200;
    const tagged =
      f.display === 'text' && typeof v === 'string' && !f.enum ? `${v.slice(0, max - tag.length)}${tag}` : v;
    // A text of a set form (a rule's 上班日 '1,2,3,4,5', a time '09:00') keeps its value: tagged, it is no longer one.
    body[wire] = f.schema.safeParse(tagged).success ? tagged : v;
  }
  for (const [wire, f] of Object.entries(e.fields)) {
    // A file a row holds is not the admin's to name in another row (files/file-refs.ts): one of theirs is.
    const holdsFile =
      FILE_DISPLAYS.has(f.display) || (wire === 'cContent' && String(row[wire]).startsWith('demo/'));
    if (holdsFile && wire in body) body[wire] = uploaded;
    if (f.display === 'password') body[wire] = 'Contract@2026';
    if (f.display === 'mobile' && f.required) body[wire] = `139${String(Date.now()).slice(-8)}`;
  }
  return body;
}

/** A rule's refusal: the envelope's 400/409 code (or one `also` allows) with the server's Chinese message, never a 5xx. */
function expectRefusal(error: SdkError, also: readonly number[] = []) {
  expect([400, 409, ...also], error.message).toContain(Number(error.code));
  expect(error.message).toMatch(/[\u4e00-\u9fa5]/);
}

const withOps = entities.filter((e) => e.ops.includes('page'));

/**
 * Rows that are someone else's to write even for the platform admin (403): an application sends only the
 * applicant's own resume, and a review sheet is written by the reviewer it belongs to (score-sheets.ts).
 */
const OWNED_ELSEWHERE = new Set([
  'CloudRecruitmentApply',
  'InternshipStudentGeneralReview',
  'InternshipStudentGeneralReviewItem',
]);

describe.each(withOps.map((e) => [e.name, e] as const))('%s', (_name, e) => {
  it('pages, reads, adds, edits, reviews and deletes per the contract', async () => {
    const page = (await call(`Get${e.name}PageList`, { pageSize: 5 })) as { List: Row[]; TotalCount: number };
    expect(page.TotalCount).toBeGreaterThan(0);
    const first = page.List[0] as Row;
    if (e.ops.includes('model')) {
      const model = (await call(`Get${e.name}Model`, { [e.key]: first[e.key] })) as Row;
      expect(model[e.key]).toEqual(first[e.key]);
    }
    if (!e.ops.includes('add')) return;
    // A copy of an existing row may break a rule (one summary per student and task, a closed lecture, ...):
    // the refusal must then be the envelope, and the rest of the cycle runs on the existing row.
    const ownedElsewhere = OWNED_ELSEWHERE.has(e.name) ? [403] : [];
    const attempt = await call(`Add${e.name}`, bodyFrom(e, first, '·契约')).then(
      (row) => ({ row: row as Row }),
      (error: SdkError) => ({ error }),
    );
    if ('error' in attempt) expectRefusal(attempt.error, ownedElsewhere);
    const created = 'row' in attempt;
    const id = created ? attempt.row[e.key] : first[e.key];
    expect(id).toBeDefined();
    if (e.ops.includes('edit')) {
      // The existing row is edited with its own values; a new one with changed text.
      const body = created ? bodyFrom(e, first, '·改') : bodyFrom(e, first, '');
      const edited = await call(`Edit${e.name}`, { ...body, [e.key]: id }).then(
        (row) => row as Row,
        (error: SdkError) => {
          expectRefusal(error, ownedElsewhere);
          return { [e.key]: id };
        },
      );
      expect(edited[e.key]).toEqual(id);
    }
    if (e.auth) {
      // A review may be refused by the row's state (a team that has not enrolled): still the envelope.
      await call(`Auth${e.name}IDS`, { ids: [id] }).catch(expectRefusal);
      await call(`UnAuth${e.name}IDS`, { ids: [id] }).catch(expectRefusal);
    }
    if (e.ops.includes('delete') && created) {
      await call(`Delete${e.name}IDS`, { ids: [id] });
      if (e.ops.includes('model')) {
        await expect(call(`Get${e.name}Model`, { [e.key]: id })).rejects.toMatchObject({ code: 404 });
      }
    }
  }, 60_000);

  const treeOp = operations.find((o) => o.entity === e.name && o.kind === 'tree');
  if (treeOp) {
    it('answers its tree list', async () => {
      expect(Array.isArray(await call(treeOp.name, {}))).toBe(true);
    });
  }
});

describe('the OpenAPI documents', () => {
  it('list every refusal the calls above answered', () => {
    expect(undocumentedAnswers()).toEqual([]);
  });
});
