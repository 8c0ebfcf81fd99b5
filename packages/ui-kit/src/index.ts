// The ui-kit's public API: each folder's index says what it offers.
export * from './assign-students/index.js';
export * from './change-password/index.js';
export * from './data-table/index.js';
export * from './date-picker/index.js';
export { AppDialog, type AppDialogProps, type DialogSize } from './dialog/app-dialog.js';
export { DialogActions, type DialogActionsProps, isDraftSubmit } from './dialog/dialog-actions.js';
export { SendButton } from './dialog/send-button.js';
export { useResetOnOpen } from './dialog/use-reset-on-open.js';
export { useSending } from './dialog/use-sending.js';
export { ConfirmHost, type ConfirmOptions, confirmAction } from './feedback/confirm.js';
export { type DownloadJob, DownloadProgressHost, runDownload } from './feedback/download-progress.js';
export { Loading, type LoadingProps } from './feedback/loading.js';
export { ChunkTimeoutError, retryFailedLoads, retryingLazy } from './feedback/retrying-lazy.js';
export { isServerError, reportFailure } from './feedback/server-error.js';
export { dismissNotice, NoticeHost, type NoticeKind, notify, toaster } from './feedback/toaster.js';
export { clearFieldError } from './form/field-errors.js';
export { OptionSelect, type OptionSelectProps } from './form/option-select.js';
export type { SelectOption } from './form/select-option.js';
export * from './import-dialog/index.js';
export * from './map-picker/index.js';
export * from './news-editor/index.js';
export * from './overall-review/index.js';
export * from './person-dialog/index.js';
export { PHONE_QUERY, usePhone } from './phone/use-phone.js';
export { SafeHtml, type SafeHtmlProps } from './safe-html.js';
export {
  type ChainedState,
  ChainedStatusTag,
  type ChainLink,
  chainedStatus,
  chainedStatusColumn,
  chainedStatusText,
} from './status-chain.js';
export { LateTag, lateDaysOf, StatusTag, type StatusTagProps } from './status-tag.js';
export * from './template-form/index.js';
export { UiKitProvider, type UiKitProviderProps } from './theme/provider.js';
export {
  THEME_BRAND_SOLID,
  THEME_LABELS,
  THEME_NAMES,
  type ThemeName,
  themeSystem,
  UNUSED_PALETTES,
} from './theme/themes.js';
export { emptyLabel, TONE_PALETTE } from './tone.js';
export * from './tree-panel/index.js';
export * from './upload/index.js';
