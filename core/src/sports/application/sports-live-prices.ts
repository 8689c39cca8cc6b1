import type { Subscription } from 'rxjs';
import { formatOdds, type Odds } from '../../shared/domain/odds.js';
import type { Clock } from '../../shared/ports/clock.js';
import { immediateFrames, type FrameScheduler } from '../../shared/ports/frame-scheduler.js';
import type { SportsFixture, SportsOddsMovement, SportsPick } from '../domain/sports-fixture.js';
import { newerSportsOdds, nextSportsOdds, type SportsLiveUpdate } from '../domain/sports-live.js';
import { sportsPickRefusal, type SportsListKind } from '../domain/sports-slip-entry.js';
import { SPORTS_ODDS_FLASH_MS, SPORTS_ODDS_FLASH_SWEEP_MS } from './sports.timing.js';

/** One price cell as the screen draws it; the same object until something of it changes. */
export interface SportsOddsCellView {
  readonly id: number;
  readonly price: Odds;
  /** "1.85". */
  readonly priceText: string;
  readonly version: number;
  /** Set for SPORTS_ODDS_FLASH_MS after a price change, for the up/down mark that fades. */
  readonly movement: SportsOddsMovement;
  /** In the member's bet slip. */
  readonly selected: boolean;
  /** Open for betting (fixture open, market and price not suspended): false shows the cell locked. */
  readonly selectable: boolean;
}

/**
 * What a price cell reads: the pair React's `useSyncExternalStore` takes. A change of one odds
 * id tells only that id's subscribers, once per animation frame however many frames moved it.
 */
export interface SportsLivePrices {
  get(oddsId: number): SportsOddsCellView | undefined;
  subscribe(oddsId: number, onChange: () => void): () => void;
}

export interface SportsLivePriceStoreOptions {
  readonly kind: SportsListKind;
  readonly clock: Clock;
  /** The paint rhythm that coalesces notifications (the app's animation frames); default at once. */
  readonly frames?: FrameScheduler;
}

interface Entry {
  pick: SportsPick;
  view: SportsOddsCellView;
}

const sameCell = (a: SportsOddsCellView, b: SportsOddsCellView): boolean =>
  a.price === b.price && a.version === b.version && a.movement === b.movement && a.selected === b.selected && a.selectable === b.selectable;

/**
 * The live prices of a list, keyed by odds id. The list's structure (fixtures, markets, which
 * are suspended) lives in its store and changes only when the structure changes; prices move
 * here: `applyOdds` takes a frame at once (versions never go back), marks the id dirty, and the
 * dirty ids are told to their subscribers on the next frame of the `FrameScheduler`. A moved
 * price flashes for SPORTS_ODDS_FLASH_MS (a newer move restarts it); the flashes end in sweeps of one
 * timer, at most every SPORTS_ODDS_FLASH_SWEEP_MS, not with a timer per price.
 */
export class SportsLivePriceStore implements SportsLivePrices {
  private readonly entries = new Map<number, Entry>();
  private readonly listeners = new Map<number, Set<() => void>>();
  /** Flashing ids with the version that moved and when the flash ends, in the order they started (so by end time). */
  private readonly flashes = new Map<number, { readonly version: number; readonly endsAt: number }>();
  private sweep: Subscription | null = null;
  private dirty = new Set<number>();
  private framePending = false;
  private cancelFrame: (() => void) | null = null;
  private selected: ReadonlySet<number> = new Set();
  private readonly frames: FrameScheduler;

  constructor(private readonly opts: SportsLivePriceStoreOptions) {
    this.frames = opts.frames ?? immediateFrames;
  }

  get(oddsId: number): SportsOddsCellView | undefined {
    return this.entries.get(oddsId)?.view;
  }

  subscribe(oddsId: number, onChange: () => void): () => void {
    let set = this.listeners.get(oddsId);
    if (!set) this.listeners.set(oddsId, (set = new Set()));
    set.add(onChange);
    return () => {
      set.delete(onChange);
      if (set.size === 0 && this.listeners.get(oddsId) === set) this.listeners.delete(oddsId);
    };
  }

  /** The pick of an odds id with its live price (what a slip entry is built from), or null. */
  pick(fixtureId: number, oddsId: number): SportsPick | null {
    const entry = this.entries.get(oddsId);
    return entry && entry.pick.fixture.id === fixtureId ? entry.pick : null;
  }

