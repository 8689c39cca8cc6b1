import { map, type Observable } from 'rxjs';
import { createViewModelStore } from '../../shared/application/view-model-store.js';
import type { Clock } from '../../shared/ports/clock.js';
import { ADMIN_DESK_MESSAGES as M } from '../domain/admin-desk.messages.js';
import type { AdminCharge, AdminChargeStatus, AdminDeskGateway } from './admin-desk.gateway.js';
import { deskActions, deskMessagesView, NO_DESK_MESSAGES, type DeskConfirm } from './desk-actions.js';
import { deskQueue, deskQueueStart, deskQueueView, type DeskQueueModel } from './desk-queue.js';

type Model = DeskQueueModel<AdminChargeStatus, AdminCharge>;

export interface AdminChargesView {
  readonly status: AdminChargeStatus;
  readonly page: number;
  readonly pageCount: number;
  readonly loading: boolean;
  readonly rows: readonly (AdminCharge & { readonly fresh: boolean })[];
  readonly alert: string | null;
  readonly confirm: DeskConfirm | null;
}

const toView = (s: Model): AdminChargesView => ({ ...deskQueueView(s), ...deskMessagesView(s) });

/**
 * /admin/charges: the deposit and withdrawal queue (waiting, done, cancelled), 20 a page, newest
 * first; approve or cancel a waiting request. Live (`deskQueue`): the page shown is polled, a
 * member's new request appears marked new, and the polls never keep the operator's session alive.
 */
export class AdminChargesViewModel {
  private readonly store = createViewModelStore<Model>({ ...NO_DESK_MESSAGES, ...deskQueueStart<AdminChargeStatus>(0) });
  readonly state$: Observable<AdminChargesView> = this.store.state$.pipe(map(toView));
  private readonly actions = deskActions(this.store);
  private readonly queue: ReturnType<typeof deskQueue<AdminChargeStatus, AdminCharge, Model>>;
  private readonly decide = this.store.exclusive(async (chargeId: number, decision: 'approve' | 'reject') => {
    const text = decision === 'approve' ? M.chargeApproved : M.chargeRejected;
    if (await this.actions.send(this.deps.gateway.decideCharge(chargeId, decision), text)) this.reload();
  });

  readonly accept = this.actions.accept;
  readonly cancel = this.actions.cancel;
  readonly dismissAlert = this.actions.dismissAlert;

  constructor(private readonly deps: { readonly gateway: AdminDeskGateway; readonly clock: Clock }) {
    this.queue = deskQueue(this.store, deps.clock, (status: AdminChargeStatus, page, perPage, background) =>
      deps.gateway.charges(status, page, perPage, background),
    );
  }

  setStatus(status: AdminChargeStatus): void {
    this.queue.setStatus(status);
  }

  goToPage(page: number): void {
    this.queue.goToPage(page);
  }

  /** Reads the page shown again, quietly (the poll does this every ADMIN_QUEUE_POLL_MS). */
  reload(): void {
    this.queue.reload();
  }

  approve(chargeId: number): void {
    this.decide(chargeId, 'approve');
  }

  reject(chargeId: number): void {
    this.actions.ask(M.confirmRejectCharge, () => this.decide(chargeId, 'reject'));
  }

  dispose(): void {
    this.store.dispose();
  }
}
