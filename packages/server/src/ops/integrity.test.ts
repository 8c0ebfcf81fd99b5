import { type EntityDef, entities, operationByName } from '@practice/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import type { Row } from '../db/driver.js';
import { demoId } from '../seed/demo.js';
import { specificHandlers } from './specific/index.js';
import { type Client, raw, signIn } from './specific/system/test-client.js';

/*
 * No write leaves a row pointing at nothing. A ref a write sets must name a row that exists, for the platform
 * admin too; a delete that would leave rows pointing at the deleted ones is refused (409), naming what still
 * uses them. Both derived from the catalogue's ref declarations, so both tables below are too.
 */

let server: TestServer;
let admin: Client;
let school: Client;
/** A well-formed id this server never issued. */
const NOWHERE = '0'.repeat(32);
/** How many cases of each table the demo data could exercise: an empty world proves nothing. */
const exercised = { refs: 0, deletes: 0 };

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server.url, 'admin');
  school = await signIn(server.url, 'school');
}, 180_000);
afterAll(() => server?.close());

const stored = async (e: EntityDef, id: unknown) =>
  (await server.db.query(`select * from "${e.name}" where "${e.key}" = $1`, [id]))[0] as Row | undefined;
const editOf = (e: EntityDef) => (e.ops.includes('edit') ? operationByName.get(`Edit${e.name}`) : undefined);
const refsOf = (e: EntityDef) =>
  Object.entries(e.fields).filter(([w, f]) => f.ref && !f.readOnly && !f.joined && w in e.schemas.edit.shape);

describe('a ref a write sets exists, for the platform admin too', () => {
  it('EditClass and AddClass with a school that does not exist are refused and store nothing', async () => {
    const cls = (await server.db.query('select * from "Class" limit 1'))[0] as Row;
    const edit = await raw(server.url, 'EditClass', {
      token: admin.token,
      body: { ...cls, fSchoolId: NOWHERE },
    });
    expect([edit.status, edit.json.Message]).toEqual([400, '所选学校不存在或已被删除']);
    expect(
      (await stored(entities.find((e) => e.name === 'Class') as EntityDef, cls.fClassId))?.fSchoolId,
    ).toBe(cls.fSchoolId);
    const before = Number((await server.db.query('select count(*)::int as n from "Class"'))[0]?.n);
    const add = await raw(server.url, 'AddClass', {
      token: admin.token,
      body: { cClassName: '无校之班', fSchoolId: NOWHERE },
    });
    expect(add.status).toBe(400);
    expect(Number((await server.db.query('select count(*)::int as n from "Class"'))[0]?.n)).toBe(before);
  });

  // Every ref of every entity the standard Edit serves, on a stored row the platform admin can save as is.
  const table = entities.flatMap((e) =>
    editOf(e) && !specificHandlers[`Edit${e.name}`] ? refsOf(e).map(([wire]) => ({ e, wire })) : [],
  );
  it.each(table.map((c) => [`${c.e.name}.${c.wire}`, c] as const))(
    '%s pointing nowhere is refused, the row unchanged',
    async (_name, { e, wire }) => {
      const [row] = (await server.db.query(`select * from "${e.name}" limit 1`)) as Row[];
      if (!row) return;
      const same = await raw(server.url, `Edit${e.name}`, { token: admin.token, body: row });
      if (same.status !== 200) return; // rows this entity's own rules refuse to resave prove nothing here
      const before = await stored(e, row[e.key]);
      const r = await raw(server.url, `Edit${e.name}`, {
        token: admin.token,
        body: { ...row, [wire]: NOWHERE },
      });
      expect([r.status, r.json.Message]).toEqual([400, `所选${e.fields[wire]?.label}不存在或已被删除`]);
      expect(await stored(e, row[e.key])).toEqual(before);
      exercised.refs++;
    },
  );

  it('covers most refs of the catalogue', () => expect(exercised.refs).toBeGreaterThan(50));
});

