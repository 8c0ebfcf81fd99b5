import { InternshipInfo } from './internship-info.js';

/** Internship management, teacher and student side (SPEC §1, §7.3 "Internship specifics"). */
export const internshipEntities = [InternshipInfo];
