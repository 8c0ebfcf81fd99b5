import { defineEntity } from '../../entity.js';
import { created, id, text } from '../../field.js';
import { personFields } from './person.js';

export const Teacher = defineEntity({
  name: 'Teacher',
  label: '教师',
  api: 'internship',
  key: 'fTeacherId',
  title: 'cRealName',
  fields: {
    fTeacherId: id(),
    ...personFields('工号'),
    cCollege: text('所在院系', { searchable: true, max: 100 }),
    cJobTitle: text('职称', { max: 50 }),
    tCreateDate: created(),
  },
  rows: { school: 'fSchoolId' },
  defaultSort: { field: 'tCreateDate', order: 'desc' },
});
