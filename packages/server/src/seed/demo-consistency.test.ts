import { templateOptions } from '@practice/sdk';
import {
  AgreementStatus,
  enums,
  isCreditCode,
  PlacementReview,
  SHEET_WRITERS,
  type SheetWriter,
} from '@practice/sdk/contract';
import { describe, expect, it } from 'vitest';
import { internshipWeek } from '../ops/specific/internship/diary-dates.js';
import { DEMO_WEEK } from './demo/clock.js';
import { demoData } from './demo.js';
import { seedIndex } from './seed-index.js';

/*
 * People, internships and templates agree with themselves the way the server would keep them: copies of a
 * parent's columns match the parent, counts match the rows counted, and forms follow their templates.
 */

const { rowsOf, rowByKey } = seedIndex(demoData());
type Row = Record<string, unknown>;
const count = (entity: string, test: (row: Row) => boolean) => rowsOf(entity).filter(test).length;

describe('schools, classes and people', () => {
  it('mirrors every class as a class node under its school node in the department tree', () => {
    for (const klass of rowsOf('Class')) {
      const nodes = rowsOf('AppDepartment').filter((d) => d.cDepartName === klass.cClassName);
      expect(nodes).toHaveLength(1);
      const parent = rowByKey('AppDepartment', nodes[0]!.fParentId)!;
      expect(nodes[0]).toMatchObject({ fDepartmentLabel: 2, fSchoolId: klass.fSchoolId });
      expect(parent).toMatchObject({ fDepartmentLabel: 1, fSchoolId: klass.fSchoolId, fParentId: null });
      expect(parent.cDepartName).toBe(rowByKey('School', klass.fSchoolId)!.cSchoolName);
    }
  });

  it.each(['Student', 'Teacher'])(
    'ties each %s row to an account with the same name, mobile, number and school',
    (entity) => {
      for (const person of rowsOf(entity)) {
        const user = rowByKey('AppUser', person.fUserId)!;
        for (const field of ['cRealName', 'cMobile', 'cNumber', 'fSchoolId', 'fSex'])
          expect(user[field]).toBe(person[field]);
        if (entity === 'Student') {
          const node = rowByKey('AppDepartment', user.fAppDepartmentId)!;
          expect(node.cDepartName).toBe(rowByKey('Class', person.fClassId)!.cClassName);
          expect(user.fUserLabel).toBe(2);
        }
      }
    },
  );
});

