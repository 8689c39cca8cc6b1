import { defer, distinctUntilChanged, exhaustMap, from, map, of, Subject, switchMap, tap, type Observable } from 'rxjs';
import { createViewModelStore, type ViewModelStore } from '../../shared/application/view-model-store.js';
import type { Clock } from '../../shared/ports/clock.js';
import type { Won } from '../../shared/domain/money.js';
import type { Odds } from '../../shared/domain/odds.js';
import { addBetToSlip, changeBetInSlip, createBetSlip, removeBetFromSlip } from '../domain/bet-slip.js';
import {
  acceptBetSlipOddsChanges,
  applyBetSlipOddsChange,
  betSlipGamePathOfRoute,
  clearBetSlip,
  onBetSlipRouteChange,
  setBetSlipGamePath,
  toggleBetSlipAutoChange,
} from '../domain/bet-slip.events.js';
import { BET_SLIP_MESSAGES } from '../domain/bet-slip.messages.js';
import type { BetSlipEntry, BetSlipGamePath, BetSlipOutcome, BetSlipState } from '../domain/bet-slip.types.js';
import { DEFAULT_BET_SLIP_CHANGE_POLICY, type BetSlipChangePolicy } from '../domain/fixture-rules.js';
import { virtualGameOfRoute } from '../domain/game-detail-type.js';
import { bonusSlipEntry } from '../domain/bonus-rules.js';
import { applyBetSlipOddsUpdate, NO_BET_SLIP_LIVE_MARKS, pruneBetSlipLiveMarks, type BetSlipOddsUpdate } from '../domain/live-odds.js';
import type { BetStakeCaps } from '../domain/stake.js';
import { DEFAULT_BET_MAX_BET_BOUNDARY, type BetMaxBetBoundary } from '../domain/submit-validation.js';
import { type BetSlipContext, type BetSlipGateway, type BetSlipOddsFeed } from './bet-slip.ports.js';
import { betSlipFollowedIds$, followBetSlipFeed } from './bet-slip.live.js';
import { betSlipLimitsKey, loadBetSlipLimits, runBetSlipSubmit } from './bet-slip.submit-flow.js';
import { withMaxStake, withQuickAdd, withStakeLeft, withTypedStake } from './bet-slip.stake-field.js';
import type { BetSlipRetryDeps } from './bet-slip.submit.js';
import {
  betSlipStakeCaps,
  initialBetSlipState,
  settleBetSlipPhase,
  toBetSlipView,
  type BetSlipInternalState,
  type BetSlipView,
} from './bet-slip.view.js';

export interface BetSlipViewModelDeps {
  readonly gateway: BetSlipGateway;
  /** Login, member ids, level and cash, pushed by the session feature. */
  readonly context$: Observable<BetSlipContext>;
  /** The live odds of the slip's picks; without it the slip only learns of moves from a refused bet. */
  readonly oddsFeed?: BetSlipOddsFeed;
  /**
   * Times how long the feed's link may be down before the prices count as stale (default: the
   * retry's clock; without either, only the server's `stale` counts).
   */
  readonly clock?: Clock;
  readonly changePolicy?: BetSlipChangePolicy;
  /** The max-bet reading until the session's settings name the operator's (`BetSlipContext.maxBetBoundary` wins). */
  readonly maxBetBoundary?: BetMaxBetBoundary;
  readonly initialSlip?: BetSlipState;
  /** Keys and clock for submits: one Idempotency-Key per submit, retried while no answer comes. */
  readonly retry?: BetSlipRetryDeps;
  /**
   * Called once a bet is placed: the stake left the member's cash on the server, so the session
   * reloads the balances now instead of at its next 5-second poll.
   */
  readonly onPlaced?: () => void;
}

/**
 * The bet slip screen (PC panel and mobile dialog). Intents change the slip through the
 * pure aggregate; `submit` validates in the spec's order and sends once (exhaustMap), a
 * second press meanwhile only says '베팅 진행중입니다.'. The UI calls `clear()` when the
 * member leaves the slip and `routeChanged()` on every navigation.
 */
export class BetSlipViewModel {
  readonly state$: Observable<BetSlipView>;
  private readonly store: ViewModelStore<BetSlipInternalState>;
  private readonly submits = new Subject<void>();
  private readonly changePolicy: BetSlipChangePolicy;
  private readonly boundary: BetMaxBetBoundary;

  constructor(private readonly deps: BetSlipViewModelDeps) {
    this.changePolicy = deps.changePolicy ?? DEFAULT_BET_SLIP_CHANGE_POLICY;
    this.boundary = deps.maxBetBoundary ?? DEFAULT_BET_MAX_BET_BOUNDARY;
    this.store = createViewModelStore<BetSlipInternalState>(initialBetSlipState(deps.initialSlip ?? createBetSlip()));
    this.state$ = this.store.state$.pipe(map(toBetSlipView));
    this.store.own(
      deps.context$
        .pipe(
          tap((context) => this.update((s) => ({ ...s, context }))),
          map(betSlipLimitsKey),
          distinctUntilChanged(),
          switchMap((key) => {
            const userId = this.current.context.userId;
            return key && userId ? from(loadBetSlipLimits(deps.gateway, userId)) : of(null);
          }),
        )
        .subscribe((limitSettings) => this.update((s) => ({ ...s, limitSettings }))),
    );
    if (deps.oddsFeed) this.followFeed(deps.oddsFeed, betSlipFollowedIds$(this.store.state$));
    this.loadBonusOffers();
    // Not an `exclusive` intent: a refused submit must end synchronously (see `runBetSlipSubmit`).
    const submitHost = { store: this.store, gateway: deps.gateway, retry: deps.retry, boundary: this.boundary, onPlaced: deps.onPlaced };
    this.store.own(this.submits.pipe(exhaustMap(() => defer(() => runBetSlipSubmit(submitHost)))).subscribe());
  }

