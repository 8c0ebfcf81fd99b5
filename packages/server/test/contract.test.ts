import type { PracticeSdk } from '@practice/sdk';
import { type EntityDef, entities, operations } from '@practice/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sdkFor, startTestServer, type TestServer } from './harness.js';

/**
 * The SDK calls every standard operation of the catalogue against the running server as the platform
 * admin, with full response validation: each answer must match the contract's schemas. Specific calls are
 * covered by the scenario suites beside their handlers (src/ops/specific) and listed in ./covered.ts.
 */
let server: TestServer;
let sdk: PracticeSdk;
beforeAll(async () => {
  server = await startTestServer();
  sdk = await sdkFor(server, 'admin');
}, 120_000);
afterAll(() => server?.close());

type Row = Record<string, unknown>;
const call = (name: string, input?: unknown) => sdk.call(name as never, input as never) as Promise<unknown>;

/** A new row's body made from an existing one: writable values, text made unique, keys left out. */
function bodyFrom(e: EntityDef, row: Row, tag: string): Row {
  const body: Row = {};
  for (const [wire, f] of Object.entries(e.fields)) {
    if (f.readOnly || f.writeOnly || wire === e.key) continue;
    const v = row[wire];
    if (v === null || v === undefined) continue;
    body[wire] = f.display === 'text' && typeof v === 'string' && !f.enum ? `${v.slice(0, 40)}${tag}` : v;
  }
  for (const [wire, f] of Object.entries(e.fields)) {
    if (f.display === 'password') body[wire] = 'Contract@2026';
    if (f.display === 'mobile' && f.required) body[wire] = `139${String(Date.now()).slice(-8)}`;
  }
  return body;
}

const withOps = entities.filter((e) => e.ops.includes('page'));

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
    const added = (await call(`Add${e.name}`, bodyFrom(e, first, '·契约'))) as Row;
    const id = added[e.key];
    expect(id).toBeDefined();
    if (e.ops.includes('edit')) {
      const edited = (await call(`Edit${e.name}`, { ...bodyFrom(e, first, '·改'), [e.key]: id })) as Row;
      expect(edited[e.key]).toEqual(id);
    }
    if (e.auth) {
      await call(`Auth${e.name}IDS`, { ids: [id] });
      await call(`UnAuth${e.name}IDS`, { ids: [id] });
    }
    if (e.ops.includes('delete')) {
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
