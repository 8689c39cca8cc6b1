import { map, type Observable } from 'rxjs';
import { createViewModelStore } from '../../shared/application/view-model-store.js';
import { failureMessage } from '../../shared/domain/api-error.js';
import type { Clock } from '../../shared/ports/clock.js';
import { ADMIN_DESK_MESSAGES as M, ADMIN_PAGE_SIZE, ADMIN_QUEUE_POLL_MS } from '../domain/admin-desk.messages.js';
import type { AdminCharge, AdminChargeStatus, AdminDeskGateway } from './admin-desk.gateway.js';
import { deskActions, deskMessagesView, NO_DESK_MESSAGES, type DeskConfirm, type DeskMessagesModel } from './desk-actions.js';

interface Model extends DeskMessagesModel {
  readonly status: AdminChargeStatus;
  readonly page: number;
  readonly loading: boolean;
  readonly rows: readonly AdminCharge[];
  /** Ids of every request shown since the screen opened (a row not among them is new). */
  readonly seen: readonly number[];
  /** Requests that arrived while the screen was open (marked until it closes). */
  readonly fresh: readonly number[];
}

export interface AdminChargesView {
  readonly status: AdminChargeStatus;
  readonly page: number;
  readonly pageCount: number;
  readonly loading: boolean;
  readonly rows: readonly (AdminCharge & { readonly fresh: boolean })[];
  readonly alert: string | null;
  readonly confirm: DeskConfirm | null;
}

const toView = (s: Model): AdminChargesView => ({
  status: s.status,
  page: s.page,
  pageCount: s.rows.length >= ADMIN_PAGE_SIZE ? s.page + 1 : s.page,
  loading: s.loading,
  rows: s.rows.map((r) => ({ ...r, fresh: s.fresh.includes(r.id) })),
  ...deskMessagesView(s),
});

/**
 * /admin/charges: the deposit and withdrawal queue (waiting, done, cancelled), 20 a page, newest
 * first; approve or cancel a waiting request. Live: the page shown is read again every
 * ADMIN_QUEUE_POLL_MS on the Clock, so a member's new request appears without a reload (marked
 * new); the admin API has no stream of its own, and a browser's SSE connections are scarce.
 */
export class AdminChargesViewModel {
  private readonly store = createViewModelStore<Model>({
    ...NO_DESK_MESSAGES,
    status: 0,
    page: 1,
    loading: true,
    rows: [],
    seen: [],
    fresh: [],
  });
  readonly state$: Observable<AdminChargesView> = this.store.state$.pipe(map(toView));
  private readonly actions = deskActions(this.store);
  /** `poll` true: a row not seen before arrived while the screen was open, so it is marked new. */
  private readonly load = this.store.latest(
    async (status: AdminChargeStatus, page: number, poll: boolean) => ({
      poll,
      // The timer's reads are background polls: they do not keep the operator's session alive.
      result: await this.deps.gateway.charges(status, page, ADMIN_PAGE_SIZE, poll),
    }),
    ({ poll, result }) => {
      if (!result.ok) {
        // A session status (556 after the idle limit...) is the Session feature's to say: one alert, not two.
        const alert = result.error.kind === 'session' ? null : failureMessage(result.error, M.loadFailed);
        this.store.set((s) => ({ ...s, loading: false, alert: alert ?? s.alert }));
        return;
      }
      this.store.set((s) => {
        const unseen = result.value.map((r) => r.id).filter((id) => !s.seen.includes(id));
        return {
          ...s,
          loading: false,
          rows: result.value,
          seen: [...s.seen, ...unseen],
          fresh: poll ? [...s.fresh, ...unseen] : s.fresh,
        };
      });
    },
  );
  private readonly decide = this.store.exclusive(async (chargeId: number, decision: 'approve' | 'reject') => {
    const text = decision === 'approve' ? M.chargeApproved : M.chargeRejected;
    if (await this.actions.send(this.deps.gateway.decideCharge(chargeId, decision), text)) this.reload();
  });

  readonly accept = this.actions.accept;
  readonly cancel = this.actions.cancel;
  readonly dismissAlert = this.actions.dismissAlert;

  constructor(private readonly deps: { readonly gateway: AdminDeskGateway; readonly clock: Clock }) {
    this.goToPage(1);
    this.store.own(deps.clock.every(ADMIN_QUEUE_POLL_MS).subscribe(() => this.reload()));
  }

  setStatus(status: AdminChargeStatus): void {
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
