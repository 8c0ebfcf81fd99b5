import { z } from 'zod';
import { OverallEvaluationStatus } from '../../enums.js';
import { qualified } from '../../operation.js';
import { idValue, none } from '../../wire.js';
import { RECORD_REVIEWERS } from './shared.js';
import { templateValueEntity } from './template-values.js';

/** Template and template-item ids as the dictionary's keys. */
const numericKey = idValue;

/**
 * The review dialog's submission (SPEC §3): bodyDictionary keyed by template-info id, each with its status,
 * comment and the form values keyed by template-item id (the form's _id keys already remapped). Entries
 * are loose because the console also carries the arguments it fetched the template with.
 */
const reviewListBody = z.object({
  fInternshipStudentId: idValue,
  bodyDictionary: z.record(
    numericKey,
    z
      .object({
        fStatus: OverallEvaluationStatus.schema.optional(),
        cDesc: z.string().trim().max(2000, '长度不能超过2000个字符').nullish(),
        items: z.record(numericKey, z.string().max(4000, '长度不能超过4000个字符')),
      })
      .loose(),
  ),
});

export const InternshipStudentGeneralReviewItem = templateValueEntity({
  name: 'InternshipStudentGeneralReviewItem',
  label: '总体评价项',
  key: 'fInternshipStudentGeneralReviewItemId',
  parent: {
    key: 'fInternshipStudentGeneralReviewId',
    label: '总体评价',
    entity: 'InternshipStudentGeneralReview',
  },
  write: RECORD_REVIEWERS,
  reviewed: true,
  actions: () => [
    {
      name: qualified('InternshipStudentGeneralReviewItem', 'EditInternshipStudentGeneralReviewItemList'),
      action: 'EditInternshipStudentGeneralReviewItemList',
      summary: '保存总体评价表单',
      body: reviewListBody,
      content: none,
    },
  ],
});
