import fc from 'fast-check';
import { SPORTS_LIST_PAGE_SIZE, clampSportsPage, sportsPageCount, sportsPaging } from './sports-paging.js';

describe('sports paging', () => {
  it('shows 15 fixtures per page by default (spec List state)', () => {
    expect(SPORTS_LIST_PAGE_SIZE).toBe(15);
    expect(sportsPageCount(0)).toBe(0);
    expect(sportsPageCount(15)).toBe(1);
    expect(sportsPageCount(16)).toBe(2);
    expect(sportsPaging(2, 31)).toEqual({ page: 2, pageCount: 3, itemsPerPage: 15, totalCount: 31 });
  });

  it('reads garbage counts as an empty list', () => {
    expect(sportsPageCount(-5)).toBe(0);
    expect(sportsPageCount(Number.NaN)).toBe(0);
    expect(sportsPageCount(10, 0)).toBe(0);
    expect(sportsPaging(1, -1).totalCount).toBe(0);
  });

  it('page count is the least number of pages that holds every fixture', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 100 }), (total, size) => {
        const pages = sportsPageCount(total, size);
        expect(pages * size).toBeGreaterThanOrEqual(total);
        expect(Math.max(0, pages - 1) * size).toBeLessThan(Math.max(1, total));
      }),
    );
  });

  it('clamps a requested page into 1..pageCount', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: false }), fc.integer({ min: 0, max: 500 }), (requested, pageCount) => {
        const page = clampSportsPage(requested, pageCount);
        expect(Number.isInteger(page)).toBe(true);
        expect(page).toBeGreaterThanOrEqual(1);
        expect(page).toBeLessThanOrEqual(Math.max(1, pageCount));
      }),
    );
    expect(clampSportsPage(3.7, 10)).toBe(3);
    expect(clampSportsPage(Number.POSITIVE_INFINITY, 4)).toBe(1);
  });
});
