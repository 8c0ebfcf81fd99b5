import { type EntityDef, entities, entityByName, operations } from '@practice/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import type { Row } from '../db/driver.js';
import { type Client, formWith, PNG, raw, signIn } from './specific/system/test-client.js';

/*
 * A child row (contract rows.parent: a template's items, a diary's lines, a lecture's videos …) takes its
 * parent's scope for reads and writes. One table over every parent-child pair of the contract: users of
 * another school, who are refused the parent, can neither list, read, edit, delete nor add its children.
 */

let server: TestServer;
/** 华东理工's school admin, who sees the rows; 江南信息's school admin and one of its teachers, who do not. */
let insider: Client;
let admin: Client;
const outsiders: [string, Client][] = [];

const PAIRS = entities.flatMap((e) => {
  const parent = e.rows.parent && entityByName.get(e.rows.parent.entity);
  return e.rows.parent && parent ? [{ child: e, parent, field: e.rows.parent.field }] : [];
});

beforeAll(async () => {
  server = await startTestServer();
  insider = await signIn(server.url, 'school');
  admin = await signIn(server.url, 'admin');
  outsiders.push(['江南信息学校管理员', await signIn(server.url, 'jn_admin')]);
  outsiders.push(['江南信息教师', await signIn(server.url, '2012019')]);
}, 180_000);
afterAll(() => server?.close());

const FILES = new Set(['file', 'image', 'video']);
const modelStatus = async (c: Client, e: EntityDef, id: unknown) =>
  (await raw(server.url, `Get${e.name}Model`, { token: c.token, query: { [e.key]: String(id) } })).status;
const storedRow = async (e: EntityDef, id: unknown) =>
  (await server.db.query(`select * from "${e.name}" where "${e.key}" = $1`, [id]))[0];
const count = async (e: EntityDef) =>
  Number((await server.db.query(`select count(*)::int as n from "${e.name}"`))[0]?.n);

/** A file the caller uploaded: what a new row may name in its required file fields. */
async function ownFile(c: Client): Promise<string> {
  const r = await raw(server.url, 'BatchUpload', { token: c.token, form: formWith('封面.png', PNG) });
  return String((r.json.FileList as string[])[0]?.split('&&')[1]);
}

/** A stored child whose parent 华东理工 sees and the outsider is refused; made by the platform admin if none. */
async function childOfHidden(child: EntityDef, parent: EntityDef, field: string, outsider: Client) {
  const hidden = new Map<string, boolean>();
  const isHidden = async (id: string) => {
    if (!hidden.has(id)) {
      const h =
        (await modelStatus(outsider, parent, id)) === 403 && (await modelStatus(insider, parent, id)) === 200;
      hidden.set(id, h);
    }
    return hidden.get(id);
  };
  const rows = (await server.db.query(`select * from "${child.name}"`)) as Row[];
  // Form lines of text kinds (fFontType 1, 2): a file line would be refused for its file, not its scope.
  const plain = rows.filter((r) => r.fFontType == null || Number(r.fFontType) <= 2);
  for (const row of plain) if (await isHidden(String(row[field]))) return row;
  for (const p of (await server.db.query(`select * from "${parent.name}"`)) as Row[]) {
    if (!(await isHidden(String(p[parent.key])))) continue;
    const body = { ...(await addBody(child, plain[0] ?? {}, admin)), [field]: p[parent.key] };
    const made = await raw(server.url, `Add${child.name}`, { token: admin.token, body });
    expect(made.status, `${child.name} made by the platform admin: ${made.json.Message}`).toBe(200);
    return (made.json.Content ?? {}) as Row;
  }
  throw new Error(`demo data has no ${parent.name} of 华东理工 that 江南信息 cannot see`);
}

/** A writable text value of the row, changed; and the row's writable values as an Add form sends them. */
function edited(e: EntityDef, row: Row): Row {
  const [wire] = Object.entries(e.fields).find(
    ([, f]) => !f.readOnly && (f.display === 'text' || f.display === 'textarea'),
  ) ?? [e.title];
  return { ...row, [wire]: '越权修改' };
}
async function addBody(e: EntityDef, row: Row, by: Client): Promise<Row> {
  const body: Row = {};
  for (const [w, f] of Object.entries(e.fields)) {
    if (!(w in e.schemas.add.shape)) continue;
    // A stored file belongs to the row that holds it: a new row names one its author uploaded.
    if (FILES.has(f.display)) {
      if (f.required) body[w] = await ownFile(by);
    } else if (row[w] != null) body[w] = row[w];
  }
  return body;
}
const refused = (status: number) => status === 403 || status === 404;

