import type { OddsMarketMessage, OddsUpdateMessage } from '../../../live/channels.js';

/**
 * How long the server gathers odds changes before it publishes them, one frame per market: a
 * busy feed (thousands of changes a second, a row moving several times a second) becomes a few
 * frames per market a second, each with the newest state of its rows. Short enough that a member
 * sees a move well within the live-bet delay.
 */
export const ODDS_COALESCE_MS = 150;

/**
 * Gathers odds frames by market and publishes each market's newest rows as one frame every
 * `windowMs` (the window opens with the first change and closes `windowMs` later; a quiet feed
 * keeps no timer). `flush()` publishes what waits at once (tests, shutdown, `FeedSync.idle`).
 * With `windowMs` 0 every push is published at once, as a market frame of one row.
 */
export class OddsCoalescer {
  private pending = new Map<number, { fixtureId: number; marketId: number; rows: Map<number, OddsUpdateMessage> }>();
  private timer: NodeJS.Timeout | null = null;
  private publishing: Promise<void> = Promise.resolve();

  constructor(
    /** Never rejects (FeedSync runs it as task 'oddsPublish', which records a failure). */
    private readonly publish: (frame: OddsMarketMessage) => Promise<void>,
    private readonly windowMs: number = ODDS_COALESCE_MS,
  ) {}

  /** One odds row of the market row `marketRowId` changed (a newer push of the row replaces it). */
  push(marketRowId: number, frame: OddsUpdateMessage): void {
    let market = this.pending.get(marketRowId);
    if (!market) this.pending.set(marketRowId, (market = { fixtureId: frame.fixtureId, marketId: frame.marketId, rows: new Map() }));
    market.rows.set(frame.id, frame);
    if (this.windowMs <= 0) {
      void this.flush();
      return;
    }
    if (this.timer) return;
    this.timer = setTimeout(() => void this.flush(), this.windowMs);
    this.timer.unref();
  }

  /** Publishes every waiting market now, in the order their first change arrived; resolves once published. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const markets = [...this.pending.values()];
    this.pending = new Map();
    // Frames go out in order, one flush after the other; `publish` reports its own failures.
    this.publishing = this.publishing.then(async () => {
      for (const m of markets) {
        const odds = [...m.rows.values()].map(({ id, betPrice, version, suspended }) => ({ id, betPrice, version, suspended }));
        await this.publish({ fixtureId: m.fixtureId, marketId: m.marketId, odds });
      }
    });
    return this.publishing;
  }

  /** Stops the timer after publishing what waits. */
  stop(): Promise<void> {
    return this.flush();
  }
}
