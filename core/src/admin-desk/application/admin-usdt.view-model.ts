import { map, type Observable } from 'rxjs';
import { createViewModelStore } from '../../shared/application/view-model-store.js';
import { microUsdt } from '../../shared/domain/money.js';
import type { Clock } from '../../shared/ports/clock.js';
import { USDT_QUEUE_MESSAGES as U, usdtCreditOf, validateReceivedUsdt } from '../domain/usdt-queue.js';
import { deskActions, deskMessagesView, NO_DESK_MESSAGES, type DeskConfirm } from './desk-actions.js';
import { deskQueue, deskQueueStart, deskQueueView, type DeskQueueModel } from './desk-queue.js';
import type { UsdtQueueDecision, UsdtQueueGateway, UsdtQueueRequest, UsdtQueueStatus } from './usdt-queue.gateway.js';

interface Model extends DeskQueueModel<UsdtQueueStatus, UsdtQueueRequest> {
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

const toView = (s: Model): AdminUsdtView => {
  const queue = deskQueueView(s);
  return {
    ...queue,
    rows: queue.rows.map((r) => ({ ...r, takesReceived: r.status === 0 && r.depositMode === 0, receivedText: s.received[r.id] ?? '' })),
    ...deskMessagesView(s),
  };
};

/**
 * /admin/usdt: the USDT queue (issue 11): USD deposits, tether charges and USD withdrawals by
 * status, 20 a page, newest first. Approve (a deposit credits the typed received amount, else the
 * requested one; checked by core before the call) or reject after a question. Live like the won
 * queue (`deskQueue`): the page shown is polled, a new request is marked new, and the polls never
 * keep the operator's session alive.
 */
export class AdminUsdtViewModel {
  private readonly store = createViewModelStore<Model>({ ...NO_DESK_MESSAGES, ...deskQueueStart<UsdtQueueStatus>(0), received: {} });
  readonly state$: Observable<AdminUsdtView> = this.store.state$.pipe(map(toView));
  private readonly actions = deskActions(this.store);
  private readonly queue: ReturnType<typeof deskQueue<UsdtQueueStatus, UsdtQueueRequest, Model>>;
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
    this.queue = deskQueue(this.store, deps.clock, (status: UsdtQueueStatus, page, perPage, background) =>
      deps.gateway.requests(status, page, perPage, background),
    );
  }

  setStatus(status: UsdtQueueStatus): void {
    this.queue.setStatus(status);
  }

  goToPage(page: number): void {
    this.queue.goToPage(page);
  }

  /** Reads the page shown again, quietly (the poll does this every ADMIN_QUEUE_POLL_MS). */
  reload(): void {
    this.queue.reload();
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
