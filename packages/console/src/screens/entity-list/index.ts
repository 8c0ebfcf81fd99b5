export { callOperation } from './entity-calls.js';
export {
  EntityListScreen,
  type EntityListScreenProps,
  EntityListView,
  type EntityListViewProps,
} from './entity-list-screen.js';
export { dateRangeOf, entityNamed, listedEntity } from './entity-lookup.js';
export { reportExport } from './export-report.js';
export type { FieldEditorProps, FormParts } from './form-parts.js';
export { bulkCall, type ListAction, type ListActions, type ListContext } from './list-actions.js';
export { idOf } from './row-id.js';
export { type EntityList, type EntityListOptions, useEntityList } from './use-entity-list.js';
