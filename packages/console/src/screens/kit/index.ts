export { AuditChangesTable, AuditEntryDialog, type AuditEntryDialogProps } from './audit-entry.js';
export {
  CommonResourcePickScreen,
  type CommonResourcePickScreenProps,
  type CommonResourceTarget,
} from './common-resource-pick-screen.js';
export { ALL_COURSES, CoursePicker, useCourseScope } from './course-picker.js';
export { batchDownloadAction, downloadStoredFile } from './download-action.js';
export { DryRunImportDialog, type DryRunImportDialogProps } from './dry-run-import-dialog.js';
export { FileLink, fileLinkColumn } from './file-link.js';
export { schoolTakesLateWork } from './late-work.js';
export {
  OwnedResourceReadScreen,
  OwnedResourceScreen,
  type OwnedResourceScreenProps,
} from './owned-resource-screens.js';
export {
  COURSE_RESOURCES,
  commonResourceTarget,
  PROJECT_RESOURCES,
  type ResourceOwner,
  resourceFromCommon,
} from './owned-resources.js';
export { RecordDetails, type RecordDetailsProps } from './record-details.js';
export { HISTORY_SHOWN, useRecordHistory } from './record-history.js';
export { queryValues, type RouteScope, scopeFrom, useRouteScope } from './route-scope.js';
export { MissingScope, ScopedListScreen, type ScopedListScreenProps } from './scoped-list-screen.js';
export { TreeListScreen, type TreeListScreenProps } from './tree-list-screen.js';
