import { describe, expect, it } from 'vitest';
import * as c from './constants.js';

describe('SPEC §9 values', () => {
  it.each<[string, number, number]>([
    ['REQUEST_TIMEOUT_MS', c.REQUEST_TIMEOUT_MS, 10_000],
    ['BATCH_DOWNLOAD_TIMEOUT_MS', c.BATCH_DOWNLOAD_TIMEOUT_MS, 300_000],
    ['CHUNK_LOAD_TIMEOUT_MS', c.CHUNK_LOAD_TIMEOUT_MS, 120_000],
    ['INLINE_EDIT_REFRESH_MS', c.INLINE_EDIT_REFRESH_MS, 300],
    ['SEARCH_DELAY_MS', c.SEARCH_DELAY_MS, 500],
    ['MESSAGE_DURATION_MS', c.MESSAGE_DURATION_MS, 3_000],
    ['STS_REFRESH_MS', c.STS_REFRESH_MS, 3_540_000],
    ['MULTIPART_PARALLEL', c.MULTIPART_PARALLEL, 3],
    ['DEFAULT_UPLOAD_MAX_MB', c.DEFAULT_UPLOAD_MAX_MB, 100],
    ['IMPORT_MAX_MB', c.IMPORT_MAX_MB, 100],
    ['NEWS_IMAGE_LIMIT', c.NEWS_IMAGE_LIMIT, 999],
    ['EDITOR_MIN_HEIGHT', c.EDITOR_MIN_HEIGHT, 400],
    ['PASSWORD_MIN', c.PASSWORD_MIN, 6],
    ['PASSWORD_MAX', c.PASSWORD_MAX, 18],
    ['MOBILE_BREAKPOINT_PX', c.MOBILE_BREAKPOINT_PX, 992],
    ['PHONE_BREAKPOINT_PX', c.PHONE_BREAKPOINT_PX, 768],
    ['TAP_TARGET_PX', c.TAP_TARGET_PX, 44],
    ['MENU_SCROLL_CHILDREN', c.MENU_SCROLL_CHILDREN, 18],
    ['TREE_WIDTH', c.TREE_WIDTH, 320],
    ['TREE_MIN_WIDTH', c.TREE_MIN_WIDTH, 220],
    ['KEEP_ALIVE_MAX', c.KEEP_ALIVE_MAX, 20],
    ['DRAWER_WIDTH', c.DRAWER_WIDTH, 280],
    ['MAP_DIALOG_HEIGHT', c.MAP_DIALOG_HEIGHT, 660],
    ['DEFAULT_SERVICE_ID', c.DEFAULT_SERVICE_ID, 41],
    ['DEV_PORT', c.DEV_PORT, 12_000],
  ])('%s = %i', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('refreshes storage credentials before their one-hour lifetime ends', () => {
    expect(c.STS_REFRESH_MS).toBeLessThan(60 * 60 * 1000);
  });

  it('keeps the tree minimum below its default width', () => {
    expect(c.TREE_MIN_WIDTH).toBeLessThan(c.TREE_WIDTH);
  });
});

describe('accept lists', () => {
  const lists = {
    IMAGE_PASTE_TYPES: c.IMAGE_PASTE_TYPES,
    BANNER_IMAGE_TYPES: c.BANNER_IMAGE_TYPES,
    SPREADSHEET_EXTENSIONS: c.SPREADSHEET_EXTENSIONS,
    IMPORT_EXTENSIONS: c.IMPORT_EXTENSIONS,
    IMAGE_EXTENSIONS: c.IMAGE_EXTENSIONS,
    PREVIEWABLE_EXTENSIONS: c.PREVIEWABLE_EXTENSIONS,
    ARRAYBUFFER_DOWNLOAD_EXTENSIONS: c.ARRAYBUFFER_DOWNLOAD_EXTENSIONS,
  };

  it.each(Object.entries(lists))('%s is lower-case, dot-less and duplicate-free', (_name, list) => {
    for (const item of list) expect(item).toMatch(/^[a-z0-9]+$/);
    expect(new Set(list).size).toBe(list.length);
  });

  it.each([
    ['IMPORT_EXTENSIONS', c.IMPORT_EXTENSIONS, c.SPREADSHEET_EXTENSIONS],
    ['PREVIEWABLE_EXTENSIONS', c.PREVIEWABLE_EXTENSIONS, c.ARRAYBUFFER_DOWNLOAD_EXTENSIONS],
    ['BANNER_IMAGE_TYPES', c.BANNER_IMAGE_TYPES, c.IMAGE_EXTENSIONS],
    ['IMAGE_PASTE_TYPES', c.IMAGE_PASTE_TYPES, c.IMAGE_EXTENSIONS],
  ] as const)('%s is a subset of its wider list', (_name, narrow, wide) => {
    for (const item of narrow) expect(wide).toContain(item);
  });

  it('recommends taller banners on the home page', () => {
    expect(c.BANNER_RECOMMENDED_SIZE).toEqual({
      home: { width: 1920, height: 600 },
      other: { width: 1920, height: 400 },
    });
  });
});
