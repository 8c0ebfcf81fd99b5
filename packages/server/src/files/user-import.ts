/**
 * User import (AppUser/AppUserImport, GetAppUserImportTemplate) in three steps the route chains:
 *
 *   const rows = await parseUserImport(bytes, file.name);          // FileError on a bad file
 *   const result = await validateUserImportRows(rows, context);    // every bad row, or every user
 *   if (result.ok) insert all result.users in one transaction; else answer importErrorMessage(result.errors)
 */
export {
  headerMatches,
  type ImportUserType,
  USER_IMPORT_COLUMNS,
  USER_IMPORT_HELP_SHEET,
  USER_IMPORT_SHEET,
  USER_IMPORT_TYPES,
  type UserImportColumn,
} from './user-import-columns.js';
export { type ParseOptions, parseUserImport, tooManyImportRows } from './user-import-parse.js';
export { IMPORT_MESSAGES, type ImportRowError } from './user-import-rows.js';
export { USER_IMPORT_TEMPLATE_NAME, userImportTemplate } from './user-import-template.js';
export {
  DATABASE_MESSAGES,
  type ImportedUser,
  type ImportSchool,
  importErrorMessage,
  type UserImportContext,
  type UserImportResult,
  validateUserImportRows,
} from './user-import-validate.js';
