import { poisson, type Rng } from './prng.js';
import { FIXTURE_STATUS } from './odds-feed.js';
import type { Score } from './markets.js';
import { MarketBook, noEffects, type IdAllocator, type StepEffects } from './market-book.js';
import type { StoredFixture, FeedFixture, FeedMarket, FeedOdds } from './odds-feed.js';
import { NO_IDS, type SimFixtureState } from './fixture-state.js';
import { DEFAULT_MARGIN, pointsModel, setsModel, type ScoreModel } from './pricing.js';
import { PHASE, marketPlan, type SportModel } from './sport-models.js';

export type { IdAllocator, StepEffects } from './market-book.js';
export { isSimFixtureState, type SimFixtureState } from './fixture-state.js';

/** Real-time milliseconds markets stay suspended after a score. */
export const SUSPEND_AFTER_SCORE_MS = 10_000;

/**
 * One simulated fixture: its score and phase, its markets and their prices. Pure state
 * machine driven by `step(now, dtMs)`; all randomness comes from the fixture's own stream.
 */
export class FixtureSim {
  fixture: FeedFixture;
  private readonly book: MarketBook;
  /** Game time played, in game milliseconds. */
  private elapsedGameMs = 0;
  /** Regulation game time; rates are per regulation. */
  private readonly regulationMs: number;
  /** Regulation plus any overtime periods added so far. */
  private playEndMs: number;
  private suspendedUntil = 0;
  private nextRepriceAt = 0;

  constructor(
    fixture: FeedFixture,
    private readonly model: SportModel,
    /** -0.35..0.35: positive favours home. */
    private readonly strength: number,
    private readonly rng: Rng,
    private readonly speed: number,
    ids: IdAllocator,
    private readonly margin = DEFAULT_MARGIN,
    restoredBook?: MarketBook,
  ) {
    this.fixture = fixture;
    this.regulationMs = model.periodCodes.length * model.periodMs;
    this.playEndMs = this.regulationMs;
    if (restoredBook) {
      this.book = restoredBook;
      return;
    }
    const pre = this.scoreModel({ home: 0, away: 0 }, 1);
    const plans = marketPlan(model, expectation(pre.total), expectation(pre.margin));
    this.book = MarketBook.create(fixture.id, plans, ids, pre, rng, margin);
  }

  /**
   * A fixture an earlier run left unfinished, from its stored rows and saved state. Its game
   * clock went on while the server was down (game time follows real time), so a match that
   * should have ended meanwhile ends at the next step with its stored score. Markets suspended
   * after a score reopen (repriced) after the usual pause. Without a saved state the strength
   * is even and the game time is counted from kick-off.
   */
  static resume(stored: StoredFixture, model: SportModel, state: SimFixtureState | null, rng: Rng, speed: number, now: number): FixtureSim {
    const book = MarketBook.restore(stored.fixture.id, stored.markets, stored.odds, rng, DEFAULT_MARGIN);
    const sim = new FixtureSim(stored.fixture, model, state?.strength ?? 0, rng, speed, NO_IDS, DEFAULT_MARGIN, book);
    if (stored.fixture.status === FIXTURE_STATUS.inPlay) {
      const since = Math.max(0, now - (state?.at ?? stored.fixture.startDate));
      sim.elapsedGameMs = (state?.elapsedGameMs ?? 0) + since * speed;
      sim.playEndMs = Math.max(sim.regulationMs, state?.playEndMs ?? 0);
      if (sim.fixture.score === null) sim.fixture = { ...sim.fixture, score: { home: 0, away: 0 } };
      if (model.suspendOnScore && stored.markets.some((m) => m.suspended)) sim.suspendedUntil = now + SUSPEND_AFTER_SCORE_MS;
    }
    return sim;
  }

  /** The state to save with the fixture (see SimFixtureState), at sim time `at`. */
  state(at: number): SimFixtureState {
    return { strength: this.strength, elapsedGameMs: this.elapsedGameMs, playEndMs: this.playEndMs, at };
  }

  /** Puts an already running fixture `gameMs` into its game (simulator start-up). */
  fastForward(gameMs: number): void {
    this.fixture = {
      ...this.fixture,
      status: FIXTURE_STATUS.inPlay,
      score: { home: 0, away: 0 },
      periodCode: this.model.periodCodes[0] ?? null,
    };
    const step = 60_000;
    for (let t = 0; t < gameMs; t += step) this.play(Math.min(step, gameMs - t));
    this.fixture = { ...this.fixture, periodCode: this.currentPeriodCode() };
    this.book.reprice(this.currentModel());
  }

  get isFinished(): boolean {
    return this.fixture.status === FIXTURE_STATUS.finished;
  }

  allOdds(): FeedOdds[] {
    return this.book.allOdds();
  }

  allMarkets(): FeedMarket[] {
    return this.book.allMarkets();
  }

