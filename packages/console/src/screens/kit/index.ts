export { batchDownloadAction, downloadStoredFile } from './download-action.js';
export { queryValues, type RouteScope, scopeFrom, useRouteScope } from './route-scope.js';
export { MissingScope, ScopedListScreen, type ScopedListScreenProps } from './scoped-list-screen.js';
export { TreeListScreen, type TreeListScreenProps } from './tree-list-screen.js';
