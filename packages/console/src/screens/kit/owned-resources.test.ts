import { operationByName } from '@practice/sdk/contract';
import { describe, expect, it } from 'vitest';
import { COURSE_RESOURCES, PROJECT_RESOURCES, resourceFromCommon, resourceNames } from './owned-resources.js';

const PROJECT = '7c1d0e3b9a7e4c2d8b6a0f1e3d5c7b9a';

describe('resourceFromCommon', () => {
  it('copies the name, kind, file and size into the course, linking the library row', () => {
    const row = {
      cCommonResourceId: 'cr1',
      cResourceName: '前端规范',
      fResourceType: 1,
      cFilePath: 'common/a.pdf',
      fFileSize: '2048',
    };
    expect(resourceFromCommon(COURSE_RESOURCES, row, 'pi1', 'pd2')).toEqual({
      cPracticeInfoId: 'pi1',
      cResourceName: '前端规范',
      cFilePath: 'common/a.pdf',
      cCommonResourceId: 'cr1',
      fResourceType: 1,
      cPracticeResourceDirectoryId: 'pd2',
      fFileSize: 2048,
    });
  });

  it('copies the library file into the project and the chosen directory', () => {
    const row = {
      cCommonResourceId: 'cr1',
      cResourceName: '微信小程序开发入门教程.pdf',
      cFilePath: 'oss/a---教程.pdf',
      fResourceType: '1',
      fFileSize: '6291456',
    };
    expect(resourceFromCommon(PROJECT_RESOURCES, row, PROJECT, 'pjd2')).toEqual({
      cProjectInfoId: PROJECT,
      cResourceName: '微信小程序开发入门教程.pdf',
      cFilePath: 'oss/a---教程.pdf',
      cCommonResourceId: 'cr1',
      fResourceType: 1,
      cProjectResourceDirectoryId: 'pjd2',
      fFileSize: 6_291_456,
    });
  });

  it.each([COURSE_RESOURCES, PROJECT_RESOURCES])(
    'leaves out the directory, kind and size it does not have, and cuts a long name ($resource)',
    (owner) => {
      const body = resourceFromCommon(owner, { cResourceName: '长'.repeat(250), cFilePath: 'x' }, 'o1', '');
      expect(body.cResourceName).toHaveLength(200);
      expect(body).not.toHaveProperty(resourceNames(owner).directoryKey);
      expect(body).not.toHaveProperty('fResourceType');
      expect(body).not.toHaveProperty('fFileSize');
    },
  );
});

describe('resourceNames', () => {
  it('names calls the contract has', () => {
    for (const owner of [COURSE_RESOURCES, PROJECT_RESOURCES]) {
      const { add, count, tree, model } = resourceNames(owner);
      for (const op of [add, count, tree, model]) expect(operationByName.get(op), op).toBeDefined();
    }
  });
});
