export { ImportDialog, type ImportDialogProps } from './import-dialog.js';
export {
  type ImportPreview,
  type ImportResult,
  type ImportRow,
  isImportSuccess,
  type RefusedPreview,
  splitIntoLines,
} from './import-rules.js';
