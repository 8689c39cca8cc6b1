import { map, type Observable } from 'rxjs';
import { createViewModelStore } from '../../shared/application/view-model-store.js';
import { failureMessage } from '../../shared/domain/api-error.js';
import { microUsdt } from '../../shared/domain/money.js';
import type { Clock } from '../../shared/ports/clock.js';
import { ADMIN_DESK_MESSAGES as M, ADMIN_PAGE_SIZE, ADMIN_QUEUE_POLL_MS } from '../domain/admin-desk.messages.js';
import { USDT_QUEUE_MESSAGES as U, usdtCreditOf, validateReceivedUsdt } from '../domain/usdt-queue.js';
import { deskActions, deskMessagesView, NO_DESK_MESSAGES, type DeskConfirm, type DeskMessagesModel } from './desk-actions.js';
import type { UsdtQueueDecision, UsdtQueueGateway, UsdtQueueRequest, UsdtQueueStatus } from './usdt-queue.gateway.js';

interface Model extends DeskMessagesModel {
  readonly status: UsdtQueueStatus;
  readonly page: number;
  readonly loading: boolean;
  readonly rows: readonly UsdtQueueRequest[];
  /** Ids of every request shown since the screen opened (a row not among them is new). */
  readonly seen: readonly number[];
  /** Requests that arrived while the screen was open (marked until it closes). */
  readonly fresh: readonly number[];
  /** The received amount typed per waiting deposit, by request id. */
  readonly received: Readonly<Record<number, string>>;
}

export interface AdminUsdtRow extends UsdtQueueRequest {
  readonly fresh: boolean;
  /** A waiting deposit takes the USDT that arrived (typed; blank = the requested amount). */
  readonly takesReceived: boolean;
  readonly receivedText: string;
}

export interface AdminUsdtView {
  readonly status: UsdtQueueStatus;
  readonly page: number;
  readonly pageCount: number;
  readonly loading: boolean;
  readonly rows: readonly AdminUsdtRow[];
  readonly alert: string | null;
  readonly confirm: DeskConfirm | null;
}

const toView = (s: Model): AdminUsdtView => ({
  status: s.status,
  page: s.page,
  pageCount: s.rows.length >= ADMIN_PAGE_SIZE ? s.page + 1 : s.page,
  loading: s.loading,
  rows: s.rows.map((r) => ({
    ...r,
    fresh: s.fresh.includes(r.id),
    takesReceived: r.status === 0 && r.depositMode === 0,
    receivedText: s.received[r.id] ?? '',
  })),
  ...deskMessagesView(s),
});

/**
 * /admin/usdt: the USDT queue (issue 11): USD deposits, tether charges and USD withdrawals by
 * status, 20 a page, newest first. Approve (a deposit credits the typed received amount, else the
 * requested one; checked by core before the call) or reject after a question. Live like the won
 * queue: the page shown is read again every ADMIN_QUEUE_POLL_MS, a new request is marked new.
 */
export class AdminUsdtViewModel {
  private readonly store = createViewModelStore<Model>({
    ...NO_DESK_MESSAGES,
    status: 0,
    page: 1,
    loading: true,
    rows: [],
    seen: [],
    fresh: [],
    received: {},
  });
  readonly state$: Observable<AdminUsdtView> = this.store.state$.pipe(map(toView));
  private readonly actions = deskActions(this.store);
  /** `poll` true: a row not seen before arrived while the screen was open, so it is marked new. */
  private readonly load = this.store.latest(
    async (status: UsdtQueueStatus, page: number, poll: boolean) => ({
      poll,
      result: await this.deps.gateway.requests(status, page, ADMIN_PAGE_SIZE),
    }),
    ({ poll, result }) => {
      if (!result.ok) {
        this.store.set({ loading: false, alert: failureMessage(result.error, M.loadFailed) });
        return;
      }
      this.store.set((s) => {
        const unseen = result.value.map((r) => r.id).filter((id) => !s.seen.includes(id));
        return { ...s, loading: false, rows: result.value, seen: [...s.seen, ...unseen], fresh: poll ? [...s.fresh, ...unseen] : s.fresh };
      });
    },
  );
  private readonly send = this.store.exclusive(async (request: UsdtQueueRequest, approve: boolean, receivedAmount: number | null) => {
    const decision: UsdtQueueDecision = approve
      ? { kind: 'approve', memberId: request.memberId, receivedAmount: receivedAmount === null ? null : microUsdt(receivedAmount) }
      : { kind: 'reject', memberId: request.memberId };
    const sent = await this.actions.send(this.deps.gateway.decide(request.id, decision), approve ? U.approved : U.rejected);
    if (sent) {
      this.store.set((s) => ({
        ...s,
        received: Object.fromEntries(Object.entries(s.received).filter(([id]) => Number(id) !== request.id)),
      }));
      this.reload();
    }
  });

  readonly accept = this.actions.accept;
  readonly cancel = this.actions.cancel;
  readonly dismissAlert = this.actions.dismissAlert;

  constructor(private readonly deps: { readonly gateway: UsdtQueueGateway; readonly clock: Clock }) {
    this.goToPage(1);
    this.store.own(deps.clock.every(ADMIN_QUEUE_POLL_MS).subscribe(() => this.reload()));
  }

  setStatus(status: UsdtQueueStatus): void {
    this.store.set({ status });
    this.goToPage(1);
  }

  goToPage(page: number): void {
    this.store.set({ loading: true, page });
    this.load(this.store.get().status, page, false);
  }

  /** Reads the page shown again, quietly (the poll, and after a decision). */
  reload(): void {
    const { status, page } = this.store.get();
    this.load(status, page, true);
  }

  /** Keeps what the operator typed as the USDT that arrived for a waiting deposit. */
  setReceived(requestId: number, text: string): void {
    this.store.set((s) => ({ ...s, received: { ...s.received, [requestId]: text } }));
  }

  approve(requestId: number): void {
    const request = this.store.get().rows.find((r) => r.id === requestId);
    if (!request) return;
    if (request.depositMode === 1) return this.send(request, true, null);
    const typed = validateReceivedUsdt(this.store.get().received[requestId] ?? '');
    if (!typed.ok) return this.actions.alert(typed.error.message);
    const credit = usdtCreditOf(request.amount, typed.value);
    if (!credit.ok) return this.actions.alert(credit.error.message);
    this.send(request, true, typed.value);
  }

  reject(requestId: number): void {
    const request = this.store.get().rows.find((r) => r.id === requestId);
    if (request) this.actions.ask(U.confirmReject, () => this.send(request, false, null));
  }

  dispose(): void {
    this.store.dispose();
  }
}
