import { z } from 'zod';
import { idValue } from '../../wire.js';

/*
 * What the production back end's own clients send about diaries (seen in a public client students wrote for
 * it): the course's template batch and the diary template's type travel with every diary call, and so do two
 * flags saying which tutors review the diaries. They arrive as query strings or JSON numbers alike.
 */

/** 0 or 1, as a query string or a number. */
export const diaryReviewFlag = z.coerce.number().int().min(0).max(1);

/** Whether a diary's fIsNeedDiaryReview1 / 2 flag says that tutor reviews it (1; 0 or absent: not). */
export const needsDiaryReview = (flag: unknown): boolean => Number(flag) === 1;

/** The template type of diaries (TemplateType 3 日志). */
export const DIARY_TEMPLATE_TYPE = 3;

/** The parameters the production diary pages carry, each optional. */
export const diaryWireParams = {
  fTemplateBatchInfoId: idValue.optional(),
  fType: z.coerce.number().int().min(1).max(6).optional(),
  fIsNeedDiaryReview1: diaryReviewFlag.optional(),
  fIsNeedDiaryReview2: diaryReviewFlag.optional(),
};

/** An answer to one diary item: text as written; a number (a production client's) is kept as its text. */
const answer = z
  .union([z.string().max(4000, '填写内容不能超过4000个字符'), z.number().transform(String)])
  .nullable();

/**
 * EditInternshipDiaryItemList: a whole diary in one body. Besides the diary's own fields, every key is a
 * diary item id (an existing diary's line) or a template item id (a line not written yet), and its value the
 * answer: date-times 'YYYY-MM-DD HH:mm:ss', a place 'name,latitude,longitude', a stored file's path.
 */
export const diaryItemListBody = z
  .object({
    // Empty or absent: a new diary.
    fInternshipDiaryId: z.union([idValue, z.literal('')]).nullish(),
    cDiaryName: z.string().trim().min(1, '请输入日志标题').max(100, '日志标题不能超过100个字符'),
    tDiaryDate: z.string().max(40).nullish(),
    fInternshipStudentId: idValue,
    fInternshipInfoId: idValue,
    // 1 submits the diary for review; anything else saves it as a draft.
    fSubmitType: z.coerce.number().int().min(0).max(1).default(0),
    ...diaryWireParams,
  })
  .catchall(answer);
