import { describe, expect, it } from 'vitest';
import { resourceFromCommon } from './practice-resources.js';

describe('resourceFromCommon', () => {
  it('copies the name, kind, file and size and links the library row', () => {
    const row = {
      cCommonResourceId: 'cr1',
      cResourceName: '前端规范',
      fResourceType: 1,
      cFilePath: 'common/a.pdf',
      fFileSize: '2048',
    };
    expect(resourceFromCommon(row, 'pi1', 'pd2')).toEqual({
      cPracticeInfoId: 'pi1',
      cResourceName: '前端规范',
      cFilePath: 'common/a.pdf',
      cCommonResourceId: 'cr1',
      fResourceType: 1,
      cPracticeResourceDirectoryId: 'pd2',
      fFileSize: 2048,
    });
  });

  it('leaves out the directory, kind and size it does not have, and cuts a long name', () => {
    const body = resourceFromCommon({ cCommonResourceId: 'cr1', cResourceName: 'x'.repeat(250) }, 'pi1', '');
    expect(body.cResourceName).toHaveLength(200);
    expect(body).not.toHaveProperty('cPracticeResourceDirectoryId');
    expect(body).not.toHaveProperty('fResourceType');
    expect(body).not.toHaveProperty('fFileSize');
  });
});