  step(now: number, dtMs: number): StepEffects {
    const effects = noEffects();
    const f = this.fixture;
    if (f.status === FIXTURE_STATUS.notStarted) {
      if (now >= f.startDate) {
        this.fixture = { ...f, status: FIXTURE_STATUS.inPlay, score: { home: 0, away: 0 }, periodCode: this.model.periodCodes[0] ?? null };
        effects.fixtureChanged = true;
      } else if (this.rng.chance(dtMs / 120_000)) {
        // Pre-match prices drift now and then (about every two minutes).
        this.book.reprice(this.currentModel(), effects, 0.03);
      }
      return effects;
    }
    if (f.status !== FIXTURE_STATUS.inPlay) return effects;
    const periodBefore = f.periodCode;
    const scored = this.play(dtMs * this.speed);
    if (!this.isFinished) this.fixture = { ...this.fixture, periodCode: this.currentPeriodCode() };
    if (scored || this.fixture.periodCode !== periodBefore || this.isFinished) effects.fixtureChanged = true;
    if (this.isFinished) {
      effects.settled = this.book.settle(this.fixture.score ?? { home: 0, away: 0 }, effects);
      return effects;
    }
    if (scored && this.model.suspendOnScore) {
      this.suspendedUntil = now + SUSPEND_AFTER_SCORE_MS;
      this.book.setSuspended(true, effects);
      return effects;
    }
    if (this.suspendedUntil > 0 && now >= this.suspendedUntil) {
      this.suspendedUntil = 0;
      this.book.reprice(this.currentModel(), effects);
      this.book.setSuspended(false, effects);
      return effects;
    }
    if (this.suspendedUntil === 0 && (scored || now >= this.nextRepriceAt)) {
      this.nextRepriceAt = now + this.rng.int(3_000, 8_000);
      this.book.reprice(this.currentModel(), effects, 0.02);
    }
    return effects;
  }

  /** Operator/test control: set one pick's price (version increments). */
  setPrice(oddsId: number, price: FeedOdds['price']): FeedOdds | null {
    return this.book.setPrice(oddsId, price);
  }

  /** Operator/test control: suspend or resume one market. */
  setMarketSuspended(marketId: number, suspended: boolean, effects: StepEffects): boolean {
    return this.book.setMarketSuspended(marketId, suspended, effects);
  }

  /** Operator/test control: a match in play now has this score (a goal the feed reports); null when not in play. */
  scoreWith(score: Score): StepEffects | null {
    if (this.fixture.status !== FIXTURE_STATUS.inPlay) return null;
    this.fixture = { ...this.fixture, score };
    return { ...noEffects(), fixtureChanged: true };
  }

  /** Operator/test control: end the match now with this score. */
  finishWith(score: Score): StepEffects {
    const effects: StepEffects = { ...noEffects(), fixtureChanged: true };
    this.fixture = { ...this.fixture, status: FIXTURE_STATUS.finished, score, periodCode: PHASE.fullTime };
    effects.settled = this.book.settle(score, effects);
    return effects;
  }

  /** Plays `gameMs` of game time; true if anybody scored. */
  private play(gameMs: number): boolean {
    const m = this.model;
    let score = this.fixture.score ?? { home: 0, away: 0 };
    let scored = false;
    const startMs = this.elapsedGameMs;
    this.elapsedGameMs += gameMs;
    if (m.scoring === 'points') {
      const { home, away } = this.rates();
      const share = gameMs / this.regulationMs;
      const h = poisson(this.rng, home * share);
      const a = poisson(this.rng, away * share);
      if (h + a > 0) {
        score = { home: score.home + h, away: score.away + a };
        scored = true;
      }
    } else {
      // A set (or map) ends every periodMs of game time.
      const setsBefore = Math.floor(startMs / m.periodMs);
      const setsAfter = Math.floor(this.elapsedGameMs / m.periodMs);
      for (let s = setsBefore; s < setsAfter && Math.max(score.home, score.away) < m.setsToWin; s++) {
        score = this.rng.chance(this.setProbability()) ? { ...score, home: score.home + 1 } : { ...score, away: score.away + 1 };
        scored = true;
      }
    }
    this.fixture = { ...this.fixture, score };
    if (this.isOver(score)) this.fixture = { ...this.fixture, status: FIXTURE_STATUS.finished, periodCode: this.finalCode() };
    return scored;
  }

  private isOver(score: Score): boolean {
    const m = this.model;
    if (m.scoring === 'sets') return Math.max(score.home, score.away) >= m.setsToWin;
    if (this.elapsedGameMs < this.playEndMs) return false;
    if (m.drawAllowed || score.home !== score.away) return true;
    // Level at the end: another overtime period follows.
    this.playEndMs += m.overtimeMs;
    return false;
  }

  private finalCode(): number {
    return this.playEndMs > this.regulationMs ? PHASE.fullTimeAfterOvertime : PHASE.fullTime;
  }

  private currentPeriodCode(): number | null {
    const m = this.model;
    if (this.elapsedGameMs >= this.regulationMs && m.scoring === 'points') return PHASE.overtime;
    const index = Math.min(m.periodCodes.length - 1, Math.floor(this.elapsedGameMs / m.periodMs));
    return m.periodCodes[index] ?? null;
  }

  private rates(): { home: number; away: number } {
    return { home: this.model.baseRate * (1 + this.strength), away: this.model.baseRate * (1 - this.strength) };
  }

  private setProbability(): number {
    return 0.5 + this.strength;
  }

  private currentModel(): ScoreModel {
    const remaining = Math.max(0, 1 - this.elapsedGameMs / this.regulationMs);
    return this.scoreModel(this.fixture.score ?? { home: 0, away: 0 }, remaining);
  }

  private scoreModel(current: Score, remainingShare: number): ScoreModel {
    if (this.model.scoring === 'sets') return setsModel(current, this.model.setsToWin, this.setProbability());
    const { home, away } = this.rates();
    return pointsModel(current, home * remainingShare, away * remainingShare);
  }
}

function expectation(dist: ReadonlyMap<number, number>): number {
  let e = 0;
  for (const [k, p] of dist) e += k * p;
  return e;
}
