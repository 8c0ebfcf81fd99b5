import { ReviewStatus } from '../../enums.js';
import { CREATOR, choice, created, file, int, joined, ref, textarea } from '../../field.js';

/**
 * Fields and policy of a file that staff upload, admins review, and every school then shares: the common
 * resource library and the cloud resource library are both this.
 */
export const sharedFileFields = () => ({
  fSchoolId: ref('所属学校', 'School', { searchable: true }),
  cSchoolName: joined('所属学校'),
  cFilePath: file('资源文件', { required: true }),
  fFileSize: int('文件大小(字节)', { min: 0 }),
  cDesc: textarea('资源简介', { max: 2000 }),
  fDownloadCount: int('下载次数', { readOnly: true, sortable: true }),
  fStatus: choice(ReviewStatus, { searchable: true, readOnly: true, reviewerOnly: true }),
  cCreateUserName: joined('上传人', { via: CREATOR, field: 'cRealName' }),
  tCreateDate: created(),
});

export const sharedFilePolicy = {
  auth: true,
  // Shared across schools once reviewed; the school column says whose staff manage a row.
  rows: { shared: true, school: 'fSchoolId' },
  grants: { write: ['platformAdmin', 'schoolAdmin', 'teacher'] },
  defaultSort: { field: 'tCreateDate', order: 'desc' },
} as const;
