// The simulator's development load: extra price moves of matches in play, on a timer or on demand (benchmarks use it).
import { odds as toOdds } from '@bet/core/shared';
import type { FixtureSim } from './fixture-sim.js';
import { FIXTURE_STATUS, type FeedOdds } from './odds-feed.js';
import { hash32, mulberry32, type Rng } from './prng.js';

/** Development load (`startLoad`): extra price changes are sent in one batch this often. */
export const LOAD_BATCH_MS = 50;
/** Mixed into the seed of the load's own random stream (the fixtures' stories stay the same). */
const LOAD_SALT = 0x10ad;
/** Prices the load keeps within (hundredths): 1.01 to 50.00. */
const MIN_LOAD_PRICE = 101;
const MAX_LOAD_PRICE = 5_000;

/** Moves prices of the simulator's fixtures with its own random stream (the fixtures' stories stay the same). */
export class SimulatedPriceLoad {
  private timer: NodeJS.Timeout | null = null;
  private cursor = 0;
  private readonly rng: Rng;

  constructor(
    seed: number,
    private readonly fixtures: () => Iterable<FixtureSim>,
    /** Publishes one batch of moved prices as one event. */
    private readonly publish: (rows: FeedOdds[]) => void,
  ) {
    this.rng = mulberry32(hash32(seed, LOAD_SALT));
  }

  /**
   * Development load (SPORTS_FEED_LOAD_RATE, refused in production by config.ts): `perSecond`
   * extra price changes of matches in play, sent in batches every LOAD_BATCH_MS, until `stop`.
   * The benchmark (server/bench/inplay-browser.ts) drives the in-play page with it.
   */
  start(perSecond: number): void {
    if (this.timer || perSecond <= 0) return;
    let last = Date.now();
    let owed = 0;
    this.timer = setInterval(() => {
      const now = Date.now();
      owed += (perSecond * (now - last)) / 1000;
      last = now;
      const count = Math.floor(owed);
      owed -= count;
      if (count > 0) this.movePrices(count);
    }, LOAD_BATCH_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /**
   * Load control: moves up to `count` open prices of matches in play (round robin, one or two
   * hundredths up or down, each once per call) and publishes them as one event. Returns how many moved.
   */
  movePrices(count: number): number {
    const open = [...this.fixtures()]
      .filter((sim) => sim.fixture.status === FIXTURE_STATUS.inPlay)
      .flatMap((sim) =>
        sim
          .allOdds()
          .filter((o) => !o.suspended)
          .map((o) => ({ sim, o })),
      );
    const rows: FeedOdds[] = [];
    for (let i = 0; i < Math.min(count, open.length); i++) {
      const at = open[this.cursor++ % open.length];
      if (!at) continue;
      const step = this.rng.int(1, 2) * (this.rng.chance(0.5) ? 1 : -1);
      // Within the range: a step that would leave it goes the other way.
      const price = at.o.price + step >= MIN_LOAD_PRICE && at.o.price + step <= MAX_LOAD_PRICE ? at.o.price + step : at.o.price - step;
      const row = at.sim.setPrice(at.o.id, toOdds(price));
      if (row) rows.push(row);
    }
    if (rows.length > 0) this.publish(rows);
    return rows.length;
  }
}
