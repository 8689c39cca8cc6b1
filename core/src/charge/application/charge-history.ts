import {
  defer,
  distinctUntilChanged,
  exhaustMap,
  ignoreElements,
  map,
  merge,
  startWith,
  Subject,
  switchMap,
  withLatestFrom,
  type Observable,
} from 'rxjs';
import { formatUsdt, withThousands } from '../../shared/domain/money.js';
import { CHARGE_MESSAGES as M } from '../domain/messages.js';
import {
  canHideChargeRecord,
  chargeHideRequest,
  chargeHideRequestsForDeleteAll,
  chargePageCount,
  chargeStatusLabel,
  chargeStatusOf,
  chargeTypeLabel,
  isCoinChargeRecord,
  type ChargeRecord,
  type ChargeStatus,
} from '../domain/records.js';
import type { ChargeAlert } from './charge-context.js';
import type { ChargeGateway } from './charge-gateway.js';
import { createViewModelStore, type ViewModelStore } from '../../shared/application/view-model-store.js';
import { callChargeGateway, CHARGE_POLL_MS } from './charge-support.js';
import type { Clock } from '../../shared/ports/clock.js';

export interface ChargeHistoryRow {
  readonly record: ChargeRecord;
  readonly id: number;
  readonly date: string;
  readonly typeLabel: string;
  /** Won with separators, or USDT with up to 6 decimals for coin records. */
  readonly amountText: string;
  readonly status: ChargeStatus;
  readonly statusLabel: string;
  readonly canHide: boolean;
}

export interface ChargeHistoryView {
  readonly status: 'loading' | 'ready' | 'failed';
  readonly rows: readonly ChargeHistoryRow[];
  readonly page: number;
  readonly pageCount: number;
  readonly totalCount: number;
  /** A hide or delete-all is running. */
  readonly busy: boolean;
}

/** Delete-all reads the whole history in pages of this size before hiding rows one by one. */
export const CHARGE_DELETE_ALL_FETCH_SIZE = 100;
/** Stops a delete-all sweep on a server that keeps reporting more rows than it returns. */
const DELETE_ALL_MAX_PAGES = 50;

const toRow = (record: ChargeRecord): ChargeHistoryRow => ({
  record,
  id: record.id,
  date: record.depositDate,
  typeLabel: chargeTypeLabel(record.chargeType),
  amountText: isCoinChargeRecord(record) ? formatUsdt(record.depositAmount) : withThousands(record.depositAmount),
  status: chargeStatusOf(record),
  statusLabel: chargeStatusLabel(record),
  canHide: canHideChargeRecord(record),
});

/**
 * One member's deposit or withdrawal history: loads on open, every five seconds, and on demand;
 * hides one row or all finished rows. Shared by the deposit and withdraw view models.
 */
export class ChargeHistoryFeed {
  private readonly store: ViewModelStore<ChargeHistoryView>;
  readonly view$: Observable<ChargeHistoryView>;
  /** Reloads off the timer: `true` only when the poll's own answer asks for one (its page vanished). */
  private readonly reload$ = new Subject<boolean>();
  private readonly hide$ = new Subject<ChargeRecord>();
  private readonly deleteAll$ = new Subject<void>();

  constructor(
    private readonly deps: {
      readonly gateway: ChargeGateway;
      readonly clock: Clock;
      readonly depositMode: 0 | 1;
      readonly pageSize: number;
      readonly notify: (alert: ChargeAlert) => void;
    },
  ) {
    this.store = createViewModelStore<ChargeHistoryView>({
      status: 'loading',
      rows: [],
      page: 1,
      pageCount: 1,
      totalCount: 0,
      busy: false,
    });
    this.view$ = this.store.state$;
  }

  get view(): ChargeHistoryView {
    return this.store.get();
  }

  /** Ends the hide and reload triggers; `view$` completes (the screen's effects end with it). */
  dispose(): void {
    this.store.dispose();
    this.reload$.complete();
    this.hide$.complete();
    this.deleteAll$.complete();
  }

