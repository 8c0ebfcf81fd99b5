import { entityByName } from '@practice/sdk/contract';
import { columnsFromEntity } from '@practice/ui-kit';
import { describe, expect, it } from 'vitest';
import { materialColumns } from './material-columns.js';

const HAN = /[\u4e00-\u9fa5]/;

describe('a seminar material list', () => {
  it.each([
    ['file', 'CloudSeminarTeachFile'],
    ['paper', 'CloudSeminarTeachPaper'],
  ] as const)('heads every %s column in Chinese', (kind, name) => {
    const entity = entityByName.get(name);
    if (!entity) throw new Error(`no ${name}`);
    const columns = columnsFromEntity(entity, materialColumns(kind, 'cCloudSeminarId'));
    for (const c of columns) expect(c.title, `${name} column ${c.key}`).toMatch(HAN);
    expect(columns.map((c) => c.key)).not.toContain('cCloudSeminarId');
  });

  it('counts downloads of files only', () => {
    expect(materialColumns('file', 'cCloudSeminarId')).toHaveProperty('fDownloadCount');
    expect(materialColumns('paper', 'cCloudSeminarId')).not.toHaveProperty('fDownloadCount');
  });
});
