export { AppDialog, type AppDialogProps, type DialogSize } from './dialog/app-dialog.js';
export { ConfirmHost, type ConfirmOptions, confirmAction } from './feedback/confirm.js';
export { dismissNotice, NoticeHost, type NoticeKind, notify, toaster } from './feedback/toaster.js';
export { StatusTag, type StatusTagProps } from './status-tag.js';
export { UiKitProvider, type UiKitProviderProps } from './theme/provider.js';
export { THEME_BRAND_SOLID, THEME_LABELS, THEME_NAMES, type ThemeName, themeSystem } from './theme/themes.js';
export { emptyLabel, TONE_PALETTE } from './tone.js';