  /** The feed's work, to merge into a view model's state$: polling, hides, delete-all. */
  effects(memberId$: Observable<number>): Observable<never> {
    const ids = memberId$.pipe(distinctUntilChanged());
    // The first load comes with the screen the member opened; the timer's ticks go out as
    // background polls, so a history left open does not keep an idle session alive.
    const byPoll$ = merge(this.deps.clock.every(CHARGE_POLL_MS).pipe(map(() => true)), this.reload$).pipe(startWith(false));
    const loads = ids.pipe(switchMap((memberId) => byPoll$.pipe(switchMap((byPoll) => defer(() => this.load(memberId, byPoll))))));
    const hides = this.hide$.pipe(exhaustMap((record) => defer(() => this.hideOne(record))));
    const deleteAll = this.deleteAll$.pipe(
      withLatestFrom(ids),
      exhaustMap(([, memberId]) => defer(() => this.hideAll(memberId))),
    );
    return merge(loads, hides, deleteAll).pipe(ignoreElements());
  }

  refresh(): void {
    this.reload$.next(false);
  }

  setPage(page: number): void {
    const target = Math.min(Math.max(1, Math.floor(page)), this.store.get().pageCount);
    if (target === this.store.get().page) return;
    this.store.set({ page: target });
    this.reload$.next(false);
  }

  /** Hides one row when the rules allow it (spec 4); a click on any other row does nothing. */
  hide(record: ChargeRecord): void {
    if (canHideChargeRecord(record)) this.hide$.next(record);
  }

  /** Hides every done or cancelled record (the screen asks CHARGE_MESSAGES.deleteAllConfirm first). */
  deleteAll(): void {
    this.deleteAll$.next();
  }

  private async load(memberId: number, byPoll: boolean): Promise<void> {
    const { page } = this.store.get();
    const query = { memberId, depositMode: this.deps.depositMode, page, perpage: this.deps.pageSize };
    const result = await callChargeGateway(() => this.deps.gateway.loadHistory(query, byPoll));
    if (!result.ok) {
      // Keep the rows already shown; the next poll tries again.
      this.store.set({ status: this.store.get().status === 'loading' ? 'failed' : this.store.get().status });
      return;
    }
    const pageCount = chargePageCount(result.value.totalCount, this.deps.pageSize);
    if (page > pageCount) {
      // Rows were hidden under us and this page is gone: show the last page that exists.
      this.store.set({ page: pageCount, pageCount });
      this.reload$.next(byPoll);
      return;
    }
    this.store.set({
      status: 'ready',
      rows: result.value.rows.map(toRow),
      pageCount,
      totalCount: result.value.totalCount,
    });
  }

  private async hideOne(record: ChargeRecord): Promise<void> {
    this.store.set({ busy: true });
    const result = await callChargeGateway(() => this.deps.gateway.hideRecord(chargeHideRequest(record)));
    this.store.set({ busy: false });
    this.deps.notify(result.ok ? { tone: 'success', message: M.recordHidden } : { tone: 'error', message: M.recordHideFailed });
    this.reload$.next(false);
  }

  private async hideAll(memberId: number): Promise<void> {
    this.store.set({ busy: true });
    const records = await this.fetchEverything(memberId);
    let alert: ChargeAlert;
    if (records === null) {
      alert = { tone: 'error', message: M.deleteAllFailed };
    } else {
      const requests = chargeHideRequestsForDeleteAll(records);
      let failures = 0;
      // One call per record (spec 7); sequential so the server never sees a burst.
      for (const request of requests) {
        const result = await callChargeGateway(() => this.deps.gateway.hideRecord(request));
        if (!result.ok) failures += 1;
      }
      alert =
        requests.length === 0
          ? { tone: 'info', message: M.deleteAllNothing }
          : failures > 0
            ? { tone: 'error', message: M.deleteAllFailed }
            : { tone: 'success', message: M.deleteAllDone };
    }
    this.store.set({ busy: false });
    this.deps.notify(alert);
    this.reload$.next(false);
  }

  /** Every visible record of the member, page by page; null when a page fails to load. */
  private async fetchEverything(memberId: number): Promise<ChargeRecord[] | null> {
    const all: ChargeRecord[] = [];
    for (let page = 1; page <= DELETE_ALL_MAX_PAGES; page += 1) {
      const query = { memberId, depositMode: this.deps.depositMode, page, perpage: CHARGE_DELETE_ALL_FETCH_SIZE };
      const result = await callChargeGateway(() => this.deps.gateway.loadHistory(query));
      if (!result.ok) return null;
      all.push(...result.value.rows);
      if (result.value.rows.length === 0 || all.length >= result.value.totalCount) break;
    }
    return all;
  }
}
