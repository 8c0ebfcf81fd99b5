import { defineEnum } from '../../enum.js';

/*
 * The enums of 协议与保险 and the placement facts the bureau's report asks for (issue 30). Numbers on the wire,
 * as the product's other enums.
 */

/** 三方协议's state. Only 已签 (or the school admin's recorded exception) lets a student start, see below. */
export const AgreementStatus = defineEnum('fAgreementStatus', '协议状态', {
  unsigned: [0, '未签', 'warning'],
  signed: [1, '已签', 'success'],
  ended: [2, '已终止', 'neutral'],
});

/** The school's check of an uploaded agreement or policy. A record is counted as covered once 已通过. */
export const PlacementReview = defineEnum('fReviewStatus', '审核状态', {
  pending: [0, '待审核', 'warning'],
  passed: [1, '已通过', 'success'],
  returned: [2, '已退回', 'danger'],
});

/** Whether the post matches the student's major (对口), the figure behind 对口率. */
export const MajorMatch = defineEnum('fMajorMatch', '专业对口', {
  matched: [1, '对口', 'success'],
  unmatched: [0, '不对口', 'neutral'],
});

/** 实习类型 in the national internship service platform's terms: 认识实习 and 岗位实习, and the older kinds. */
export const InternshipKind = defineEnum('fInternshipKind', '实习类型', {
  cognition: [1, '认识实习', 'info'],
  post: [2, '岗位实习', 'success'],
  specialty: [3, '专业实习', 'info'],
  production: [4, '生产实习', 'info'],
  graduation: [5, '毕业实习', 'info'],
});

/** 组织形式: the school places a group of students together, or each student on their own. */
export const OrganizeForm = defineEnum('fOrganizeForm', '组织形式', {
  central: [1, '集中', 'info'],
  scattered: [2, '分散', 'neutral'],
});

/** 实习方式: who found the post. */
export const PlacementMode = defineEnum('fPlacementMode', '实习方式', {
  school: [1, '学校安排', 'info'],
  self: [2, '自主联系', 'neutral'],
});
