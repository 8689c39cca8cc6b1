/** Bet history shows 10 slips a page and at most 11 page links (spec 9). */
export const BET_HISTORY_PAGE_SIZE = 10;
export const BET_HISTORY_MAX_PAGE_LINKS = 11;

/** ceil(total / 10), optionally capped (mini-game history keeps at most 3 pages). */
export function betHistoryPageCount(total: number, maxPages = Number.POSITIVE_INFINITY): number {
  const pages = Math.ceil(Math.max(0, Math.floor(total)) / BET_HISTORY_PAGE_SIZE);
  return Math.min(pages, maxPages);
}

/**
 * The page numbers to link, a run of up to 11 consecutive pages around the current one
 * (5 either side, shifted at the ends). `current` outside 1..pageCount is clamped into it.
 * No links when there is nothing to page.
 */
export function pageLinks(current: number, total: number, maxPages = Number.POSITIVE_INFINITY): readonly number[] {
  const count = betHistoryPageCount(total, maxPages);
  if (count === 0) return [];
  const page = Number.isFinite(current) ? Math.min(Math.max(1, Math.floor(current)), count) : 1;
  const half = Math.floor(BET_HISTORY_MAX_PAGE_LINKS / 2);
  const first = Math.max(1, Math.min(page - half, count - BET_HISTORY_MAX_PAGE_LINKS + 1));
  const last = Math.min(count, first + BET_HISTORY_MAX_PAGE_LINKS - 1);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}
