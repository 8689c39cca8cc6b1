import { odds as toOdds } from '@bet/core/shared';
import { LEAGUES, LOCATIONS, SPORTS, type CatalogueLeague } from './catalogue.js';
import { FixtureSim, isSimFixtureState, type SimFixtureState, type StepEffects } from './fixture-sim.js';
import type { Score } from './markets.js';
import { FIXTURE_STATUS, type FeedEvent, type FeedFixture, type FeedSnapshot, type OddsFeed, type StoredFixture } from './odds-feed.js';
import { hash32, mulberry32, type Rng } from './prng.js';
import { sportModel } from './sport-models.js';
import { SimulatedPriceLoad } from './simulator-load.js';
import { scheduleFixture } from './simulator-schedule.js';

export { LOAD_BATCH_MS } from './simulator-load.js';

export interface SimulatorOptions {
  readonly seed: number;
  /** Epoch ms the simulator's clock starts at. */
  readonly now: number;
  /** First ids minus one; production passes the highest ids already stored so restarts never collide. */
  readonly idBase?: { readonly fixture: number; readonly market: number; readonly odds: number };
  /** Fixtures kept open per league. */
  readonly fixturesPerLeague?: number;
  /** Game time per real time (60 plays a football match in 90 real seconds; tests use it). */
  readonly speed?: number;
  /** Share of leagues whose first fixture is already running at start. */
  readonly liveShare?: number;
  /** Simulation step, real ms. */
  readonly stepMs?: number;
  /** Latest start of a newly scheduled fixture, real ms ahead (earliest is 20 minutes or a tenth of it). */
  readonly horizonMs?: number;
  /** Leagues to simulate (default all). */
  readonly leagues?: readonly CatalogueLeague[];
  /**
   * Fixtures an earlier run left unfinished (from the database): they go on where they were,
   * with their ids, prices and versions, so their open bets stay open and settle normally.
   */
  readonly resume?: readonly StoredFixture[];
}

/** Mixed into a resumed fixture's random stream (its first run used hash32(seed, id)). */
const RESUME_SALT = 0x7e57a7;

// Twelve hours ahead keeps a steady stream of kick-offs (about one league match every 2-3 hours).
export const SIMULATOR_DEFAULTS = { fixturesPerLeague: 5, speed: 1, liveShare: 0.6, stepMs: 1_000, horizonMs: 12 * 3_600_000 } as const;

/**
 * Seeded, deterministic odds feed. Same seed, same start time and same sequence of `tick`
 * calls give the same events, byte for byte. Each fixture draws from its own random stream
 * (derived from the seed and its id), so adding fixtures never changes the others' story.
 */
export class OddsFeedSimulator implements OddsFeed {
  private clock: number;
  private readonly rng: Rng;
  private readonly fixtures = new Map<number, FixtureSim>();
  private readonly listeners = new Set<(event: FeedEvent) => void>();
  private readonly ids: { fixture: number; market: number; odds: number };
  private readonly options: Required<Omit<SimulatorOptions, 'idBase' | 'leagues' | 'resume'>> & { leagues: readonly CatalogueLeague[] };
  private timer: NodeJS.Timeout | null = null;
  private readonly load: SimulatedPriceLoad;
  /** Ids of the fixtures resumed from an earlier run (the rest of `resume` could not be). */
  readonly resumedIds: number[] = [];

  constructor(options: SimulatorOptions) {
    this.options = { ...SIMULATOR_DEFAULTS, leagues: LEAGUES, ...options };
    this.clock = options.now;
    this.rng = mulberry32(options.seed);
    this.load = new SimulatedPriceLoad(
      options.seed,
      () => this.fixtures.values(),
      (odds) => this.emit({ kind: 'oddsChanged', odds }),
    );
    this.ids = { ...(options.idBase ?? { fixture: 0, market: 0, odds: 0 }) };
    for (const stored of options.resume ?? []) this.resumeFixture(stored);
    const open = this.openPerLeague();
    for (const league of this.options.leagues) {
      const live = this.rng.chance(this.options.liveShare);
      const have = open.get(league.id) ?? 0;
      for (let i = have; i < this.options.fixturesPerLeague; i++) this.addFixture(league, i === 0 && live ? 'live' : 'upcoming', false);
    }
  }

  /** The state saved with a fixture so a restart can resume it (OddsFeed.fixtureState). */
  fixtureState(fixtureId: number): SimFixtureState | null {
    return this.fixtures.get(fixtureId)?.state(this.clock) ?? null;
  }

  now(): number {
    return this.clock;
  }

  snapshot(): FeedSnapshot {
    const sims = [...this.fixtures.values()];
    const leagueIds = new Set([...this.options.leagues.map((l) => l.id), ...sims.map((s) => s.fixture.leagueId)]);
    return {
      sports: SPORTS,
      locations: LOCATIONS,
      leagues: LEAGUES.filter((l) => leagueIds.has(l.id)).map(({ teams: _teams, ...league }) => league),
      fixtures: sims.map((s) => s.fixture),
      markets: sims.flatMap((s) => s.allMarkets()),
      odds: sims.flatMap((s) => s.allOdds()),
    };
  }

