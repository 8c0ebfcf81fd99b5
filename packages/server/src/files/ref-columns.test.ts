import { describe, expect, it } from 'vitest';
import { REF_TABLES, UPLOAD_INPUT_KINDS } from './ref-columns.js';

const kindsOf = (table: string) =>
  Object.fromEntries(
    REF_TABLES.find((r) => r.table.name === table)?.columns.map((c) => [c.wire, c.kind]) ?? [],
  );

// The file columns come from the catalogue's displays: a new file field is checked on write and read at once.
describe('the columns that hold stored files', () => {
  it.each([
    ['InternshipSummary', { cFilePath: 'key', cContent: 'html' }],
    ['ProjectTeamTask', { cFilePath: 'key' }],
    ['AppUser', { cAvatar: 'key' }],
    ['TutorialInfo', { cCover: 'key', cVideoPath: 'key', cFilePath: 'key', cContent: 'html' }],
    ['GatewayNewsInfo', { cCover: 'key', cContent: 'html' }],
    ['InternshipStudentMaterialItem', { cContent: 'item' }],
    ['InternshipDiaryItem', { cContent: 'item' }],
  ])('%s: %j', (table, columns) => {
    expect(kindsOf(table)).toEqual(columns);
  });

  it('leaves the template items themselves and tables without files out', () => {
    expect(kindsOf('TemplateItem')).toEqual({});
    expect(kindsOf('Class')).toEqual({});
  });

  it('reads the upload kinds of a template item from the contract (图片上传, 文件上传)', () => {
    expect(UPLOAD_INPUT_KINDS).toEqual([5, 6]);
  });
});
