import { AttendanceRequest } from './attendance-request.js';
import { AttendanceRule } from './attendance-rule.js';
import { AttendanceSignIn } from './attendance-sign-in.js';
import { AttendanceWarning } from './attendance-warning.js';

/** 考勤与预警 (issue 29): the reference server's own groups under the internship plugin base. */
export const attendanceEntities = [AttendanceRule, AttendanceSignIn, AttendanceRequest, AttendanceWarning];

export * from './attendance-request.js';
export * from './attendance-rule.js';
export * from './attendance-sign-in.js';
export * from './attendance-warning.js';
export * from './enums.js';
export * from './geo.js';
export * from './reads.js';
