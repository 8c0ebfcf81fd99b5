import { z } from 'zod';
import { defineEntity } from '../../entity.js';
import { created, date, file, id, ref, text } from '../../field.js';
import { ADMINS } from '../../roles.js';
import { idValue } from '../../wire.js';
import { studentRecordFields, studentRecordRows } from '../internship/shared.js';
import { reviewAction, reviewFields } from './review.js';

/*
 * 实习责任保险 (issue 30, part 1): a student's policy, reviewed by the school. A student may hold several
 * over an internship (a renewal); the student counts as insured on a day a passed policy covers. Schools
 * usually buy one group policy and import its list of insured students from the insurer's Excel.
 */

/** A bad row of a refused import: its spreadsheet row, the column and what is wrong, in Chinese. */
export const importedPolicyError = z.object({
  row: z.number().int(),
  field: z.string().optional(),
  message: z.string(),
});
/** A row a dry run would import, as the preview step shows it. */
export const importedPolicyPreview = z.object({
  row: z.number().int(),
  cNumber: z.string(),
  cRealName: z.string(),
  cInsurer: z.string(),
  cPolicyNumber: z.string(),
  tStartDate: z.string(),
  tEndDate: z.string(),
});

export const InternshipInsurance = defineEntity({
  name: 'InternshipInsurance',
  label: '实习保险',
  api: 'internship',
  key: 'fInternshipInsuranceId',
  title: 'cPolicyNumber',
  referenceServerOnly: true,
  fields: {
    fInternshipInsuranceId: id(),
    ...studentRecordFields(),
    fSchoolId: ref('学校', 'School', { readOnly: true }),
    cInsurer: text('保险公司', { required: true, searchable: true, max: 100 }),
    cPolicyNumber: text('保单号', { required: true, searchable: true, max: 50 }),
    tStartDate: date('保险开始日期', { required: true, sortable: true }),
    tEndDate: date('保险结束日期', { required: true, sortable: true }),
    cPolicyFile: file('保单文件', { column: false }),
    ...reviewFields(),
    tCreateDate: created(),
  },
  dateOrder: [{ start: 'tStartDate', end: 'tEndDate' }],
  // A group policy covers many students: the number is unique per student, not overall.
  unique: [{ field: 'cPolicyNumber', within: 'fInternshipStudentId' }],
  rows: studentRecordRows,
  grants: { read: 'authenticated', write: [...ADMINS, 'teacher', 'student'] },
  defaultSort: { field: 'tCreateDate', order: 'desc' },
  actions: (self) => [
    reviewAction('InternshipInsurance', 'fInternshipInsuranceId', self.row),
    {
      action: 'ImportInternshipInsurance',
      kind: 'upload',
      summary: '导入保单',
      multipart: { field: 'file' },
      // Columns 学号, 姓名, 保险公司, 保单号, 保险开始日期, 保险结束日期. All rows or none: a file with any bad
      // row writes nothing and is refused (400) with every bad row in its Content's errors; dryRun checks without writing and
      // answers the rows it would import (the preview step). Imported policies count as reviewed by the importer.
      get query() {
        return z.object({ fInternshipInfoId: idValue, dryRun: z.stringbool().optional() });
      },
      get content() {
        return z.object({
          imported: z.number().int(),
          errors: z.array(importedPolicyError),
          preview: z.array(importedPolicyPreview).optional(),
        });
      },
      grants: ADMINS,
    },
  ],
});
