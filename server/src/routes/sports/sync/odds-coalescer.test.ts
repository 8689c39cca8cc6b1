import { jest } from '@jest/globals';
import type { OddsMarketMessage, OddsUpdateMessage } from '../../../live/channels.js';
import { ODDS_COALESCE_MS, OddsCoalescer } from './odds-coalescer.js';

const row = (id: number, betPrice: number, version: number, fixtureId = 1, marketId = 7): OddsUpdateMessage => ({
  id,
  betPrice,
  version,
  suspended: false,
  fixtureId,
  marketId,
});

function setup(windowMs?: number) {
  const published: OddsMarketMessage[] = [];
  const coalescer = new OddsCoalescer(async (frame) => void published.push(frame), windowMs);
  return { published, coalescer };
}

describe('OddsCoalescer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('publishes one frame per market per window, with the newest state of each row', async () => {
    const t = setup();
    t.coalescer.push(10, row(101, 1.5, 2));
    t.coalescer.push(20, row(201, 3.1, 5, 2, 8));
    t.coalescer.push(10, row(102, 2.4, 3));
    t.coalescer.push(10, row(101, 1.45, 3));
    await jest.advanceTimersByTimeAsync(ODDS_COALESCE_MS - 1);
    expect(t.published).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(t.published).toEqual([
      {
        fixtureId: 1,
        marketId: 7,
        odds: [
          { id: 101, betPrice: 1.45, version: 3, suspended: false },
          { id: 102, betPrice: 2.4, version: 3, suspended: false },
        ],
      },
      { fixtureId: 2, marketId: 8, odds: [{ id: 201, betPrice: 3.1, version: 5, suspended: false }] },
    ]);
  });

  it('opens a window with the first change only: a quiet feed keeps no timer', async () => {
    const t = setup();
    expect(jest.getTimerCount()).toBe(0);
    t.coalescer.push(10, row(101, 1.5, 2));
    expect(jest.getTimerCount()).toBe(1);
    await jest.advanceTimersByTimeAsync(ODDS_COALESCE_MS);
    expect(jest.getTimerCount()).toBe(0);
    t.coalescer.push(10, row(101, 1.6, 3));
    await jest.advanceTimersByTimeAsync(ODDS_COALESCE_MS);
    expect(t.published.map((f) => f.odds[0]?.betPrice)).toEqual([1.5, 1.6]);
  });

  it('flush publishes what waits at once; with no window every change goes out at once', async () => {
    const t = setup();
    t.coalescer.push(10, row(101, 1.5, 2));
    await t.coalescer.flush();
    expect(t.published).toHaveLength(1);
    expect(jest.getTimerCount()).toBe(0);
    const now = setup(0);
    now.coalescer.push(10, row(101, 1.5, 2));
    now.coalescer.push(10, row(101, 1.6, 3));
    await now.coalescer.flush();
    expect(now.published.map((f) => f.odds.map((o) => o.betPrice))).toEqual([[1.5], [1.6]]);
  });
});
