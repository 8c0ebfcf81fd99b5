import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../test/database.js';
import type { Db } from '../db/driver.js';
import { migrate } from '../db/migrate.js';
import { referencedPaths } from './referenced-paths.js';

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestDb());
  await migrate(db);
}, 120_000);
afterAll(() => close?.());

describe('the files rows reference', () => {
  it('are read from keys, upload entries, rich text and upload items, with a row holding each', async () => {
    await db.query(`insert into "School" ("fSchoolId", "cLogo") values ('s1', '一中/logo/u1---校徽.png')`);
    await db.query(`insert into "Company" ("fCompanyId", "cDesc") values ('c1', $1)`, [
      '<p><img src="/files/default/news/u2---%E5%9B%BE.png"></p>',
    ]);
    await db.query(
      `insert into "InternshipInterview" ("fInternshipInterviewId", "cFilePath") values ('v1', $1)`,
      ['面试.pdf&&一中/interview/u3---面试.pdf&&interview&&12'],
    );
    await db.query(`insert into "PracticeResource" ("cPracticeResourceId", "cFilePath") values ('r1', $1)`, [
      'oss/一中/resource/u4---视频.mp4',
    ]);
    await db.query(
      `insert into "TemplateItem" ("fTemplateItemId", "fFontType") values ('t-file', 6), ('t-text', 1)`,
    );
    await db.query(
      `insert into "InternshipDiaryItem" ("fInternshipDiaryItemId", "fTemplateItemId", "cContent")
       values ('d1', 't-file', '一中/diary/u5---附件.pdf'), ('d2', 't-text', '上午/下午')`,
    );
    const refs = await referencedPaths(db);
    expect(Object.fromEntries(refs.byPath)).toEqual({
      '一中/logo/u1---校徽.png': 'School:s1',
      'default/news/u2---图.png': 'Company:c1',
      '一中/interview/u3---面试.pdf': 'InternshipInterview:v1',
      '一中/diary/u5---附件.pdf': 'InternshipDiaryItem:d1',
    });
    expect(refs.direct).toBe(1);
  });
});
