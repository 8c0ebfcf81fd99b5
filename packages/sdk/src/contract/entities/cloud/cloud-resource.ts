import { defineEntity } from '../../entity.js';
import { ResourceType, ReviewStatus } from '../../enums.js';
import { choice, created, file, image, int, joined, ref, text, textarea, uid } from '../../field.js';

/** The cloud resource library (/practice/cloud-resource): files schools share after review. */
export const CloudResource = defineEntity({
  name: 'CloudResource',
  label: '云资源',
  api: 'internship',
  key: 'cCloudResourceId',
  title: 'cResourceName',
  fields: {
    cCloudResourceId: uid(),
    cResourceName: text('资源名称', { required: true, searchable: true, sortable: true, max: 200 }),
    fResourceType: choice(ResourceType, { required: true, searchable: true }),
    fSchoolId: ref('所属学校', 'School', { searchable: true }),
    cSchoolName: joined('所属学校'),
    cFilePath: file('资源文件', { required: true }),
    cCover: image('封面图片'),
    fFileSize: int('文件大小(字节)'),
    cDesc: textarea('资源简介', { max: 2000 }),
    fDownloadCount: int('下载次数', { readOnly: true, sortable: true }),
    fStatus: choice(ReviewStatus, { searchable: true, readOnly: true }),
    cCreateUserName: joined('上传人'),
    tCreateDate: created(),
  },
  auth: true,
  // Reviewed resources are shared across schools; the school column says whose staff manage a row.
  rows: { shared: true, school: 'fSchoolId' },
  grants: { write: ['platformAdmin', 'schoolAdmin', 'teacher'] },
  defaultSort: { field: 'tCreateDate', order: 'desc' },
});
