import { describe, expect, it } from 'vitest';
import { projectResourceFromCommon } from './project-resources.js';

const PROJECT = '7c1d0e3b9a7e4c2d8b6a0f1e3d5c7b9a';

describe('projectResourceFromCommon', () => {
  it('copies the library file into the project and the chosen directory', () => {
    const row = {
      cCommonResourceId: 'cr1',
      cResourceName: '微信小程序开发入门教程.pdf',
      cFilePath: 'oss/a---教程.pdf',
      fResourceType: '1',
      fFileSize: '6291456',
    };
    expect(projectResourceFromCommon(row, PROJECT, 'pjd2')).toEqual({
      cProjectInfoId: PROJECT,
      cResourceName: '微信小程序开发入门教程.pdf',
      cFilePath: 'oss/a---教程.pdf',
      cCommonResourceId: 'cr1',
      fResourceType: 1,
      cProjectResourceDirectoryId: 'pjd2',
      fFileSize: 6_291_456,
    });
  });

  it('leaves out an empty directory, kind and size, and cuts a long name to the limit', () => {
    const body = projectResourceFromCommon({ cResourceName: '长'.repeat(250), cFilePath: 'x' }, PROJECT, '');
    expect(body).not.toHaveProperty('cProjectResourceDirectoryId');
    expect(body).not.toHaveProperty('fResourceType');
    expect(body).not.toHaveProperty('fFileSize');
    expect(body.cResourceName).toHaveLength(200);
  });
});
