import type { Handler } from '../context.js';
import { attendanceHandlers } from './attendance/index.js';
import { bureauHandlers } from './bureau/index.js';
import { internshipHandlers } from './internship/index.js';
import { placementHandlers } from './placement/index.js';
import { practiceHandlers } from './practice/index.js';
import { statisticsHandlers } from './statistics/index.js';
import { systemHandlers } from './system/index.js';

/**
 * Handlers registered by operation name: the specific calls of SPEC §7 and the rules of §4-§5 that replace
 * a standard handler. Each area keeps its own file.
 */
export const specificHandlers: Readonly<Record<string, Handler>> = {
  ...internshipHandlers,
  ...attendanceHandlers,
  ...placementHandlers,
  ...bureauHandlers,
  ...practiceHandlers,
  ...statisticsHandlers,
  ...systemHandlers,
};
