import { defineEntity } from '../../entity.js';
import { created, id, int, joined, ref, text } from '../../field.js';
import { ADMINS } from '../../roles.js';

/** Folders of reference documents; kept per school, the scope the tree panel's school selector offers. */
export const InternshipReferenceDirectory = defineEntity({
  name: 'InternshipReferenceDirectory',
  label: '参考资料目录',
  api: 'internship',
  key: 'fInternshipReferenceDirectoryId',
  title: 'cDirectoryName',
  fields: {
    fInternshipReferenceDirectoryId: id(),
    fSchoolId: ref('学校', 'School', { required: true, searchable: true }),
    cSchoolName: joined('学校'),
    fParentId: ref('上级目录', 'InternshipReferenceDirectory'),
    cDirectoryName: text('目录名称', { required: true, searchable: true, sortable: true, max: 100 }),
    fSort: int('排序', { sortable: true }),
    tCreateDate: created(),
  },
  tree: {
    action: 'GetInternshipReferenceDirectoryTreeList',
    shape: 'idName',
    parent: 'fParentId',
    text: 'cDirectoryName',
  },
  rows: { school: 'fSchoolId' },
  grants: { write: [...ADMINS, 'teacher'] },
  defaultSort: { field: 'fSort', order: 'asc' },
});
