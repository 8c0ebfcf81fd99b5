import { AgreementStatus, isCreditCode, PlacementReview } from '@practice/sdk/contract';
import { COMPANIES, type CompanyKey } from './companies.js';
import { addDays, at, demoFile, type Row, table } from './helpers.js';
import { PLACEMENTS, type Placement } from './internship.js';
import { COURSES, type InternshipCourse } from './internship-courses.js';
import { staff } from './people.js';
import { SCHOOLS } from './schools.js';

/*
 * 实习保障 (issue 30) of every demo placement: 岗位信息 (对口 or not, the company's credit code, the city),
 * 三方协议 and 实习保险. The demo obeys the rule the server enforces: every student in 实习阶段 has a signed,
 * passed agreement, or the one exception (the demo `student` 刘子涵, whose scan was returned for a missing
 * seal after the school let them start). The course still in preparation holds the agreements waiting for
 * the school: 待审核, 已退回, 未签 and one not uploaded at all. Most students are insured by their course's
 * group policy; a few bought their own (one waiting for review, one returned), one policy ran out in
 * February and was not renewed, and two students have none.
 */

/** Unified social credit codes of the employers: 91 (a company), the district's code, an organisation code. */
const BASES: Record<string, readonly [region: string, org: string]> = {
  huizhi: ['310115', 'MA1H7K3Q2'],
  shulian: ['310104', '7893456XR'],
  yunling: ['330110', 'MA2B0EX4N'],
  boyuan: ['320214', 'MA1MUD7P5'],
  jinggong: ['330502', '0960218K4'],
  上海启帆信息技术有限公司: ['310110', 'MA1G9T2W6'],
  上海联拓网络科技有限公司: ['310107', '3245168LQ'],
  苏州易码通软件有限公司: ['320594', 'MA1NPX8H3'],
  无锡华信通信工程有限公司: ['320213', '1359027YJ'],
};
const CITY_OUTSIDE: Record<string, string> = {
  上海启帆信息技术有限公司: '上海',
  上海联拓网络科技有限公司: '上海',
  苏州易码通软件有限公司: '苏州',
  无锡华信通信工程有限公司: '无锡',
};

/** The code with the check character the contract's isCreditCode accepts (GB 32100-2015). */
export function creditCodeOf(employer: string): string {
  const [region, org] = BASES[employer] ?? [];
  if (!region || !org) throw new Error(`no credit code for ${employer}`);
  const base = `91${region}${org}`;
  const code = [...'0123456789ABCDEFGHJKLMNPQRTUWXY'].map((c) => base + c).find(isCreditCode);
  if (!code) throw new Error(`no check character for ${base}`);
  return code;
}

const employerOf = (p: Placement) => p.company ?? p.companyName;
const cityOf = (p: Placement) =>
  `${p.company ? COMPANIES[p.company as CompanyKey].city : (CITY_OUTSIDE[p.companyName] ?? '')}市`;

/** Posts outside the student's major: the figure behind 对口率. */
const UNMATCHED = new Set(['何诗琪', '胡志伟', '曾婉清', '许博文']);

/** 实习类型 by course: 认识实习 for the short visit, 专业实习 for the summer's 跟岗, else 岗位实习. */
const kindOf = (c: InternshipCourse) => (c === COURSES.bigData ? 1 : c === COURSES.ecommerce ? 3 : 2);

function placementRow(p: Placement): Row {
  const partner = p.company !== undefined;
  return {
    fInternshipPlacementId: p.id,
    fInternshipInfoId: p.course.id,
    fInternshipStudentId: p.id,
    fStudentUserId: p.student.fAppUserId,
    fSchoolId: SCHOOLS[p.course.school].fSchoolId,
    fInternshipKind: kindOf(p.course),
    // Partner companies take a group the school sends; students who found their own post go alone.
    fOrganizeForm: partner ? 1 : 2,
    fPlacementMode: partner ? 1 : 2,
    fMajorMatch: UNMATCHED.has(p.student.realName) ? 0 : 1,
    cCreditCode: creditCodeOf(employerOf(p)),
    cCity: cityOf(p),
    tCreateDate: at(addDays(p.course.created, 4), p.id),
  };
}

interface AgreementState {
  status: number;
  review: number;
  note?: string;
  exempt?: string;
}

const SIGNED_PASSED: AgreementState = { status: AgreementStatus.signed, review: PlacementReview.passed };
const AGREEMENT_STATES: Record<string, AgreementState> = {
  刘子涵: {
    status: AgreementStatus.signed,
    review: PlacementReview.returned,
    note: '扫描件第3页缺少实习单位公章，请补盖后重新上传',
    exempt: '协议已由三方签字，实习单位公章流程需两周；经学院同意先行上岗，补交盖章页后复核',
  },
  邓佳琪: { status: AgreementStatus.ended, review: PlacementReview.passed },
  曹琳: { status: AgreementStatus.signed, review: PlacementReview.pending },
  彭宇: {
    status: AgreementStatus.signed,
    review: PlacementReview.returned,
    note: '乙方签章处为个人签名，须加盖实习单位公章',
  },
  曾婉清: { status: AgreementStatus.unsigned, review: PlacementReview.pending },
};
/** Not uploaded at all: the school's list of who still owes an agreement. */
const NO_AGREEMENT = new Set(['萧子轩']);

