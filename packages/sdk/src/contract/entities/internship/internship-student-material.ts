import { defineEntity } from '../../entity.js';
import { MaterialStatus } from '../../enums.js';
import { choice, created, dateTime, id, joined, ref, textarea } from '../../field.js';
import { EVERYONE } from '../../roles.js';
import { RECORD_REVIEWERS, REVIEW_VERDICTS, studentRecordFields, studentRecordRows } from './shared.js';

/** One material a student submits for a course (agreement, insurance, ...), its form given by a template. */
export const InternshipStudentMaterial = defineEntity({
  name: 'InternshipStudentMaterial',
  label: '实习材料',
  api: 'internship',
  key: 'fInternshipStudentMaterialId',
  title: 'cTemplateName',
  fields: {
    fInternshipStudentMaterialId: id(),
    ...studentRecordFields(),
    fTemplateInfoId: ref('材料模板', 'TemplateInfo', { required: true, searchable: true }),
    cTemplateName: joined('材料名称'),
    fStatus: choice(MaterialStatus, { searchable: true, reviewerOnly: REVIEW_VERDICTS }),
    cAuditDesc: textarea('审核意见', { max: 1000, reviewerOnly: true }),
    tSubmitDate: dateTime('提交时间', { readOnly: true, sortable: true, range: true }),
    tCreateDate: created(),
  },
  rows: studentRecordRows,
  // Students submit; tutors set the review status and opinion.
  grants: { write: EVERYONE, audit: RECORD_REVIEWERS },
  defaultSort: { field: 'tCreateDate', order: 'desc' },
});
