import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../test/database.js';
import type { Db } from './driver.js';
import { migrate } from './migrate.js';
import { type Table, tableOf } from './tables.js';

/** School as an older release declared it: without the columns a later release added. */
function olderSchool(): Table {
  const t = tableOf('School');
  const columns = t.columns.filter((c) => c.wire !== 'cAddress' && c.wire !== 'cDesc');
  return { ...t, columns, columnByWire: new Map(columns.map((c) => [c.wire, c])) };
}

/** InternshipDiary as releases before the production wire names declared it: the title was cTitle. */
function olderDiary(): Table {
  const t = tableOf('InternshipDiary');
  const columns = t.columns.map((c) => (c.wire === 'cDiaryName' ? { ...c, wire: 'cTitle' } : c));
  return { ...t, columns, columnByWire: new Map(columns.map((c) => [c.wire, c])) };
}

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestDb());
}, 60_000);
afterAll(() => close?.());

describe('migrations', () => {
  it('upgrade an existing database without losing its rows', async () => {
    expect(await migrate(db, [olderSchool(), olderDiary()])).toEqual([
      'create School',
      'create InternshipDiary',
    ]);
    await db.query(`insert into "School" ("cSchoolName", "cSchoolCode") values ('老版本学院', 'OLD1')`);
    await db.query(`insert into "InternshipDiary" ("cTitle") values ('第1周：熟悉项目')`);

    const changes = await migrate(db);
    expect(changes).toContain('add School.cAddress');
    expect(changes).toContain('add School.cDesc');
    expect(changes).toContain('create AppUser');
    expect(changes).toContain('rename InternshipDiary.cTitle to cDiaryName');
    expect(await db.query(`select "cDiaryName" from "InternshipDiary"`)).toEqual([
      { cDiaryName: '第1周：熟悉项目' },
    ]);

    const rows = await db.query(`select "cSchoolName", "cAddress" from "School"`);
    expect(rows).toEqual([{ cSchoolName: '老版本学院', cAddress: null }]);
    await db.query(`update "School" set "cAddress" = '上海市' where "cSchoolCode" = 'OLD1'`);
  });

  it('change nothing when run again', async () => {
    expect(await migrate(db)).toEqual([]);
    expect(await db.query(`select count(*)::int as n from "School"`)).toEqual([{ n: 1 }]);
  });
});