describe('internship', () => {
  it('links each internship student to the account with the same mobile, in a class of the course school', () => {
    for (const s of rowsOf('InternshipStudent')) {
      const user = rowByKey('AppUser', s.fUserId)!;
      expect([user.cMobile, user.cRealName]).toEqual([s.cMobile, s.cRealName]);
      const course = rowByKey('InternshipInfo', s.fInternshipInfoId)!;
      expect(rowByKey('Class', s.fClassId)!.fSchoolId).toBe(course.fSchoolId);
      if (s.fCompanyId) expect(rowByKey('Company', s.fCompanyId)!.cCompanyName).toBe(s.cCompanyName);
    }
  });

  it('binds tutors to students of their own course, once, and counts them', () => {
    const pairs = rowsOf('InternshipTutorStudent').map(
      (b) => `${b.fInternshipTutorId}-${b.fInternshipStudentId}`,
    );
    expect(new Set(pairs).size).toBe(pairs.length);
    for (const b of rowsOf('InternshipTutorStudent')) {
      expect(rowByKey('InternshipTutor', b.fInternshipTutorId)!.fInternshipInfoId).toBe(b.fInternshipInfoId);
      expect(rowByKey('InternshipStudent', b.fInternshipStudentId)!.fInternshipInfoId).toBe(
        b.fInternshipInfoId,
      );
    }
    for (const t of rowsOf('InternshipTutor')) {
      expect(t.fStudentCount).toBe(
        count('InternshipTutorStudent', (b) => b.fInternshipTutorId === t.fInternshipTutorId),
      );
      if (t.fType === 2) expect(rowByKey('Company', t.fCompanyId)!.cCompanyName).toBe(t.cCompanyName);
    }
  });

  const records = [
    'InternshipDiary',
    'InternshipSummary',
    'InternshipStudentGeneralReview',
    'InternshipStudentMaterial',
    'InternshipInterview',
    'InternshipPlacement',
    'InternshipAgreement',
    'InternshipInsurance',
  ];
  it.each(records)('copies course and owner of %s from the internship student', (entity) => {
    for (const r of rowsOf(entity)) {
      const s = rowByKey('InternshipStudent', r.fInternshipStudentId)!;
      expect([r.fInternshipInfoId, r.fStudentUserId]).toEqual([s.fInternshipInfoId, s.fUserId]);
    }
  });

  const items = [
    ['InternshipDiaryItem', 'InternshipDiary', 'fInternshipDiaryId'],
    [
      'InternshipStudentGeneralReviewItem',
      'InternshipStudentGeneralReview',
      'fInternshipStudentGeneralReviewId',
    ],
    ['InternshipStudentMaterialItem', 'InternshipStudentMaterial', 'fInternshipStudentMaterialId'],
  ] as const;
  it.each(items)('fills %s from the template of its %s', (entity, parentEntity, parentKey) => {
    for (const item of rowsOf(entity)) {
      const parent = rowByKey(parentEntity, item[parentKey])!;
      const templateItem = rowByKey('TemplateItem', item.fTemplateItemId)!;
      expect(templateItem.fTemplateInfoId).toBe(parent.fTemplateInfoId);
      expect([item.fFontType, item.fSort]).toEqual([templateItem.fFontType, templateItem.fSort]);
      expect([item.fInternshipInfoId, item.fStudentUserId]).toEqual([
        parent.fInternshipInfoId,
        parent.fStudentUserId,
      ]);
    }
  });

  it("uses the diary and review templates of the course's template batch", () => {
    const typeOf = { InternshipDiary: [3], InternshipStudentGeneralReview: [2, 4, 5, 6] } as const;
    for (const [entity, types] of Object.entries(typeOf)) {
      for (const r of rowsOf(entity)) {
        const template = rowByKey('TemplateInfo', r.fTemplateInfoId)!;
        expect(template.fTemplateBatchInfoId).toBe(
          rowByKey('InternshipInfo', r.fInternshipInfoId)!.fTemplateBatchInfoId,
        );
        expect(types).toContain(template.fTemplateType);
      }
    }
  });

  it('scores a finished review as the sum of its score items, and graded summaries were submitted', () => {
    for (const review of rowsOf('InternshipStudentGeneralReview').filter((r) => r.fStatus === 1)) {
      const scored = rowsOf('InternshipStudentGeneralReviewItem').filter(
        (i) =>
          i.fInternshipStudentGeneralReviewId === review.fInternshipStudentGeneralReviewId &&
          i.fFontType === 7,
      );
      expect(scored.reduce((sum, i) => sum + Number(i.cContent), 0)).toBe(review.fScore);
      expect(review.tReviewDate).toBeTruthy();
    }
    for (const s of rowsOf('InternshipSummary').filter((s) => s.fGrade)) {
      expect(s.fStatus).toBe(1);
      expect(s.tSubmitDate).toBeTruthy();
    }
  });

  it('dates each diary within its internship, in the week the server counts from the course start', () => {
    for (const d of rowsOf('InternshipDiary')) {
      const start = String(rowByKey('InternshipInfo', d.fInternshipInfoId)!.tStartDate);
      const date = String(d.tDiaryDate);
      expect(date >= start && date < DEMO_WEEK, date).toBe(true);
      expect(d.fWeek).toBe(internshipWeek(start, date));
    }
  });

  it('has each review sheet written by a reviewer it belongs to (the server refuses anyone else)', () => {
    const schoolAdmins = new Set(
      rowsOf('AppUser')
        .filter((u) => u.cUserName === 'school')
        .map((u) => u.fAppUserId),
    );
    for (const review of rowsOf('InternshipStudentGeneralReview')) {
      const type = Number(rowByKey('TemplateInfo', review.fTemplateInfoId)!.fTemplateType);
      const tutorTypes = rowsOf('InternshipTutorStudent')
        .filter((b) => b.fInternshipStudentId === review.fInternshipStudentId)
        .map((b) => rowByKey('InternshipTutor', b.fInternshipTutorId)!)
        .filter((t) => t.fUserId === review.fReviewUserId)
        .map((t) => Number(t.fType));
      const course = rowByKey('InternshipInfo', review.fInternshipInfoId)!;
      const standings = new Set<SheetWriter>([
        ...(tutorTypes.includes(1) ? (['inSchoolTutor'] as const) : []),
        ...(tutorTypes.includes(2) ? (['enterpriseTutor'] as const) : []),
        ...(course.fCreateUserId === review.fReviewUserId ? (['courseOwner'] as const) : []),
        ...(schoolAdmins.has(review.fReviewUserId) ? (['schoolAdmin'] as const) : []),
      ]);
      const rule = SHEET_WRITERS[type]!;
      expect(
        rule.writers.some((w) => standings.has(w)),
        `review ${String(review.fInternshipStudentGeneralReviewId)}`,
      ).toBe(true);
    }
  });

  it('interviews are held by a tutor of the same course', () => {
    for (const v of rowsOf('InternshipInterview')) {
      expect(rowByKey('InternshipTutor', v.fInternshipTutorId)!.fInternshipInfoId).toBe(v.fInternshipInfoId);
    }
  });
});

