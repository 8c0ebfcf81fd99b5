import { defineEntity } from '../../entity.js';
import { created, id, int, joined, ref, text } from '../../field.js';

export const Class = defineEntity({
  name: 'Class',
  label: '班级',
  api: 'internship',
  key: 'fClassId',
  title: 'cClassName',
  fields: {
    fClassId: id(),
    fSchoolId: ref('学校', 'School', { required: true, searchable: true }),
    cSchoolName: joined('学校'),
    cClassName: text('班级名称', { required: true, searchable: true, sortable: true, max: 100 }),
    cMajor: text('专业', { searchable: true, max: 100 }),
    fGrade: int('年级', { searchable: true, sortable: true }),
    cHeadTeacher: text('班主任', { max: 50 }),
    tCreateDate: created(),
  },
  rows: { school: 'fSchoolId' },
  // Imports name a student's class by its name within the school.
  unique: [{ field: 'cClassName', within: 'fSchoolId' }],
  defaultSort: { field: 'tCreateDate', order: 'desc' },
});
