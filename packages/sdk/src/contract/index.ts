export * from './apis.js';
export * from './catalogue.js';
export * from './date-display.js';
export * from './date-order.js';
export * from './entities/attendance/index.js';
export * from './entities/internship/diary-review.js';
export { needsDiaryReview } from './entities/internship/diary-wire.js';
export * from './entities/internship/student-today.js';
export * from './entities/placement/index.js';
export {
  AUDIT_RETENTION_DEFAULT_DAYS,
  AUDIT_RETENTION_SETTING,
  AuditKind,
  type AuditKindValue,
  AuditOutcome,
  EXPORT_RECORD_IDS_MAX,
  EXPORT_RECORD_OPERATION,
  RECORD_HISTORY_OPERATION,
} from './entities/system/app-audit-log.js';
export { MAP_KEY_SETTING, PUBLIC_APP_SETTING_KEYS } from './entities/system/app-setting.js';
export * from './entity.js';
export * from './enum.js';
export * as enums from './enums.js';
export * from './field.js';
export * from './issues.js';
export * from './joins.js';
export * from './late-work.js';
export * from './operation.js';
export * from './operations/statistics.js';
export * from './password-first.js';
export * from './refusals.js';
export * from './roles.js';
export * from './school-settings.js';
export * from './score-sheets.js';
export * from './screens/index.js';
export * from './standard.js';
export * from './wire.js';
export * from './wire-date.js';
export * from './writes.js';