const school = (c: InternshipCourse) => SCHOOLS[c.school];
const reviewerOf = (c: InternshipCourse) =>
  staff(c.school === 'huadong' ? '王雅琴' : c.school === 'jiangnan' ? '刘建军' : '孙慧敏').fAppUserId;

function agreementRow(p: Placement, n: number): Row {
  const state = AGREEMENT_STATES[p.student.realName] ?? SIGNED_PASSED;
  const signed = state.status !== AgreementStatus.unsigned;
  const signedDay = addDays(p.course.start, -10 - (p.id % 5));
  const uploaded = at(addDays(signedDay, 2), p.id);
  const reviewed = state.review !== PlacementReview.pending;
  return {
    fInternshipAgreementId: n,
    fInternshipInfoId: p.course.id,
    fInternshipStudentId: p.id,
    fStudentUserId: p.student.fAppUserId,
    fSchoolId: school(p.course).fSchoolId,
    cSchoolParty: school(p.course).name,
    cCompanyParty: p.companyName,
    cStudentParty: p.student.realName,
    fAgreementStatus: state.status,
    tSignedDate: signed ? signedDay : null,
    cAgreementFile: signed
      ? demoFile('placement', `agreement-${p.id}`, `${p.student.realName}三方协议.pdf`)
      : null,
    fReviewStatus: state.review,
    cReviewNote: state.note ?? null,
    fReviewUserId: reviewed ? reviewerOf(p.course) : null,
    tReviewDate: reviewed ? at(addDays(signedDay, 4), p.id) : null,
    cExemptReason: state.exempt ?? null,
    fExemptUserId: state.exempt ? reviewerOf(p.course) : null,
    tExemptDate: state.exempt ? at(addDays(p.course.start, -1), p.id) : null,
    tCreateDate: uploaded,
  };
}

/** Each course's group policy, bought by the school before the course starts. */
const GROUP_POLICIES: Partial<Record<keyof typeof COURSES, readonly [insurer: string, number: string]>> = {
  software: ['中国人民财产保险股份有限公司上海市分公司', 'PZHS202531010000004218'],
  bigData: ['中国平安财产保险股份有限公司上海分公司', '10512003900245786301'],
  network: ['中国太平洋财产保险股份有限公司无锡中心支公司', 'AWUX2025110000338'],
  robotics: ['中国人寿财产保险股份有限公司湖州市中心支公司', '8033320251201000671'],
};

/** Students of a group course who hold their own policy instead, and how the school took it. */
const OWN_POLICIES: Record<string, { insurer: string; number: string; review: number; note?: string }> = {
  高雅婷: {
    insurer: '众安在线财产保险股份有限公司',
    number: 'ZA2025110368812',
    review: PlacementReview.pending,
  },
  林俊熙: {
    insurer: '中国平安财产保险股份有限公司苏州分公司',
    number: '10523003900318840112',
    review: PlacementReview.returned,
    note: '保单照片模糊，看不清被保险人姓名，请重新上传清晰的电子保单',
  },
};
/** No policy: the self-found post whose student has not bought one, and the summer course not yet insured. */
const UNINSURED = new Set(['吴俊杰']);
/** A policy that ran out before the demo's week and was not renewed. */
const LAPSED: Record<string, string> = { 胡志伟: '2026-02-28' };

function insuranceRow(p: Placement, n: number): Row | null {
  const key = (Object.keys(COURSES) as (keyof typeof COURSES)[]).find((k) => COURSES[k] === p.course);
  const group = key ? GROUP_POLICIES[key] : undefined;
  const own = OWN_POLICIES[p.student.realName];
  if (UNINSURED.has(p.student.realName) || (!group && !own)) return null;
  const [insurer, number] = own ? [own.insurer, own.number] : (group as readonly [string, string]);
  const review = own?.review ?? PlacementReview.passed;
  const bought = addDays(p.course.start, -7);
  return {
    fInternshipInsuranceId: n,
    fInternshipInfoId: p.course.id,
    fInternshipStudentId: p.id,
    fStudentUserId: p.student.fAppUserId,
    fSchoolId: school(p.course).fSchoolId,
    cInsurer: insurer,
    cPolicyNumber: number,
    tStartDate: p.course.start,
    tEndDate: LAPSED[p.student.realName] ?? p.course.end,
    cPolicyFile: own ? demoFile('placement', `policy-${p.id}`, `${p.student.realName}电子保单.pdf`) : null,
    fReviewStatus: review,
    cReviewNote: own?.note ?? (own ? null : '保险公司名单导入'),
    fReviewUserId: review === PlacementReview.pending ? null : reviewerOf(p.course),
    tReviewDate: review === PlacementReview.pending ? null : at(addDays(bought, 2), p.id),
    tCreateDate: at(bought, p.id),
  };
}

/** Keys numbered 1..n in each table, as every seed table's. */
export function placementTables() {
  const insured = PLACEMENTS.filter((p) => insuranceRow(p, 0) !== null);
  const agreed = PLACEMENTS.filter((p) => !NO_AGREEMENT.has(p.student.realName));
  return [
    table('InternshipPlacement', PLACEMENTS.map(placementRow)),
    table(
      'InternshipAgreement',
      agreed.map((p, i) => agreementRow(p, i + 1)),
    ),
    table(
      'InternshipInsurance',
      insured.map((p, i) => insuranceRow(p, i + 1) as Row),
    ),
  ];
}