  /**
   * The list's structure changed (a page loaded, a market was suspended, a game changed): every
   * odds row of `fixtures` takes its fixture and market from it, and keeps the newer of its live
   * price and the page's (a refetch never rolls a price back). Rows gone from the list are dropped.
   */
  sync(fixtures: readonly SportsFixture[]): void {
    const seen = new Set<number>();
    for (const fixture of fixtures) {
      for (const market of fixture.markets) {
        for (const odds of market.odds) {
          seen.add(odds.id);
          const entry = this.entries.get(odds.id);
          this.write(odds.id, { fixture, market, odds: newerSportsOdds(entry?.pick.odds, odds) });
        }
      }
    }
    for (const id of [...this.entries.keys()]) {
      if (seen.has(id)) continue;
      this.entries.delete(id);
      this.endFlash(id);
    }
  }

  /** One odds frame; false when the id is not on the list (the frame is for another page). */
  applyOdds(u: Extract<SportsLiveUpdate, { kind: 'odds' }>): boolean {
    const entry = this.entries.get(u.oddsId);
    if (!entry) return false;
    const step = nextSportsOdds(entry.pick.odds, u);
    if (!step) return true;
    this.write(u.oddsId, { ...entry.pick, odds: step.odds });
    if (step.movement) this.startFlash(u.oddsId, u.version);
    return true;
  }

  /** The slip's picks: only the ids that joined or left it are told. */
  setSelected(selected: ReadonlySet<number>): void {
    const before = this.selected;
    this.selected = selected;
    for (const id of before) if (!selected.has(id)) this.refresh(id);
    for (const id of selected) if (!before.has(id)) this.refresh(id);
  }

  /** Ends the flashes and the pending frame; subscribers hear nothing more. */
  dispose(): void {
    this.cancelFrame?.();
    this.cancelFrame = null;
    this.framePending = false;
    this.flashes.clear();
    this.sweep?.unsubscribe();
    this.sweep = null;
    this.listeners.clear();
    this.dirty.clear();
  }

  private refresh(id: number): void {
    const entry = this.entries.get(id);
    if (entry) this.write(id, entry.pick);
  }

  private write(id: number, pick: SportsPick): void {
    const entry = this.entries.get(id);
    const view = this.cellOf(pick);
    if (entry && sameCell(entry.view, view)) {
      entry.pick = pick;
      return;
    }
    this.entries.set(id, { pick, view });
    this.markDirty(id);
  }

  private cellOf(pick: SportsPick): SportsOddsCellView {
    const { odds } = pick;
    return {
      id: odds.id,
      price: odds.price,
      priceText: formatOdds(odds.price),
      version: odds.version,
      movement: odds.movement,
      selected: this.selected.has(odds.id),
      selectable: sportsPickRefusal(pick, this.opts.kind) === null,
    };
  }

  private startFlash(id: number, version: number): void {
    // Deleted first so the map stays in start order: the first entry always ends first.
    this.flashes.delete(id);
    this.flashes.set(id, { version, endsAt: this.opts.clock.now() + SPORTS_ODDS_FLASH_MS });
    if (!this.sweep) this.sweepIn(SPORTS_ODDS_FLASH_MS);
  }

  private endFlash(id: number): void {
    this.flashes.delete(id);
  }

  private sweepIn(ms: number): void {
    this.sweep = this.opts.clock.timer(ms).subscribe(() => {
      this.sweep = null;
      this.endDueFlashes();
    });
  }

  /** Takes the up/down mark off every price whose flash is over, and waits for the next one. */
  private endDueFlashes(): void {
    const now = this.opts.clock.now();
    for (const [id, flash] of this.flashes) {
      if (flash.endsAt > now) {
        this.sweepIn(Math.max(flash.endsAt - now, SPORTS_ODDS_FLASH_SWEEP_MS));
        return;
      }
      this.flashes.delete(id);
      const entry = this.entries.get(id);
      if (!entry || entry.pick.odds.version !== flash.version || entry.pick.odds.movement === null) continue;
      this.write(id, { ...entry.pick, odds: { ...entry.pick.odds, movement: null } });
    }
  }

  private markDirty(id: number): void {
    if (!this.listeners.has(id)) return;
    this.dirty.add(id);
    if (this.framePending) return;
    this.framePending = true;
    const cancel = this.frames.request(() => this.flush());
    // A scheduler that ran the flush already (immediateFrames) leaves nothing to cancel.
    if (this.framePending) this.cancelFrame = cancel;
  }

  private flush(): void {
    this.framePending = false;
    this.cancelFrame = null;
    const ids = this.dirty;
    this.dirty = new Set();
    for (const id of ids) for (const onChange of [...(this.listeners.get(id) ?? [])]) onChange();
  }
}
