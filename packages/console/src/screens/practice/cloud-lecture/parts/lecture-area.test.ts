import { describe, expect, it } from 'vitest';
import { entityNamed } from '../../../entity-list/index.js';
import { lectureAreaOf, watchable } from './lecture-area.js';
import { lectureFormShape, lectureSubmission } from './lecture-form.js';

describe('lectureAreaOf', () => {
  it('finds each area from any of its pages, seminars with their files and papers', () => {
    expect(lectureAreaOf('/practice/cloud-innovation/comment-list')).toMatchObject({
      entity: 'CloudInnovation',
      key: 'cCloudInnovationId',
    });
    expect(lectureAreaOf('/practice/cloud-careerPlanning/viewer-list')?.entity).toBe('CloudCareerPlanning');
    const seminar = lectureAreaOf('/practice/cloud-seminar/teach-paper-edit');
    expect(seminar?.pages.map((p) => p.child)).toEqual([
      'edit-video',
      'comment-list',
      'teach-file-list',
      'teach-paper-list',
      'enrollment-list',
      'viewer-list',
    ]);
    expect(lectureAreaOf('/practice/cloud-innovation/list')?.pages.map((p) => p.title)).not.toContain('文件');
  });

  it('is null outside the lecture areas', () => {
    expect(lectureAreaOf('/practice/cloud-resource/list')).toBeNull();
    expect(lectureAreaOf('/system/user-manage')).toBeNull();
  });
});

describe('lectureSubmission', () => {
  const shape = lectureFormShape(entityNamed('CloudSeminarTeachFile'));

  it('asks for the file first, beside the missing fields', () => {
    const result = lectureSubmission(shape, { cCloudSeminarId: 's1', cFileName: '' });
    expect(result).toEqual({
      ok: false,
      errors: { cFileName: '请输入文件名称', cFilePath: '请上传文件' },
    });
  });

  it('sends the stored path and the size read from the file', () => {
    const result = lectureSubmission(shape, {
      cCloudSeminarId: 's1',
      cFileName: ' 研讨议程 ',
      cFilePath: 'Internship/cFilePath/a---议程.pdf',
      fFileSize: '2048',
    });
    expect(result).toMatchObject({
      ok: true,
      body: {
        cCloudSeminarId: 's1',
        cFileName: '研讨议程',
        cFilePath: 'Internship/cFilePath/a---议程.pdf',
        fFileSize: 2048,
      },
    });
  });
});

describe('watchable', () => {
  it.each([
    [{ fStatus: 2, fVideoCount: 1 }, true],
    [{ fStatus: 0, fVideoCount: 3 }, true],
    [{ fStatus: 2, fVideoCount: 0 }, false],
    [{ fStatus: 2 }, false],
    [{ fStatus: 1, fVideoCount: 1 }, false],
  ])('offers 观看 on %j: %s', (row, expected) => {
    expect(watchable(row)).toBe(expected);
  });
});
