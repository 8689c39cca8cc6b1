import { combineLatest, map, type Observable } from 'rxjs';
import { createViewModelStore, type ViewModelStore } from '../../shared/application/view-model-store.js';
import type { DomainError, Result } from '../../shared/domain/result.js';
import type { ChargeRecord } from '../domain/records.js';
import {
  chargeCashEffects,
  chargeCashFields,
  chargeCashSubmit,
  type ChargeCashFields,
  type ChargeCashRequest,
  type ChargeCashState,
} from './charge-cash.js';
import { ChargeHistoryFeed, type ChargeHistoryView } from './charge-history.js';
import { chargeScreenState$ } from './charge-screen.js';
import type { ChargeContext, ChargeViewModelDeps } from './charge-support.js';

/** What tells the deposit page from the withdraw page at construction. */
export interface ChargeCashPageSetup<S extends ChargeCashState, V> {
  readonly initial: S;
  /** The history's list: 0 deposits, 1 withdrawals (spec 7's depositMode). */
  readonly depositMode: 0 | 1;
  readonly pageSize: number;
  readonly toView: (state: S, history: ChargeHistoryView) => V;
  /** Applied to the state each time a new member snapshot arrives. */
  readonly onContext?: (state: S) => S;
}

/**
 * The cash deposit and withdraw pages (spec 2, 5, 8, 9) have the same ten intents: the won
 * amount with quick-adds, the 4-digit password, one submit at a time, the page's history and the
 * alert. They live here once. A base class, not composed functions alone (issue 8's rule), because
 * a class can only gain shared public methods by inheriting them: composition would repeat all ten
 * forwarders in both pages. One level, typed by the page's state: no casts.
 */
export abstract class ChargeCashPage<S extends ChargeCashState, V> {
  readonly state$: Observable<V>;
  protected readonly store: ViewModelStore<S>;
  protected readonly history: ChargeHistoryFeed;
  private readonly fields: ChargeCashFields;
  private readonly sendRequest: () => void;

  protected constructor(
    protected readonly deps: ChargeViewModelDeps,
    page: ChargeCashPageSetup<S, V>,
  ) {
    const store = createViewModelStore<S>(page.initial);
    this.store = store;
    this.history = new ChargeHistoryFeed({
      gateway: deps.gateway,
      clock: deps.clock,
      depositMode: page.depositMode,
      pageSize: page.pageSize,
      notify: (alert) => store.set((s) => ({ ...s, alert })),
    });
    this.fields = chargeCashFields(store);
    this.sendRequest = chargeCashSubmit(store, deps, this.history, (ctx, state) => this.prepareRequest(ctx, state));
    this.state$ = chargeScreenState$(
      store,
      deps,
      combineLatest([store.state$, this.history.view$]).pipe(map(([state, history]) => page.toView(state, history))),
      chargeCashEffects(store, deps, this.history),
      page.onContext,
    );
  }

  /** The page's own validation and request; a refusal is shown as the error alert. */
  protected abstract prepareRequest(ctx: ChargeContext, state: S): Result<ChargeCashRequest<S>, DomainError>;

  setAmount(text: string): void {
    this.fields.setAmount(text);
  }

  /** Quick buttons add to what is typed (an unreadable field counts as empty). */
  addQuickAmount(amount: number): void {
    this.fields.addQuickAmount(amount);
  }

  clearAmount(): void {
    this.fields.clearAmount();
  }

  setPassword(text: string): void {
    this.fields.setPassword(text);
  }

  submit(): void {
    this.sendRequest();
  }

  setPage(page: number): void {
    this.history.setPage(page);
  }

  hideRecord(record: ChargeRecord): void {
    this.history.hide(record);
  }

  deleteAll(): void {
    this.history.deleteAll();
  }

  dismissAlert(): void {
    this.store.set((s) => ({ ...s, alert: null }));
  }

  /** Ends the history, the clock and the intents; `state$` completes. */
  dispose(): void {
    this.history.dispose();
    this.store.dispose();
  }
}
