import { defineEntity } from '../../entity.js';
import { created, id, image, location, phone, text, textarea } from '../../field.js';

export const School = defineEntity({
  name: 'School',
  label: '学校',
  api: 'internship',
  key: 'fSchoolId',
  title: 'cSchoolName',
  fields: {
    fSchoolId: id(),
    cSchoolName: text('学校名称', { required: true, searchable: true, sortable: true, max: 100 }),
    cSchoolCode: text('学校识别码', { required: true, searchable: true, sortable: true, max: 32 }),
    cShortName: text('学校简称', { max: 50 }),
    cLogo: image('校徽'),
    cAddress: location('学校地址'),
    cContact: text('联系人', { max: 50 }),
    cMobile: phone('联系电话'),
    cDesc: textarea('学校简介'),
    tCreateDate: created(),
  },
  rows: { school: 'fSchoolId' },
  grants: { write: ['platformAdmin'] },
  // The code is how imports name a school, and the name its folder of stored files.
  unique: [{ field: 'cSchoolCode' }, { field: 'cSchoolName' }],
  defaultSort: { field: 'tCreateDate', order: 'desc' },
});