  private followFeed(feed: BetSlipOddsFeed, followed$: Observable<readonly number[]>): void {
    const clock = this.deps.clock ?? this.deps.retry?.clock;
    const { odds$, pricesStale$ } = followBetSlipFeed(feed, followed$, clock);
    this.store.own(odds$.subscribe((u) => this.applyLiveOdds(u)));
    this.store.own(pricesStale$.subscribe((pricesStale) => this.update((s) => ({ ...s, pricesStale }))));
  }

  addBet(entry: BetSlipEntry): void {
    this.applySlip(addBetToSlip(this.current.slip, entry));
  }

  removeBet(oddsId: number): void {
    this.applySlip(removeBetFromSlip(this.current.slip, oddsId));
  }

  changeBet(entry: BetSlipEntry, policy: BetSlipChangePolicy = this.changePolicy): void {
    this.applySlip(changeBetInSlip(this.current.slip, entry, policy));
  }

  clear(): void {
    this.update((s) => ({ ...s, slip: clearBetSlip(s.slip), live: NO_BET_SLIP_LIVE_MARKS, phase: settleBetSlipPhase(s.phase) }));
  }

  /**
   * The folder-bonus picker (spec 2/5): adds the bonus needing `folders` picks, or takes it out
   * when it is already in the slip. The bonus rules answer with their alerts.
   */
  addBonus(folders: number): void {
    const offer = this.current.bonusOffers.find((o) => o.folders === folders);
    if (offer) this.addBet(bonusSlipEntry(offer));
  }

  setGamePath(path: BetSlipGamePath): void {
    this.update((s) => ({ ...s, slip: setBetSlipGamePath(s.slip, path) }));
  }

  routeChanged(fromPath: string, toPath: string): void {
    this.update((s) => ({
      ...s,
      slip: onBetSlipRouteChange(s.slip, fromPath, toPath),
      pageGamePath: betSlipGamePathOfRoute(toPath),
      virtualGame: betSlipGamePathOfRoute(toPath) === 'bet365' ? virtualGameOfRoute(toPath) : s.virtualGame,
    }));
  }

  /** The stake field's intents: bet-slip.stake-field.ts says what each does. */
  setStakeText(text: string): void {
    this.update((s) => withTypedStake(s, text));
  }

  leaveStake(): void {
    this.update(withStakeLeft);
  }

  quickAdd(amount: Won): void {
    this.update((s) => withQuickAdd(s, amount, this.caps(s)));
  }

  max(): void {
    this.update((s) => withMaxStake(s, this.caps(s)));
  }

  toggleAutoChange(on?: boolean): void {
    this.update((s) => ({ ...s, slip: toggleBetSlipAutoChange(s.slip, on).state }));
  }

  /** A changed-odds event from the feed (not a member action: the phase is left alone). */
  applyOddsChange(oddsId: number, newPrice: Odds, version: number): void {
    this.update((s) => ({ ...s, slip: applyBetSlipOddsChange(s.slip, oddsId, newPrice, version).state }));
  }

  /** One live frame: price, version and suspension of a pick (not a member action either). */
  applyLiveOdds(u: BetSlipOddsUpdate): void {
    this.update((s) => {
      const next = applyBetSlipOddsUpdate(s.slip, s.live, u);
      return next.slip === s.slip && next.marks === s.live ? s : { ...s, slip: next.slip, live: next.marks };
    });
  }

  /**
   * After a refusal because odds moved: the member accepts the new prices shown beside the old
   * ones, and the slip is sent again at exactly those prices.
   */
  acceptOddsChanges(): void {
    if (this.current.phase.status === 'submitting') return this.submit();
    this.update((s) => ({ ...s, slip: acceptBetSlipOddsChanges(s.slip).state, phase: { status: 'idle' } }));
    this.submit();
  }

  submit(): void {
    if (this.current.phase.status === 'submitting') {
      this.update((s) => ({ ...s, notice: BET_SLIP_MESSAGES.betInProgress }));
    }
    this.submits.next();
  }

  /** Closes the current alert: clears the notice and returns a finished phase to idle. */
  dismiss(): void {
    this.update((s) => ({ ...s, notice: null, phase: settleBetSlipPhase(s.phase) }));
  }

  /** Ends the context, odds and submit subscriptions; `state$` completes. */
  dispose(): void {
    this.store.dispose();
  }

  private get current(): BetSlipInternalState {
    return this.store.get();
  }

  private update(fn: (s: BetSlipInternalState) => BetSlipInternalState): void {
    this.store.set(fn);
  }

  private applySlip(outcome: BetSlipOutcome<unknown>): void {
    this.update((s) => ({
      ...s,
      slip: outcome.state,
      live: pruneBetSlipLiveMarks(outcome.state, s.live),
      notice: outcome.result.ok ? s.notice : outcome.result.error.message,
      phase: settleBetSlipPhase(s.phase),
    }));
  }

  /** The state's caps; before the settings name the operator's reading, this view model's. */
  private caps(s: BetSlipInternalState): BetStakeCaps {
    return { maxBetBoundary: this.boundary, ...betSlipStakeCaps(s) };
  }

  /** The folder bonuses are public and fixed: loaded once; a failure leaves the picker hidden. */
  private loadBonusOffers(): void {
    const load = this.deps.gateway.loadBonusOffers?.bind(this.deps.gateway);
    if (!load) return;
    load()
      .then((r) => {
        if (r.ok) this.update((s) => ({ ...s, bonusOffers: r.value }));
      })
      .catch(() => undefined);
  }
}
