import { defineEntity } from '../../entity.js';
import { CREATOR, created, date, file, id, joined, ref, richText, text } from '../../field.js';
import { ADMINS, TUTORS } from '../../roles.js';

/** A summary the tutor asks the students of a course to hand in, with its deadline. */
export const InternshipSummaryTask = defineEntity({
  name: 'InternshipSummaryTask',
  label: '总结任务',
  api: 'internship',
  key: 'fInternshipSummaryTaskId',
  title: 'cTaskName',
  fields: {
    fInternshipSummaryTaskId: id(),
    fInternshipInfoId: ref('实习课程', 'InternshipInfo', { required: true, searchable: true }),
    cInternshipName: joined('实习课程'),
    cTaskName: text('任务名称', { required: true, searchable: true, sortable: true, max: 100 }),
    cRequirement: richText('任务要求'),
    cFilePath: file('任务附件'),
    tStartDate: date('开始日期', { sortable: true }),
    tEndDate: date('截止日期', { required: true, sortable: true, range: true }),
    cCreateUserName: joined('发布人', { via: CREATOR, field: 'cRealName' }),
    tCreateDate: created(),
  },
  dateOrder: [{ start: 'tStartDate', end: 'tEndDate' }],
  rows: { course: { field: 'fInternshipInfoId', entity: 'InternshipInfo' } },
  grants: { write: [...ADMINS, ...TUTORS] },
  defaultSort: { field: 'tCreateDate', order: 'desc' },
});