  subscribe(listener: (event: FeedEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Advances the clock by `ms` in steps, emitting events synchronously. */
  tick(ms: number): void {
    const step = this.options.stepMs;
    for (let done = 0; done < ms; done += step) {
      const dt = Math.min(step, ms - done);
      this.clock += dt;
      for (const sim of [...this.fixtures.values()]) this.emitEffects(sim, sim.step(this.clock, dt));
      this.replenish();
    }
  }

  start(): void {
    if (this.timer) return;
    let last = Date.now();
    this.timer = setInterval(() => {
      const now = Date.now();
      this.tick(now - last);
      last = now;
    }, this.options.stepMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.load.stop();
  }

  /** Development load (SPORTS_FEED_LOAD_RATE): SimulatedPriceLoad.start says what it sends. */
  startLoad(perSecond: number): void {
    this.load.start(perSecond);
  }

  /** Load control: moves up to `count` open prices of matches in play; returns how many moved. */
  movePrices(count: number): number {
    return this.load.movePrices(count);
  }

  fixture(id: number): FeedFixture | undefined {
    return this.fixtures.get(id)?.fixture;
  }

  /** Operator control (tests, demos): sets a pick's price and publishes it. */
  setPrice(oddsId: number, priceHundredths: number): boolean {
    for (const sim of this.fixtures.values()) {
      const row = sim.setPrice(oddsId, toOdds(priceHundredths));
      if (row) {
        this.emit({ kind: 'oddsChanged', odds: [row] });
        return true;
      }
    }
    return false;
  }

  /** Operator control: suspends or resumes a market. */
  setMarketSuspended(marketId: number, suspended: boolean): boolean {
    for (const sim of this.fixtures.values()) {
      const effects: StepEffects = { fixtureChanged: false, markets: [], odds: [], settled: null };
      if (sim.setMarketSuspended(marketId, suspended, effects)) {
        this.emitEffects(sim, effects);
        return true;
      }
    }
    return false;
  }

  /** Operator control (tests, demos): a match in play now has this score; false when it is not in play. */
  setScore(fixtureId: number, score: Score): boolean {
    const sim = this.fixtures.get(fixtureId);
    const effects = sim?.scoreWith(score);
    if (!sim || !effects) return false;
    this.emitEffects(sim, effects);
    return true;
  }

  /** Operator control: ends a fixture now with this score (results follow). */
  finishFixture(fixtureId: number, score: Score): boolean {
    const sim = this.fixtures.get(fixtureId);
    if (!sim || sim.isFinished) return false;
    this.emitEffects(sim, sim.finishWith(score));
    return true;
  }

  private emitEffects(sim: FixtureSim, effects: StepEffects): void {
    if (effects.fixtureChanged) this.emit({ kind: 'fixtureChanged', fixture: sim.fixture });
    if (effects.markets.length > 0) this.emit({ kind: 'marketsChanged', markets: effects.markets });
    if (effects.odds.length > 0) this.emit({ kind: 'oddsChanged', odds: effects.odds });
    if (effects.settled) {
      this.emit({ kind: 'fixtureSettled', fixture: sim.fixture, results: effects.settled });
      this.fixtures.delete(sim.fixture.id);
    }
  }

  private emit(event: FeedEvent): void {
    for (const listener of [...this.listeners]) listener(event);
  }

  private openPerLeague(): Map<number, number> {
    const open = new Map<number, number>();
    for (const sim of this.fixtures.values()) open.set(sim.fixture.leagueId, (open.get(sim.fixture.leagueId) ?? 0) + 1);
    return open;
  }

  /**
   * Takes back a stored fixture (any league of the catalogue, simulated now or not, so a changed
   * configuration never drops open bets). One the simulator cannot model is left out: the sync
   * cancels it and refunds its bets, as for any fixture the feed no longer offers.
   */
  private resumeFixture(stored: StoredFixture): void {
    const { fixture } = stored;
    if (fixture.status !== FIXTURE_STATUS.notStarted && fixture.status !== FIXTURE_STATUS.inPlay) return;
    if (!LEAGUES.some((l) => l.id === fixture.leagueId) || this.fixtures.has(fixture.id)) return;
    let sim: FixtureSim;
    try {
      const state = isSimFixtureState(stored.state) ? stored.state : null;
      const rng = mulberry32(hash32(hash32(this.options.seed, fixture.id), RESUME_SALT));
      sim = FixtureSim.resume(stored, sportModel(fixture.sportId), state, rng, this.options.speed, this.clock);
    } catch {
      return;
    }
    this.fixtures.set(fixture.id, sim);
    this.resumedIds.push(fixture.id);
    this.ids.fixture = Math.max(this.ids.fixture, fixture.id);
    for (const m of stored.markets) this.ids.market = Math.max(this.ids.market, m.id);
    for (const o of stored.odds) this.ids.odds = Math.max(this.ids.odds, o.id);
  }

  /** Keeps every league stocked with open fixtures; new ones start 20 minutes to horizonMs ahead. */
  private replenish(): void {
    const open = this.openPerLeague();
    for (const league of this.options.leagues) {
      for (let n = open.get(league.id) ?? 0; n < this.options.fixturesPerLeague; n++) this.addFixture(league, 'upcoming', true);
    }
  }

  private addFixture(league: CatalogueLeague, when: 'live' | 'upcoming', announce: boolean): void {
    const { seed, speed, horizonMs } = this.options;
    const sim = scheduleFixture(league, when, { seed, speed, horizonMs, now: this.clock, ids: this.ids });
    this.fixtures.set(sim.fixture.id, sim);
    if (announce) this.emit({ kind: 'fixtureAdded', fixture: sim.fixture, markets: sim.allMarkets(), odds: sim.allOdds() });
  }
}
