import { z } from 'zod';
import { defineEntity } from '../../entity.js';
import { choice, created, date, dateTime, file, id, ref, text, textarea } from '../../field.js';
import { ADMINS } from '../../roles.js';
import { idValue } from '../../wire.js';
import { studentRecordFields, studentRecordRows } from '../internship/shared.js';
import { AgreementStatus } from './enums.js';
import { reviewAction, reviewFields } from './review.js';

/*
 * 三方协议 (issue 30, part 1): the agreement of school, company and student that must be signed before the
 * student starts, one row per 实习学生. The student (or a tutor) uploads the signed scan; the school reviews it.
 * The server refuses to set a student to 实习阶段 unless the agreement is 已签 and 已通过, or the school admin
 * recorded an exception with its reason (ExemptInternshipAgreement), which the row then shows.
 */

const stored = { readOnly: true } as const;

export const InternshipAgreement = defineEntity({
  name: 'InternshipAgreement',
  label: '三方协议',
  api: 'internship',
  key: 'fInternshipAgreementId',
  title: 'cRealName',
  referenceServerOnly: true,
  fields: {
    fInternshipAgreementId: id(),
    ...studentRecordFields(),
    fSchoolId: ref('学校', 'School', stored),
    cSchoolParty: text('学校（甲方）', { required: true, max: 100 }),
    cCompanyParty: text('实习单位（乙方）', { required: true, searchable: true, max: 100 }),
    cStudentParty: text('学生（丙方）', { required: true, max: 50 }),
    fAgreementStatus: choice(AgreementStatus, { required: true, searchable: true }),
    tSignedDate: date('签订日期', { sortable: true, range: true }),
    cAgreementFile: file('协议文件', { column: false }),
    ...reviewFields(),
    cExemptReason: textarea('未签协议例外原因', { ...stored, max: 200, column: true }),
    fExemptUserId: ref('例外登记人账号', 'AppUser', stored),
    tExemptDate: dateTime('例外登记时间', stored),
    tCreateDate: created(),
  },
  unique: [{ field: 'fInternshipStudentId' }],
  rows: studentRecordRows,
  grants: { read: 'authenticated', write: [...ADMINS, 'teacher', 'student'] },
  defaultSort: { field: 'tCreateDate', order: 'desc' },
  actions: (self) => [
    reviewAction('InternshipAgreement', 'fInternshipAgreementId', self.row),
    {
      action: 'ExemptInternshipAgreement',
      summary: '登记未签协议例外',
      // Creates the student's agreement row as 未签 when there is none yet.
      get body() {
        return z.object({
          fInternshipStudentId: idValue,
          cExemptReason: z.string().trim().min(1, '请填写例外原因').max(200, '例外原因不能超过200个字符'),
        });
      },
      get content() {
        return self.row;
      },
      grants: ['schoolAdmin'],
    },
  ],
});