describe('child rows take their parent’s scope', () => {
  it('pairs are declared for the template items, form lines, task evaluations, lecture materials and comments', () => {
    expect(PAIRS.map((p) => `${p.child.name}→${p.parent.name}`).sort()).toEqual(
      [
        'CloudCareerPlanningComment→CloudCareerPlanning',
        'CloudCareerPlanningVideo→CloudCareerPlanning',
        'CloudInnovationComment→CloudInnovation',
        'CloudInnovationVideo→CloudInnovation',
        'CloudSeminarComment→CloudSeminar',
        'CloudSeminarTeachFile→CloudSeminar',
        'CloudSeminarTeachPaper→CloudSeminar',
        'CloudSeminarVideo→CloudSeminar',
        'EvaluationTemplateItem→EvaluationTemplateInfo',
        'InternshipDiaryItem→InternshipDiary',
        'InternshipDiaryReview→InternshipDiary',
        'InternshipStudentGeneralReviewItem→InternshipStudentGeneralReview',
        'InternshipStudentMaterialItem→InternshipStudentMaterial',
        'PracticeStudentTaskEvaluationItem→PracticeStudentTask',
        'TemplateItem→TemplateInfo',
      ].sort(),
    );
  });

  const table = PAIRS.flatMap((p) => [0, 1].map((o) => ({ ...p, o })));
  it.each(table.map((c) => [`${c.child.name} (${c.o ? '教师' : '学校管理员'})`, c] as const))(
    '%s: another school can neither list, read, edit, delete nor add',
    async (_name, { child, parent, field, o }) => {
      const [, outsider] = outsiders[o] as [string, Client];
      const row = await childOfHidden(child, parent, field, outsider);
      const id = row[child.key];
      const before = await storedRow(child, id);

      for (const op of operations.filter((x) => x.entity === child.name && x.kind === 'page')) {
        const r = await raw(server.url, op.name, {
          token: outsider.token,
          query: { pageSize: 999999, [field]: String(row[field]) },
        });
        const list = ((r.json.Content as { List?: Row[] } | undefined)?.List ?? []).map((x) => x[child.key]);
        expect(list, op.name).not.toContain(id);
      }
      expect(refused(await modelStatus(outsider, child, id)), 'model').toBe(true);

      // A read-only child (a diary's review history) has no writes to try.
      if (!child.ops.includes('edit')) {
        expect(child.ops.some((op) => op === 'add' || op === 'delete')).toBe(false);
        return;
      }
      const edit = await raw(server.url, `Edit${child.name}`, {
        token: outsider.token,
        body: edited(child, row),
      });
      expect(refused(edit.status), `edit ${edit.status} ${edit.json.Message}`).toBe(true);
      const del = await raw(server.url, `Delete${child.name}IDS`, {
        token: outsider.token,
        body: { ids: [id] },
      });
      expect(refused(del.status), `delete ${del.status} ${del.json.Message}`).toBe(true);
      expect(await storedRow(child, id)).toEqual(before);

      const rows = await count(child);
      const add = await raw(server.url, `Add${child.name}`, {
        token: outsider.token,
        body: await addBody(child, row, outsider),
      });
      expect(refused(add.status), `add ${add.status} ${add.json.Message}`).toBe(true);
      expect(await count(child)).toBe(rows);
    },
    60_000,
  );

  it('the school that owns the parent still reads and changes its children', async () => {
    const template = await server.db.query(
      `select i.* from "TemplateItem" i join "TemplateInfo" t on t."fTemplateInfoId" = i."fTemplateInfoId"
        join "AppUser" u on u."fSchoolId" = t."fSchoolId" where u."cUserName" = 'school' limit 1`,
    );
    const item = template[0] as Row;
    expect(
      await modelStatus(insider, entityByName.get('TemplateItem') as EntityDef, item.fTemplateItemId),
    ).toBe(200);
    const r = await raw(server.url, 'EditTemplateItem', {
      token: insider.token,
      body: { ...item, cTemplateItemName: '本校修改' },
    });
    expect(r.status).toBe(200);
  });
});
