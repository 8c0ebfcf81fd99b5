import { defineEntity } from '../../entity.js';
import { ReviewStatus } from '../../enums.js';
import { CREATOR, choice, created, file, id, int, joined, ref, text, textarea } from '../../field.js';
import { none } from '../../wire.js';
import { LECTURERS } from './lecture-area.js';

export const CloudSeminarTeachFile = defineEntity({
  name: 'CloudSeminarTeachFile',
  label: '研讨会教学文件',
  api: 'internship',
  key: 'cCloudSeminarTeachFileId',
  title: 'cFileName',
  fields: {
    cCloudSeminarTeachFileId: id(),
    cCloudSeminarId: ref('研讨会', 'CloudSeminar', { required: true, searchable: true }),
    cTitle: joined('研讨会'),
    cFileName: text('文件名称', { required: true, searchable: true, sortable: true, max: 200 }),
    cFilePath: file('文件', { required: true }),
    fFileSize: int('文件大小(字节)', { min: 0 }),
    cDesc: textarea('文件说明', { max: 1000 }),
    fDownloadCount: int('下载次数', { readOnly: true, sortable: true }),
    fStatus: choice(ReviewStatus, { searchable: true, readOnly: true, reviewerOnly: true }),
    cCreateUserName: joined('上传人', { via: CREATOR, field: 'cRealName' }),
    tCreateDate: created(),
  },
  auth: true,
  // The seminar's own: an in-school seminar's files and papers are that school's, like the seminar.
  rows: { parent: { field: 'cCloudSeminarId', entity: 'CloudSeminar' } },
  grants: { write: LECTURERS },
  defaultSort: { field: 'tCreateDate', order: 'desc' },
  actions: (self) => [
    {
      // A GET although it writes: the spec names it so (SPEC §7.3), the console calls it before downloading.
      action: 'EditCloudSeminarTeachFileDownloadCount',
      method: 'GET',
      summary: '记录教学文件下载次数',
      kind: 'action',
      get query() {
        return self.modelQuery;
      },
      content: none,
      grants: 'authenticated',
    },
  ],
});
