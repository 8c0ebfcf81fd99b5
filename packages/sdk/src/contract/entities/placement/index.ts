import { InternshipAgreement } from './internship-agreement.js';
import { InternshipInsurance } from './internship-insurance.js';
import { InternshipPlacement } from './internship-placement.js';

/** 协议与保险 and the placement's facts (issue 30): the reference server's own groups. */
export const placementEntities = [InternshipPlacement, InternshipAgreement, InternshipInsurance];

export * from './credit-code.js';
export * from './enums.js';
export * from './internship-agreement.js';
export * from './internship-insurance.js';
export * from './internship-placement.js';
export * from './review.js';