describe('a delete that would leave rows pointing at nothing is refused', () => {
  it('a school that classes still use: 409 naming the classes, nothing deleted', async () => {
    const id = demoId('School', 1);
    const r = await raw(server.url, 'DeleteSchoolIDS', { token: admin.token, body: { ids: [id] } });
    expect(r.status).toBe(409);
    expect(r.json.Message).toMatch(/^该学校仍被 .*\d+ 个班级.*使用，不能删除$/);
    expect(await stored(entities.find((e) => e.name === 'School') as EntityDef, id)).toBeDefined();
  });

  it('a class department its students belong to (AppUser.fAppDepartmentId): 409 naming the users', async () => {
    const [row] = await server.db.query(
      `select d."fAppDepartmentId" as id from "AppDepartment" d
        where exists (select 1 from "AppUser" u where u."fAppDepartmentId" = d."fAppDepartmentId")
          and not exists (select 1 from "AppDepartmentUser" m where m."fAppDepartmentId" = d."fAppDepartmentId")
          and not exists (select 1 from "AppDepartment" c where c."fParentId" = d."fAppDepartmentId")
          and d."fSchoolId" = $1 limit 1`,
      [demoId('School', 1)],
    );
    expect(row).toBeDefined();
    const users = async () =>
      Number(
        (
          await server.db.query('select count(*)::int as n from "AppUser" where "fAppDepartmentId" = $1', [
            row?.id,
          ])
        )[0]?.n,
      );
    const before = await users();
    const r = await raw(server.url, 'DeleteAppDepartmentIDS', {
      token: school.token,
      body: { ids: [row?.id] },
    });
    expect([r.status, r.json.Message]).toEqual([409, `该部门仍被 ${before} 个用户使用，不能删除`]);
    expect(await users()).toBe(before);
  });

  /*
   * Every entity another one refers to, deleted by the platform admin while a row still refers to it.
   * Skipped: references the delete handles itself on purpose (an account's rosters and memberships, a
   * team's members and questions, a record's form lines), which their own suites cover.
   */
  const HANDLED = new Set([
    'Student.fUserId',
    'Teacher.fUserId',
    'AppDepartmentUser.fAppUserId',
    'ProjectTeamStudent.cProjectTeamId',
    'ProjectTeamInvitation.cProjectTeamId',
    'ProjectQuestion.cProjectTeamId',
    'InternshipDiaryItem.fInternshipDiaryId',
    'InternshipDiaryReview.fInternshipDiaryId',
    'InternshipStudentMaterialItem.fInternshipStudentMaterialId',
    'InternshipStudentGeneralReviewItem.fInternshipStudentGeneralReviewId',
  ]);
  const uses = entities.flatMap((target) =>
    target.ops.includes('delete')
      ? entities.flatMap((e) =>
          e.name === target.name
            ? []
            : Object.entries(e.fields)
                .filter(([w, f]) => f.ref === target.name && !f.joined && !HANDLED.has(`${e.name}.${w}`))
                .map(([wire]) => ({ target, e, wire })),
        )
      : [],
  );
  it.each(uses.map((u) => [`${u.target.name} used by ${u.e.name}.${u.wire}`, u] as const))(
    '%s is not deleted',
    async (_name, { target, e, wire }) => {
      const [used] = await server.db.query(
        `select d."${wire}" as id from "${e.name}" d join "${target.name}" t on t."${target.key}" = d."${wire}" limit 1`,
      );
      if (!used) return; // the demo has no such use
      const r = await raw(server.url, `Delete${target.name}IDS`, {
        token: admin.token,
        body: { ids: [used.id] },
      });
      expect(r.status, `${r.status} ${r.json.Message}`).toBe(409);
      expect(await stored(target, used.id)).toBeDefined();
      exercised.deletes++;
    },
  );

  it('covers most uses the demo data has', () => expect(exercised.deletes).toBeGreaterThan(80));
});
