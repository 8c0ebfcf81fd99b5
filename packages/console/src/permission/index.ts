export { type ButtonGroups, groupByToolbar, hasButton, toPageButtons } from './buttons.js';
export { Permission, type PermissionProps } from './permission.js';
export { type PageButtons, PageRouteContext, usePageButtons, usePageRoute } from './use-page-buttons.js';
