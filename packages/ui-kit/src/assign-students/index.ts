export { AssignStudentsDialog, type AssignStudentsDialogProps } from './assign-students-dialog.js';
export {
  initialTransfer,
  type TransferAction,
  type TransferItem,
  type TransferSide,
  type TransferState,
  transferLists,
  transferReducer,
} from './transfer-state.js';
export type { AssignableStudent, AssignStudentsValues } from './types.js';
export { type AssignStudentsOptions, useAssignStudents } from './use-assign-students.js';
