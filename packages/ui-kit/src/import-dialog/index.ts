export { ImportDialog, type ImportDialogProps } from './import-dialog.js';
export { type ImportResult, type ImportRow, isImportSuccess, splitIntoLines } from './import-rules.js';