describe('templates', () => {
  const items = rowsOf('TemplateItem');

  it('covers all seven input kinds, with JSON and full-width-semicolon dropdowns', () => {
    expect(new Set(items.map((i) => i.fFontType))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
    const dropdowns = items.filter((i) => i.fFontType === 7);
    for (const d of dropdowns) expect(String(d.cFilePath ?? '')).not.toBe('');
    const json = dropdowns.filter((d) => String(d.cFilePath).startsWith('['));
    for (const d of json) {
      const options = JSON.parse(String(d.cFilePath)) as { label: string; value: number }[];
      expect(options.every((o) => typeof o.label === 'string' && typeof o.value === 'number')).toBe(true);
      expect(Math.max(...options.map((o) => o.value))).toBe(d.fScore);
    }
    expect(json.length).toBeGreaterThan(0);
    expect(dropdowns.some((d) => String(d.cFilePath).includes('；'))).toBe(true);
  });

  // The demo's material form (template 10) has no dropdown.
  it.each(['InternshipDiaryItem', 'InternshipStudentGeneralReviewItem'])(
    'answers every dropdown of a %s with one of its options, as the server requires of written ones',
    (entity) => {
      const answers = rowsOf(entity).filter((a) => a.fFontType === 7 && String(a.cContent ?? '') !== '');
      expect(answers.length).toBeGreaterThan(0);
      for (const a of answers) {
        const values = templateOptions(rowByKey('TemplateItem', a.fTemplateItemId)!.cFilePath as string);
        expect(values.map((o) => o.value)).toContain(a.cContent);
      }
    },
  );

  it('copies the school of a template from its batch', () => {
    for (const t of rowsOf('TemplateInfo')) {
      expect(t.fSchoolId).toBe(rowByKey('TemplateBatchInfo', t.fTemplateBatchInfoId)!.fSchoolId);
    }
  });

  it('makes evaluation items add up to the template total', () => {
    for (const t of rowsOf('EvaluationTemplateInfo')) {
      const lines = rowsOf('EvaluationTemplateItem').filter(
        (i) => i.fEvaluationTemplateInfoId === t.fEvaluationTemplateInfoId,
      );
      expect(lines.reduce((sum, i) => sum + Number(i.fScore), 0)).toBe(t.fTotalScore);
    }
  });
});

describe('recruitment', () => {
  it('publishes no post whose deadline has passed (the server refuses to publish one)', () => {
    const open = rowsOf('CloudRecruitment').filter((p) => p.fIsPublish === 1 && p.fIsFinished !== 1);
    expect(open.length).toBeGreaterThan(0);
    for (const p of open)
      expect(String(p.tDeadline ?? DEMO_WEEK) >= DEMO_WEEK, String(p.cJobName)).toBe(true);
  });
});

describe('实习保障 (issue 30)', () => {
  it('starts a student only with a signed, passed agreement or a recorded exception, as the server does', () => {
    const running = rowsOf('InternshipStudent').filter(
      (s) => s.fInternshipStatus === enums.InternshipStage.internship,
    );
    expect(running.length).toBeGreaterThan(10);
    for (const s of running) {
      const a = rowsOf('InternshipAgreement').find((r) => r.fInternshipStudentId === s.fInternshipStudentId);
      const passed =
        a?.fAgreementStatus === AgreementStatus.signed && a.fReviewStatus === PlacementReview.passed;
      expect(passed || Boolean(a?.cExemptReason), String(s.cRealName)).toBe(true);
    }
  });

  it('shows every state the school works with, and one exception', () => {
    const agreements = rowsOf('InternshipAgreement');
    const of = (review: number) => count('InternshipAgreement', (a) => a.fReviewStatus === review);
    expect(of(PlacementReview.passed)).toBeGreaterThan(agreements.length / 2);
    expect(of(PlacementReview.pending)).toBeGreaterThan(0);
    expect(of(PlacementReview.returned)).toBeGreaterThan(0);
    expect(
      count('InternshipAgreement', (a) => a.fAgreementStatus === AgreementStatus.unsigned),
    ).toBeGreaterThan(0);
    expect(count('InternshipAgreement', (a) => Boolean(a.cExemptReason))).toBe(1);
    // Some students owe an agreement or a policy altogether.
    expect(agreements.length).toBeLessThan(rowsOf('InternshipStudent').length);
    expect(rowsOf('InternshipInsurance').length).toBeLessThan(rowsOf('InternshipStudent').length);
  });

  it('records valid credit codes, both 对口 and 不对口 posts, several cities, one post per student', () => {
    const posts = rowsOf('InternshipPlacement');
    for (const p of posts) expect(isCreditCode(String(p.cCreditCode)), String(p.cCreditCode)).toBe(true);
    expect(new Set(posts.map((p) => p.fMajorMatch))).toEqual(new Set([0, 1]));
    expect(new Set(posts.map((p) => p.cCity)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(posts.map((p) => p.fInternshipStudentId)).size).toBe(rowsOf('InternshipStudent').length);
  });

  it('keeps policy periods in order, with one that ran out before the demo week', () => {
    const policies = rowsOf('InternshipInsurance');
    for (const p of policies) expect(String(p.tEndDate) >= String(p.tStartDate)).toBe(true);
    const running = policies.filter((p) => {
      const course = rowByKey('InternshipInfo', p.fInternshipInfoId)!;
      return course.fInternshipStatus === enums.InternshipStage.internship;
    });
    expect(running.some((p) => String(p.tEndDate) < DEMO_WEEK)).toBe(true);
  });
});
