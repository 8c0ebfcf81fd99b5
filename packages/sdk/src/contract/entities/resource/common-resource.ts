import { defineEntity } from '../../entity.js';
import { ResourceType, ReviewStatus } from '../../enums.js';
import { choice, created, file, int, joined, ref, refUid, text, textarea, uid } from '../../field.js';
import { none } from '../../wire.js';

/**
 * The common resource library (/practice/common-resource). Practice and project courses copy reviewed
 * resources from it (add-common-resource), so the review gate sits here.
 */
export const CommonResource = defineEntity({
  name: 'CommonResource',
  label: '公共资源',
  api: 'internship',
  key: 'cCommonResourceId',
  title: 'cResourceName',
  fields: {
    cCommonResourceId: uid(),
    cResourceName: text('资源名称', { required: true, searchable: true, sortable: true, max: 200 }),
    fResourceType: choice(ResourceType, { required: true, searchable: true }),
    cThemeLabelId: refUid('主题标签', 'ThemeLabel', { searchable: true }),
    cThemeLabelName: joined('主题标签'),
    cResourceLabelId: refUid('资源标签', 'ResourceLabel', { searchable: true }),
    cResourceLabelName: joined('资源标签'),
    fSchoolId: ref('所属学校', 'School', { searchable: true }),
    cSchoolName: joined('所属学校'),
    cFilePath: file('资源文件', { required: true }),
    fFileSize: int('文件大小(字节)'),
    cDesc: textarea('资源简介', { max: 2000 }),
    fDownloadCount: int('下载次数', { readOnly: true, sortable: true }),
    fStatus: choice(ReviewStatus, { searchable: true, readOnly: true }),
    cCreateUserName: joined('上传人'),
    tCreateDate: created(),
  },
  auth: true,
  // Shared across schools once reviewed; the school column says whose staff manage a row.
  rows: { shared: true, school: 'fSchoolId' },
  grants: { write: ['platformAdmin', 'schoolAdmin', 'teacher'] },
  defaultSort: { field: 'tCreateDate', order: 'desc' },
  actions: (self) => [
    {
      // Any reader who downloads counts a download, hence not limited to writers.
      action: 'AddCommonResourceDownloadCount',
      summary: '记录公共资源下载次数',
      kind: 'action',
      body: self.modelQuery,
      content: none,
      grants: 'authenticated',
    },
  ],
});
