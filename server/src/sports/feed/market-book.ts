import type { Rng } from './prng.js';
import type { FeedMarket, FeedOdds, FeedOddsResult } from './odds-feed.js';
import { MARKET_NAMES, SELECTION_KOREAN, formatLine, selectionsOf, settleSelection, type MarketTypeId, type Score, type Selection } from './markets.js';
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

  constructor(
    private readonly fixtureId: number,
    plans: readonly MarketPlan[],
    ids: IdAllocator,
    model: ScoreModel,
    private readonly rng: Rng,
    private readonly margin: number,
  ) {
    for (const plan of plans) this.markets.push(this.createMarket(plan.type, plan.baseline, ids));
    this.reprice(model);
    // A line too lopsided to price at creation is simply not offered.
    for (let i = this.markets.length - 1; i >= 0; i--) if (this.markets[i]?.closed) this.markets.splice(i, 1);
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
        effects?.odds.push(o.row);
      });
    }
  }

  setSuspended(suspended: boolean, effects: StepEffects): void {
    for (const m of this.markets) if (!m.closed) this.applySuspension(m, suspended, effects);
  }

  private applySuspension(m: SimMarket, suspended: boolean, effects?: StepEffects): void {
    if (m.row.suspended === suspended) return;
    m.row = { ...m.row, suspended };
    effects?.markets.push(m.row);
    for (const o of m.odds) {
      o.row = { ...o.row, suspended };
      effects?.odds.push(o.row);
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
