import type { Rng } from './prng.js';
import type { FeedMarket, FeedOdds, FeedOddsResult } from './odds-feed.js';
import {
  MARKET_NAMES,
  SELECTION_KOREAN,
  formatLine,
  selectionsOf,
  settleSelection,
  type MarketTypeId,
  type Score,
  type Selection,
} from './markets.js';
import { fairPrice, offeredPrice, outcomeProbabilities, type ScoreModel } from './pricing.js';
import type { MarketPlan } from './sport-models.js';

/** Allocates provider ids (the simulator's counters). */
export interface IdAllocator {
  market(): number;
  odds(): number;
}

/** What one simulation step changed: the feed events it yields. */
export interface StepEffects {
  fixtureChanged: boolean;
  markets: FeedMarket[];
  odds: FeedOdds[];
  settled: FeedOddsResult[] | null;
}

export const noEffects = (): StepEffects => ({ fixtureChanged: false, markets: [], odds: [], settled: null });

/**
 * Records a changed row in a step's effects, once: a row changed twice in one step (repriced,
 * then resumed) appears once with its latest state, so a batch never carries one id twice.
 */
export function putLatest<T extends { readonly id: number }>(rows: T[], row: T): void {
  const i = rows.findIndex((r) => r.id === row.id);
  if (i >= 0) rows[i] = row;
  else rows.push(row);
}

interface SimOdds {
  row: FeedOdds;
  readonly selection: Selection;
}

interface SimMarket {
  row: FeedMarket;
  readonly type: MarketTypeId;
  readonly odds: SimOdds[];
  /** Set once a pick is decided (or the fixture ended): never resumes. */
  closed: boolean;
}

/**
 * The markets of one simulated fixture: rows, prices from a score model, suspension and the
 * final settlement of every pick. Changes are recorded into the step's effects.
 */
export class MarketBook {
  private readonly markets: SimMarket[] = [];

  private constructor(
    private readonly fixtureId: number,
    private readonly rng: Rng,
    private readonly margin: number,
  ) {}

  /** A new fixture's markets, priced from the model. */
  static create(
    fixtureId: number,
    plans: readonly MarketPlan[],
    ids: IdAllocator,
    model: ScoreModel,
    rng: Rng,
    margin: number,
  ): MarketBook {
    const book = new MarketBook(fixtureId, rng, margin);
    for (const plan of plans) book.markets.push(book.createMarket(plan.type, plan.baseline, ids));
    book.reprice(model);
    // A line too lopsided to price at creation is simply not offered.
    for (let i = book.markets.length - 1; i >= 0; i--) if (book.markets[i]?.closed) book.markets.splice(i, 1);
    return book;
  }

  /**
   * The markets of a fixture stored by an earlier run, as stored: same ids, prices, versions and
   * suspension, so open bets and the members' slips stay valid. Throws on a market type this
   * simulator cannot price (such a fixture is not resumed).
   */
  static restore(fixtureId: number, markets: readonly FeedMarket[], odds: readonly FeedOdds[], rng: Rng, margin: number): MarketBook {
    const book = new MarketBook(fixtureId, rng, margin);
    for (const row of markets) {
      const type = row.typeId as MarketTypeId;
      if (!(type in MARKET_NAMES)) throw new Error(`market type ${row.typeId} cannot be simulated`);
      const picks = odds
        .filter((o) => o.marketId === row.id)
        .map((o): SimOdds => ({ row: o, selection: { name: o.name, line: o.line === null ? null : Number(o.line) } }));
      if (picks.length === 0) continue;
      book.markets.push({ row, type, odds: picks, closed: false });
    }
    return book;
  }

  allOdds(): FeedOdds[] {
    return this.markets.flatMap((m) => m.odds.map((o) => o.row));
  }

  allMarkets(): FeedMarket[] {
    return this.markets.map((m) => m.row);
  }

  /** Operator/test control: set one pick's price (version increments). */
  setPrice(oddsId: number, price: FeedOdds['price']): FeedOdds | null {
    for (const m of this.markets) {
      const o = m.odds.find((x) => x.row.id === oddsId);
      if (o) {
        o.row = { ...o.row, price, version: o.row.version + 1 };
        return o.row;
      }
    }
    return null;
  }

  /** Operator/test control: suspend or resume one market. */
  setMarketSuspended(marketId: number, suspended: boolean, effects: StepEffects): boolean {
    const m = this.markets.find((x) => x.row.id === marketId);
    if (!m || m.closed) return false;
    this.applySuspension(m, suspended, effects);
    return true;
  }

  private createMarket(type: MarketTypeId, baseline: number | null, ids: IdAllocator): SimMarket {
    const names = MARKET_NAMES[type];
    const row: FeedMarket = {
      id: ids.market(),
      fixtureId: this.fixtureId,
      typeId: type,
      name: names.name,
      nameKorean: names.nameKorean,
      baseline: formatLine(baseline),
      suspended: false,
    };
    const odds = selectionsOf(type, baseline).map((selection): SimOdds => ({
      selection,
      row: {
        id: ids.odds(),
        marketId: row.id,
        fixtureId: this.fixtureId,
        typeId: type,
        name: selection.name,
        nameKorean: SELECTION_KOREAN[selection.name] ?? selection.name,
        line: formatLine(selection.line),
        baseline: row.baseline,
        price: 0 as FeedOdds['price'],
        version: 0,
        suspended: false,
      },
    }));
    return { row, type, odds, closed: false };
  }

  /** New prices from the model (with optional noise); changed picks get a new version. */
  reprice(model: ScoreModel, effects?: StepEffects, noise = 0): void {
    for (const m of this.markets) {
      if (m.closed) continue;
      const prices = m.odds.map((o) => {
        const fair = fairPrice(outcomeProbabilities(model, m.type, o.selection));
        return offeredPrice(fair * (1 + noise * (this.rng.next() * 2 - 1)), this.margin);
      });
      if (prices.some((p) => p === null)) {
        // A pick is all but decided: the market closes for the rest of the match.
        m.closed = true;
        this.applySuspension(m, true, effects);
        continue;
      }
      m.odds.forEach((o, i) => {
        const price = prices[i] as FeedOdds['price'];
        if (price === o.row.price) return;
        o.row = { ...o.row, price, version: o.row.version + 1 };
        if (effects) putLatest(effects.odds, o.row);
      });
    }
  }

  setSuspended(suspended: boolean, effects: StepEffects): void {
    for (const m of this.markets) if (!m.closed) this.applySuspension(m, suspended, effects);
  }

  private applySuspension(m: SimMarket, suspended: boolean, effects?: StepEffects): void {
    if (m.row.suspended === suspended) return;
    m.row = { ...m.row, suspended };
    if (effects) putLatest(effects.markets, m.row);
    for (const o of m.odds) {
      o.row = { ...o.row, suspended };
      if (effects) putLatest(effects.odds, o.row);
    }
  }

  settle(score: Score, effects: StepEffects): FeedOddsResult[] {
    const results: FeedOddsResult[] = [];
    for (const m of this.markets) {
      m.closed = true;
      this.applySuspension(m, true, effects);
      for (const o of m.odds) {
        const outcome = settleSelection(m.type, o.selection, score);
        if (outcome !== 'pending') results.push({ oddsId: o.row.id, outcome });
      }
    }
    return results;
  }
}
