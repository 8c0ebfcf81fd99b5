/**
 * Timeouts and limits of SPEC §9 (and the upload accept lists of §5, §7.4). Numeric `const` declarations
 * already carry their literal type; lists and records are `as const` so callers can derive unions from them.
 * Extension lists are lower-case without the dot, the form extensionOf() in file-checks.ts returns.
 */

// Timing, in milliseconds.
export const REQUEST_TIMEOUT_MS = 10_000;
export const BATCH_DOWNLOAD_TIMEOUT_MS = 300_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const INLINE_EDIT_REFRESH_MS = 300;
export const SEARCH_DELAY_MS = 500;
export const MESSAGE_DURATION_MS = 3_000;
/** One minute short of the hour the storage credentials live, so a refresh never races their expiry. */
export const STS_REFRESH_MS = 3_540_000;

// Uploads.
export const MULTIPART_PARALLEL = 3;
export const DEFAULT_UPLOAD_MAX_MB = 100;
export const IMPORT_MAX_MB = 100;
export const NEWS_IMAGE_LIMIT = 999;
export const EDITOR_MIN_HEIGHT = 400;

// Form rules.
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 18;

// Layout, in CSS pixels unless named otherwise.
export const MOBILE_BREAKPOINT_PX = 992;
/**
 * Below this width the console is laid out for a phone (an extension beyond SPEC §2.2): lists as cards,
 * filters folded, dialogs full screen, the menu in a drawer. Chakra's `md` breakpoint (48em) is the same.
 */
export const PHONE_BREAKPOINT_PX = 768;
/** The smallest tap target on a phone (WCAG 2.5.5, target size enhanced). */
export const TAP_TARGET_PX = 44;
/** A menu with more children than this scrolls (horizontal layout or collapsed menu). */
export const MENU_SCROLL_CHILDREN = 18;
export const TREE_WIDTH = 320;
export const TREE_MIN_WIDTH = 220;
/** Number of cached views, not pixels. */
export const KEEP_ALIVE_MAX = 20;
export const DRAWER_WIDTH = 280;
export const MAP_DIALOG_HEIGHT = 660;

// Routing and tooling.
/** The server's first service with this id is the landing section after login. */
export const DEFAULT_SERVICE_ID = 41;
export const DEV_PORT = 12_000;

// Accept lists.
/** Subtypes of pasted clipboard images (image/svg+xml counts as svg). */
export const IMAGE_PASTE_TYPES = ['gif', 'jpeg', 'png', 'bmp', 'svg', 'webp'] as const;
export const BANNER_IMAGE_TYPES = ['gif', 'jpeg', 'jpg', 'png', 'svg'] as const;
/** Recommended banner dimensions: the home page banner is taller than the others. */
export const BANNER_RECOMMENDED_SIZE = {
  home: { width: 1920, height: 600 },
  other: { width: 1920, height: 400 },
} as const;
export const SPREADSHEET_EXTENSIONS = ['xlsx', 'xlc', 'xlm', 'xls', 'xlt', 'xlw', 'csv'] as const;
export const IMPORT_EXTENSIONS = ['xls', 'xlsx'] as const;
/** Recognised as images by file name, e.g. to restrict image fields and pick thumbnails. */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp', 'svg'] as const;
/** Files the console previews in place, by blob, instead of downloading. */
export const PREVIEWABLE_EXTENSIONS = ['jpg', 'png', 'gif', 'webp', 'bmp', 'pdf'] as const;
/** Binary downloads fetched as arraybuffer: the spec says "images and pdf", so every image extension counts. */
export const ARRAYBUFFER_DOWNLOAD_EXTENSIONS = [...IMAGE_EXTENSIONS, 'pdf'] as const;
