import { defineEntity } from '../../entity.js';
import { choice, created, dateTime, id, int, joined, ref, textarea } from '../../field.js';
import { DiaryReviewer, DiaryVerdict } from './diary-review.js';

/**
 * 批阅记录: a verdict a tutor gave a diary before the student handed it in again. Resubmitting clears the
 * diary's verdicts for the new round and keeps each old one here, so the student and the tutors can still
 * read what was asked for. Only the server writes these (on the resubmission); nobody edits or deletes them,
 * and they are read by whoever sees the diary.
 */
export const InternshipDiaryReview = defineEntity({
  name: 'InternshipDiaryReview',
  label: '日志批阅记录',
  api: 'internship',
  key: 'fInternshipDiaryReviewId',
  title: 'cComment',
  fields: {
    fInternshipDiaryReviewId: id(),
    fInternshipDiaryId: ref('实习日志', 'InternshipDiary', { required: true, searchable: true }),
    // The hand-in the verdict was given on: 1 the first, 2 the first resubmission ...
    fRound: int('提交轮次', { readOnly: true, min: 1, sortable: true }),
    fReviewerType: choice(DiaryReviewer, { readOnly: true, searchable: true }),
    fStatus: choice(DiaryVerdict, { readOnly: true }),
    // A tutor's comment (reviewer-only, as on the diary), kept as it was given.
    cComment: textarea('批阅意见', { readOnly: true, max: 2000, reviewerOnly: true }),
    fReviewUserId: ref('批阅人', 'AppUser', { readOnly: true }),
    cReviewUserName: joined('批阅人', { via: 'fReviewUserId', field: 'cRealName' }),
    tReviewDate: dateTime('批阅时间', { readOnly: true, sortable: true }),
    tCreateDate: created(),
  },
  ops: ['page', 'model'],
  rows: { parent: { field: 'fInternshipDiaryId', entity: 'InternshipDiary' } },
  grants: { read: 'authenticated' },
  // The latest hand-in's verdicts first.
  defaultSort: { field: 'fRound', order: 'desc' },
});
