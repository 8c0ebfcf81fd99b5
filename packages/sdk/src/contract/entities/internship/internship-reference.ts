import { z } from 'zod';
import { defineEntity } from '../../entity.js';
import { CREATOR, created, file, id, int, joined, ref, text, textarea } from '../../field.js';
import { qualified } from '../../operation.js';
import { ADMINS } from '../../roles.js';
import { idValue, none } from '../../wire.js';

export const InternshipReference = defineEntity({
  name: 'InternshipReference',
  label: '参考资料',
  api: 'internship',
  key: 'fInternshipReferenceId',
  title: 'cFileName',
  fields: {
    fInternshipReferenceId: id(),
    fInternshipInfoId: ref('实习课程', 'InternshipInfo', { required: true, searchable: true }),
    cInternshipName: joined('实习课程'),
    fInternshipReferenceDirectoryId: ref('所属目录', 'InternshipReferenceDirectory', { searchable: true }),
    cDirectoryName: joined('所属目录'),
    cFileName: text('资料名称', { required: true, searchable: true, sortable: true, max: 200 }),
    cFilePath: file('资料文件', { required: true }),
    fFileSize: int('文件大小（字节）', { min: 0, sortable: true }),
    fDownloadCount: int('下载次数', { readOnly: true, sortable: true }),
    cDesc: textarea('资料说明', { max: 1000 }),
    cCreateUserName: joined('上传人', { via: CREATOR, field: 'cRealName' }),
    tCreateDate: created(),
  },
  rows: { course: { field: 'fInternshipInfoId', entity: 'InternshipInfo' } },
  grants: { write: [...ADMINS, 'teacher'] },
  defaultSort: { field: 'tCreateDate', order: 'desc' },
  actions: () => [
    {
      // Qualified: a bare UpdateDownloadCount says nothing about what was downloaded.
      name: qualified('InternshipReference', 'UpdateDownloadCount'),
      action: 'UpdateDownloadCount',
      kind: 'action',
      summary: '记录参考资料下载次数',
      get body() {
        return z.object({ fInternshipReferenceId: idValue });
      },
      content: none,
      grants: 'authenticated',
    },
  ],
});
