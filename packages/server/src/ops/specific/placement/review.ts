import { AgreementStatus, PlacementReview } from '@practice/sdk/contract';
import { nowText } from '../../../db/dates.js';
import type { Row } from '../../../db/driver.js';
import { tableOf } from '../../../db/tables.js';
import { refused } from '../../../http/errors.js';
import { signedIn } from '../../context.js';
import { onRow } from '../../declared.js';
import { visibleRow } from '../../rows.js';
import { insertRow } from '../../write.js';
import { textOf } from '../internship/today/own-rows.js';
import { assertKeepsStart, startIfReady } from './start-rule.js';

/*
 * The school's side of 三方协议 and 实习保险: 通过 or 退回 an upload (退回 with its reason, the contract's
 * schema), and the school admin's exception for a student who starts before the agreement is signed. Both
 * load the row through the caller's write scope, so another school's admin is refused the row itself.
 */

type ReviewBody = { fReviewStatus: number; cReviewNote?: string };

/** Only a signed agreement with its scan can pass: the school checks the scan. */
const agreementPassRefusal = (row: Row, verdict: number) => {
  if (verdict !== PlacementReview.passed) return undefined;
  if (Number(row.fAgreementStatus) !== AgreementStatus.signed) return '协议状态不是已签，不能审核通过';
  if (!textOf(row.cAgreementFile)) return '尚未上传协议文件，不能审核通过';
  return undefined;
};

function reviewHandler(entity: 'InternshipAgreement' | 'InternshipInsurance') {
  const t = tableOf(entity);
  return onRow({
    target: { entity, key: ({ body }) => (body as Row)[t.key], access: 'write', lock: true },
    work: async (a, { body }, row) => {
      const me = signedIn(a);
      const { fReviewStatus, cReviewNote } = body as ReviewBody;
      const refusal = entity === 'InternshipAgreement' ? agreementPassRefusal(row, fReviewStatus) : undefined;
      if (refusal) throw refused(refusal);
      if (entity === 'InternshipAgreement')
        await assertKeepsStart(a.q, row.fInternshipStudentId, { ...row, fReviewStatus });
      await a.q.query(
        `update "${t.name}" set "fReviewStatus" = $2, "cReviewNote" = $3, "fReviewUserId" = $4, "tReviewDate" = $5
          where "${t.key}" = $1`,
        [row[t.key], fReviewStatus, cReviewNote || null, me.userId, nowText()],
      );
      if (entity === 'InternshipAgreement') await startIfReady(a.q, row.fInternshipStudentId);
      return visibleRow(a.q, t, null, row[t.key]);
    },
  });
}

type ExemptBody = { fInternshipStudentId: string; cExemptReason: string };

/**
 * 登记未签协议例外: the reason, who and when go on the student's agreement, made as 未签 when there is none
 * (the parties as the roster knows them), and a student waiting in a running course starts.
 */
const exempt = onRow({
  target: {
    entity: 'InternshipStudent',
    key: ({ body }) => (body as ExemptBody).fInternshipStudentId,
    access: 'write',
    lock: true,
  },
  work: async (a, { body }, student) => {
    const me = signedIn(a);
    const t = tableOf('InternshipAgreement');
    const { cExemptReason } = body as ExemptBody;
    const exemption = { cExemptReason, fExemptUserId: me.userId, tExemptDate: nowText() };
    const [found] = await a.q.query(
      `select "fInternshipAgreementId" from "InternshipAgreement" where "fInternshipStudentId" = $1 for update`,
      [student.fInternshipStudentId],
    );
    let id = found?.fInternshipAgreementId;
    if (id) {
      await a.q.query(
        `update "InternshipAgreement" set "cExemptReason" = $2, "fExemptUserId" = $3, "tExemptDate" = $4
          where "fInternshipAgreementId" = $1`,
        [id, exemption.cExemptReason, exemption.fExemptUserId, exemption.tExemptDate],
      );
    } else {
      const [course] = await a.q.query(
        `select i."fInternshipInfoId", i."fSchoolId", k."cSchoolName" from "InternshipInfo" i
           left join "School" k on k."fSchoolId" = i."fSchoolId" where i."fInternshipInfoId" = $1`,
        [student.fInternshipInfoId],
      );
      const now = nowText();
      id = await insertRow(a.q, t, {
        fInternshipInfoId: student.fInternshipInfoId,
        fInternshipStudentId: student.fInternshipStudentId,
        fStudentUserId: student.fUserId ?? null,
        fSchoolId: course?.fSchoolId ?? null,
        cSchoolParty: textOf(course?.cSchoolName) || '学校',
        cCompanyParty: textOf(student.cCompanyName) || '实习单位待定',
        cStudentParty: textOf(student.cRealName),
        fAgreementStatus: AgreementStatus.unsigned,
        fReviewStatus: PlacementReview.pending,
        ...exemption,
        tCreateDate: now,
        fCreateUserId: me.userId,
      });
    }
    await startIfReady(a.q, student.fInternshipStudentId);
    return visibleRow(a.q, t, null, id);
  },
});

export const reviewHandlers = {
  ReviewInternshipAgreement: reviewHandler('InternshipAgreement'),
  ReviewInternshipInsurance: reviewHandler('InternshipInsurance'),
  ExemptInternshipAgreement: exempt,
};
