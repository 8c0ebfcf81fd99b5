/**
 * Paging defaults of SPEC §9. The "all" choice is not a separate mode on the server: it is simply a page
 * size large enough (999999) to return everything, labelled 全部 in the size picker.
 */

export const DEFAULT_PAGE_SIZE = 10;
export const DEFAULT_PAGE_NUMBER = 1;
export const ALL_PAGE_SIZE = 999_999;
export const ALL_PAGE_SIZE_LABEL = '全部';
export const PAGE_SIZES = [10, 50, 100, 500, ALL_PAGE_SIZE] as const;
export const PAGINATION_LAYOUT = 'total, sizes, prev, pager, next, jumper';
/** Class and school pickers ask with pageNumber -1, which the server reads as "no paging". */
export const CLASS_AND_SCHOOL_LIST_PAGE = { pageNumber: -1, pageSize: 10 } as const;
export const SUGGESTION_PAGE_SIZE = 10;

/** Label for the page-size picker: '全部' for the all size, otherwise '10条/页' and so on. */
export function pageSizeLabel(size: number): string {
  return size === ALL_PAGE_SIZE ? ALL_PAGE_SIZE_LABEL : `${size}条/页`;
}

/** Number of pages needed for `total` rows; 0 when there are no rows. */
export function pageCount(total: number, size: number): number {
  if (!Number.isInteger(size) || size <= 0) {
    throw new RangeError(`pageCount expects a positive integer page size, got ${size}`);
  }
  if (!Number.isFinite(total) || total <= 0) return 0;
  return Math.ceil(total / size);
}
