import { defineEntity } from '../../entity.js';
import { created, dateTime, file, id, joined, ref, text, textarea } from '../../field.js';
import { ADMINS, TUTORS } from '../../roles.js';
import { studentRecordFields, studentRecordRows } from './shared.js';

/** A tutor's record of an interview with a student during the internship (interview log). */
export const InternshipInterview = defineEntity({
  name: 'InternshipInterview',
  label: '访谈记录',
  api: 'internship',
  key: 'fInternshipInterviewId',
  title: 'cTitle',
  fields: {
    fInternshipInterviewId: id(),
    ...studentRecordFields(),
    fInternshipTutorId: ref('访谈导师', 'InternshipTutor', { searchable: true }),
    cTutorName: joined('访谈导师', { via: 'fInternshipTutorId', field: 'cRealName' }),
    cTitle: text('访谈主题', { required: true, searchable: true, sortable: true, max: 100 }),
    tInterviewDate: dateTime('访谈时间', { required: true, sortable: true, range: true }),
    cInterviewWay: text('访谈方式', { max: 50 }),
    cContent: textarea('访谈内容', { required: true, max: 4000 }),
    cFilePath: file('附件'),
    tCreateDate: created(),
  },
  rows: studentRecordRows,
  grants: { write: [...ADMINS, ...TUTORS] },
  defaultSort: { field: 'tInterviewDate', order: 'desc' },
});
