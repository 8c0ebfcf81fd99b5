import { z } from 'zod';
import { defineEntity } from '../../entity.js';
import { ScoreGrade, SummaryStatus } from '../../enums.js';
import { choice, created, dateTime, file, id, joined, ref, richText, text, textarea } from '../../field.js';
import { lateDaysField } from '../../late-work.js';
import { EVERYONE } from '../../roles.js';
import { idValue, none } from '../../wire.js';
import { RECORD_REVIEWERS, studentRecordFields, studentRecordRows } from './shared.js';

export const InternshipSummary = defineEntity({
  name: 'InternshipSummary',
  label: '实习总结',
  api: 'internship',
  key: 'fInternshipSummaryId',
  title: 'cTitle',
  fields: {
    fInternshipSummaryId: id(),
    ...studentRecordFields(),
    fInternshipSummaryTaskId: ref('总结任务', 'InternshipSummaryTask', { required: true, searchable: true }),
    cTaskName: joined('总结任务'),
    cTitle: text('总结标题', { required: true, searchable: true, sortable: true, max: 100 }),
    cContent: richText('总结内容'),
    cFilePath: file('总结附件'),
    fStatus: choice(SummaryStatus, { searchable: true, readOnly: true }),
    // Grade and comment change only through GiveInternshipSummaryGrade, so a student cannot grade themself.
    fGrade: choice(ScoreGrade, { label: '成绩等级', searchable: true, readOnly: true, reviewerOnly: true }),
    cComment: textarea('导师评语', { max: 2000, readOnly: true, reviewerOnly: true }),
    tSubmitDate: dateTime('提交时间', { readOnly: true, sortable: true, range: true }),
    fLateDays: lateDaysField(),
    tCreateDate: created(),
  },
  rows: studentRecordRows,
  grants: { write: EVERYONE, audit: RECORD_REVIEWERS },
  defaultSort: { field: 'tCreateDate', order: 'desc' },
  actions: (self) => [
    {
      action: 'GiveInternshipSummaryGrade',
      summary: '评定实习总结成绩',
      get body() {
        return z.object({
          fInternshipSummaryId: idValue,
          fGrade: ScoreGrade.schema,
          cComment: z.string().trim().max(2000, '长度不能超过2000个字符').nullish(),
        });
      },
      content: none,
      grants: RECORD_REVIEWERS,
    },
    {
      action: 'UpdateInternshipSummaryFile',
      summary: '更新实习总结附件',
      get body() {
        return self.row.extend({ cFilePath: z.string().trim().min(1, '请上传文件').max(1000) });
      },
      content: none,
    },
  ],
});
