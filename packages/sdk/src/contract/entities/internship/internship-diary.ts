import { defineEntity } from '../../entity.js';
import { MaterialStatus } from '../../enums.js';
import { choice, created, date, id, int, joined, ref, text, textarea } from '../../field.js';
import { lateDaysField } from '../../late-work.js';
import { qualified } from '../../operation.js';
import { EVERYONE } from '../../roles.js';
import { idsBody } from '../../wire.js';
import { diaryAwaitingParam, diaryReviewFields } from './diary-review.js';
import { diaryWireParams } from './diary-wire.js';
import {
  download,
  RECORD_REVIEWERS,
  REVIEW_VERDICTS,
  studentRecordFields,
  studentRecordRows,
} from './shared.js';

export const InternshipDiary = defineEntity({
  name: 'InternshipDiary',
  label: '实习日志',
  api: 'internship',
  key: 'fInternshipDiaryId',
  title: 'cDiaryName',
  fields: {
    fInternshipDiaryId: id(),
    ...studentRecordFields(),
    fTemplateInfoId: ref('日志模板', 'TemplateInfo'),
    cTemplateName: joined('日志模板'),
    // The production back end's name for a diary's title (cDiaryName in its lists and in its one-call save).
    cDiaryName: text('日志标题', { required: true, searchable: true, sortable: true, max: 100 }),
    tDiaryDate: date('日志日期', { required: true, sortable: true, range: true }),
    // Counted by the server from the course's start (week 1 its first seven days), never by the writer.
    fWeek: int('实习周次', { readOnly: true, searchable: true, sortable: true }),
    // Days past the school's 日志补交期限 when handed in (late-work.ts); 0 within it.
    fLateDays: lateDaysField(),
    fStatus: choice(MaterialStatus, { label: '日志状态', searchable: true, reviewerOnly: REVIEW_VERDICTS }),
    cComment: textarea('导师批阅', { max: 2000, reviewerOnly: true }),
    // Each tutor's own verdict and comment when the student has both kinds (diary-review.ts).
    ...diaryReviewFields(),
    tCreateDate: created(),
  },
  rows: studentRecordRows,
  // Students write their own diaries; tutors write their comments on them.
  grants: { write: EVERYONE, audit: RECORD_REVIEWERS },
  defaultSort: { field: 'tDiaryDate', order: 'desc' },
  // The production diary page sends these with the course and the student; the course and student already
  // say whose diaries, so the reference server accepts them without narrowing the list by them.
  pageQuery: { ...diaryWireParams, ...diaryAwaitingParam },
  actions: () => [
    download({ action: 'BatchDownloadInternshipDiary', summary: '批量下载实习日志', body: idsBody }),
    download({
      name: qualified('InternshipDiary', 'PackageInternshipDiary'),
      action: 'PackageInternshipDiary',
      path: '/api/InternshipDiary/PackageInternshipDiary',
      summary: '打包实习日志',
      body: idsBody,
    }),
  ],
});
