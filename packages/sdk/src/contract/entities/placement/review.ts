import { z } from 'zod';
import type { ActionInput } from '../../entity.js';
import { choice, dateTime, joined, ref, textarea } from '../../field.js';
import { ADMINS } from '../../roles.js';
import { idValue } from '../../wire.js';
import { PlacementReview } from './enums.js';

/*
 * The school's check of a record a student or tutor uploads (an agreement, a policy): the review fields both
 * records carry, written only by the review action, and that action. The server sets a record back to 待审核
 * whenever its content changes after a review, so a passed record is always the one that was checked.
 */

const stored = { readOnly: true } as const;

export const reviewFields = () => ({
  fReviewStatus: choice(PlacementReview, { ...stored, searchable: true }),
  cReviewNote: textarea('审核意见', { ...stored, max: 200, column: true }),
  fReviewUserId: ref('审核人账号', 'AppUser', stored),
  cReviewName: joined('审核人', { via: 'fReviewUserId', field: 'cRealName' }),
  tReviewDate: dateTime('审核时间', { ...stored, sortable: true }),
});

/** `Review{entity}`: 通过 or 退回 (a return needs its reason), by the school. */
export const reviewAction = (entity: string, key: string, row: z.ZodType): ActionInput => ({
  action: `Review${entity}`,
  summary: '审核',
  get body() {
    return z
      .object({
        [key]: idValue,
        fReviewStatus: z.union([z.literal(PlacementReview.passed), z.literal(PlacementReview.returned)], {
          error: '审核结果只能为通过或退回',
        }),
        cReviewNote: z.string().trim().max(200, '审核意见不能超过200个字符').optional(),
      })
      .refine((b) => b.fReviewStatus !== PlacementReview.returned || Boolean(b.cReviewNote), {
        message: '退回时请填写审核意见',
        path: ['cReviewNote'],
      });
  },
  content: row,
  grants: ADMINS,
});
