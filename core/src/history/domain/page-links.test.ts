import fc from 'fast-check';
import { BET_HISTORY_MAX_PAGE_LINKS, BET_HISTORY_PAGE_SIZE, betHistoryPageCount, pageLinks } from './page-links.js';

describe('page links', () => {
  it('pages by 10: page count is total / 10 rounded up', () => {
    expect(BET_HISTORY_PAGE_SIZE).toBe(10);
    expect([0, 1, 10, 11, 95].map((t) => betHistoryPageCount(t))).toEqual([0, 1, 1, 2, 10]);
    expect(betHistoryPageCount(95, 3)).toBe(3);
  });

  it('shows a run of 11 around the current page, shifted at the ends', () => {
    expect(pageLinks(1, 500)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(pageLinks(20, 500)).toEqual([15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25]);
    expect(pageLinks(50, 500)).toEqual([40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50]);
    expect(pageLinks(2, 35)).toEqual([1, 2, 3, 4]);
  });

  it('clamps a current page outside the range and shows nothing for no rows', () => {
    expect(pageLinks(99, 25)).toEqual([1, 2, 3]);
    expect(pageLinks(Number.NaN, 25)).toEqual([1, 2, 3]);
    expect(pageLinks(1, 0)).toEqual([]);
    expect(pageLinks(3, 500, 3)).toEqual([1, 2, 3]);
  });

  it('property: at most 11 consecutive links within 1..pageCount that contain the current page', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 100_000 }), (total, raw) => {
        const count = betHistoryPageCount(total);
        const current = ((raw - 1) % count) + 1;
        const links = pageLinks(current, total);
        expect(links.length).toBeLessThanOrEqual(BET_HISTORY_MAX_PAGE_LINKS);
        expect(links.length).toBe(Math.min(BET_HISTORY_MAX_PAGE_LINKS, count));
        expect(links).toContain(current);
        expect(links[0]).toBeGreaterThanOrEqual(1);
        expect(links[links.length - 1]).toBeLessThanOrEqual(count);
        links.forEach((p, i) => {
          if (i > 0) expect(p).toBe(links[i - 1]! + 1);
        });
      }),
    );
  });
});
