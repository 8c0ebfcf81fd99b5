import { defineEntity } from '../../entity.js';
import { created, id, int, joined, ref, text } from '../../field.js';
import { personFields } from './person.js';

export const Student = defineEntity({
  name: 'Student',
  label: '学生',
  api: 'internship',
  key: 'fStudentId',
  title: 'cRealName',
  fields: {
    fStudentId: id(),
    ...personFields('学号'),
    fClassId: ref('班级', 'Class', { required: true, searchable: true }),
    cClassName: joined('班级'),
    cMajor: text('专业', { searchable: true, max: 100 }),
    fEnrollYear: int('入学年份', { searchable: true, sortable: true }),
    tCreateDate: created(),
  },
  rows: { school: 'fSchoolId', owner: 'fUserId' },
  defaultSort: { field: 'tCreateDate', order: 'desc' },
});
