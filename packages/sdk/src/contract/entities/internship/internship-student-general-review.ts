import { z } from 'zod';
import { defineEntity } from '../../entity.js';
import { OverallEvaluationStatus, ScoreGrade } from '../../enums.js';
import { choice, created, dateTime, decimal, id, joined, ref, textarea } from '../../field.js';
import { STAFF } from '../../roles.js';
import { idValue } from '../../wire.js';
import { download, RECORD_REVIEWERS, studentRecordFields, studentRecordRows } from './shared.js';

/** A student's overall review on one template (the review dialog has one tab per template). */
export const InternshipStudentGeneralReview = defineEntity({
  name: 'InternshipStudentGeneralReview',
  label: '总体评价',
  api: 'internship',
  key: 'fInternshipStudentGeneralReviewId',
  title: 'cRealName',
  fields: {
    fInternshipStudentGeneralReviewId: id(),
    ...studentRecordFields(),
    fTemplateInfoId: ref('评价模板', 'TemplateInfo', { required: true, searchable: true }),
    cTemplateName: joined('评价模板'),
    fStatus: choice(OverallEvaluationStatus, { searchable: true, reviewerOnly: true }),
    fGrade: choice(ScoreGrade, { label: '评价等级', searchable: true, reviewerOnly: true }),
    fScore: decimal('评分', { min: 0, sortable: true, reviewerOnly: true }),
    cDesc: textarea('评语', { max: 2000, reviewerOnly: true }),
    fReviewUserId: ref('评价人', 'AppUser', { readOnly: true }),
    cReviewUserName: joined('评价人', { via: 'fReviewUserId', field: 'cRealName' }),
    tReviewDate: dateTime('评价时间', { readOnly: true, sortable: true, range: true }),
    tCreateDate: created(),
  },
  rows: studentRecordRows,
  grants: { write: RECORD_REVIEWERS, audit: RECORD_REVIEWERS },
  defaultSort: { field: 'tCreateDate', order: 'desc' },
  actions: () => [
    download({
      action: 'ExportInternshipStudentGeneralReviewGrade',
      summary: '导出总体评价成绩',
      // Without student ids the whole course is exported.
      get body() {
        return z.object({
          fInternshipInfoId: idValue,
          fInternshipStudentIds: z.array(idValue).max(1000, '一次最多操作1000条数据').optional(),
        });
      },
      grants: STAFF,
    }),
  ],
});
