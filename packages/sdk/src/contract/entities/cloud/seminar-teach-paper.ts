import { defineEntity } from '../../entity.js';
import { ReviewStatus } from '../../enums.js';
import { choice, created, file, id, joined, ref, text, textarea } from '../../field.js';
import { LECTURERS } from './lecture-area.js';

export const CloudSeminarTeachPaper = defineEntity({
  name: 'CloudSeminarTeachPaper',
  label: '研讨会教学论文',
  api: 'internship',
  key: 'cCloudSeminarTeachPaperId',
  title: 'cPaperTitle',
  fields: {
    cCloudSeminarTeachPaperId: id(),
    cCloudSeminarId: ref('研讨会', 'CloudSeminar', { required: true, searchable: true }),
    cTitle: joined('研讨会'),
    cPaperTitle: text('论文题目', { required: true, searchable: true, sortable: true, max: 200 }),
    cAuthor: text('作者', { required: true, searchable: true, max: 100 }),
    cKeywords: text('关键词', { max: 200 }),
    cAbstract: textarea('摘要', { max: 2000 }),
    cFilePath: file('论文文件', { required: true }),
    fStatus: choice(ReviewStatus, { searchable: true, readOnly: true, reviewerOnly: true }),
    tCreateDate: created(),
  },
  auth: true,
  // The seminar's own: an in-school seminar's files and papers are that school's, like the seminar.
  rows: { parent: { field: 'cCloudSeminarId', entity: 'CloudSeminar' } },
  grants: { write: LECTURERS },
  defaultSort: { field: 'tCreateDate', order: 'desc' },
});
