import type { Handler } from '../../context.js';
import { importPolicies } from './insurance-import.js';
import { recordHandlers } from './records.js';
import { reviewHandlers } from './review.js';

/*
 * 实习保障 (issue 30): 岗位信息, 三方协议 and 实习保险 (the add, edit and delete rules, the school's review, the
 * exception, the insurer's import). The rule that a student starts only with a passed agreement or an
 * exception is start-rule.ts, which the roster's own handlers call.
 */
export const placementHandlers: Record<string, Handler> = {
  ...recordHandlers,
  ...reviewHandlers,
  ImportInternshipInsurance: importPolicies,
};
