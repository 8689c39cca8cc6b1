/** List state of spec section 3: page from 1, 15 items per page, page count from the total. */
export const SPORTS_LIST_PAGE_SIZE = 15;

export interface SportsPaging {
  readonly page: number;
  readonly pageCount: number;
  readonly itemsPerPage: number;
  readonly totalCount: number;
}

/** ceil(total / size); 0 for an empty list. Garbage counts read as 0. */
export function sportsPageCount(totalCount: number, itemsPerPage: number = SPORTS_LIST_PAGE_SIZE): number {
  if (!Number.isSafeInteger(totalCount) || totalCount <= 0 || !Number.isSafeInteger(itemsPerPage) || itemsPerPage <= 0) return 0;
  return Math.ceil(totalCount / itemsPerPage);
}

/** A requested page brought into 1..pageCount (1 while the count is unknown or zero). */
export function clampSportsPage(requested: number, pageCount: number): number {
  const page = Number.isFinite(requested) ? Math.floor(requested) : 1;
  return Math.min(Math.max(1, page), Math.max(1, pageCount));
}

export function sportsPaging(page: number, totalCount: number, itemsPerPage: number = SPORTS_LIST_PAGE_SIZE): SportsPaging {
  const total = Number.isSafeInteger(totalCount) && totalCount > 0 ? totalCount : 0;
  return { page, pageCount: sportsPageCount(total, itemsPerPage), itemsPerPage, totalCount: total };
}
