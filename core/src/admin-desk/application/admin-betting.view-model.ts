import { map, type Observable } from 'rxjs';
import { createViewModelStore } from '../../shared/application/view-model-store.js';
import { ADMIN_BETTING_PAGE_SIZE, ADMIN_DESK_MESSAGES as M } from '../domain/admin-desk.messages.js';
import type { AdminBettingFixture, AdminDeskGateway } from './admin-desk.gateway.js';
import { deskActions, deskMessagesView, NO_DESK_MESSAGES, type DeskConfirm } from './desk-actions.js';
import { deskList, deskListStart, deskListView, type DeskListModel } from './desk-list.js';

interface Model extends DeskListModel<AdminBettingFixture> {
  readonly openId: number | null;
}

export interface AdminBettingView {
  readonly search: string;
  readonly page: number;
  readonly pageCount: number;
  readonly loading: boolean;
  readonly rows: readonly AdminBettingFixture[];
  /** The fixture whose markets are shown. */
  readonly open: AdminBettingFixture | null;
  readonly alert: string | null;
  readonly confirm: DeskConfirm | null;
}

const toView = (s: Model): AdminBettingView => ({
  ...deskListView(s, ADMIN_BETTING_PAGE_SIZE),
  open: s.rows.find((f) => f.id === s.openId) ?? null,
  ...deskMessagesView(s),
});

/**
 * /admin/betting: the fixtures not finished (searched by team or league, 10 a page); the
 * operator opens one to see its markets with the open slips' stakes and each outcome's payout
 * and liability, and suspends a market (bets on it are refused, members see it locked) or lifts
 * the suspension. The list is re-read after each change.
 */
export class AdminBettingViewModel {
  private readonly store = createViewModelStore<Model>({ ...NO_DESK_MESSAGES, ...deskListStart<AdminBettingFixture>(), openId: null });
  readonly state$: Observable<AdminBettingView> = this.store.state$.pipe(map(toView));
  private readonly actions = deskActions(this.store);
  private readonly list = deskList(this.store, (page, search) => this.deps.gateway.bettingFixtures(page, ADMIN_BETTING_PAGE_SIZE, search));
  private readonly change = this.store.exclusive(async (marketId: number, suspended: boolean) => {
    const sent = this.deps.gateway.setMarketSuspended(marketId, suspended);
    if (await this.actions.send(sent, suspended ? M.marketSuspended : M.marketReopened)) this.list.reload();
  });

  readonly setSearch = this.list.setSearch;
  readonly search = this.list.search;
  readonly goToPage = this.list.goToPage;
  readonly accept = this.actions.accept;
  readonly cancel = this.actions.cancel;
  readonly dismissAlert = this.actions.dismissAlert;

  constructor(private readonly deps: { readonly gateway: AdminDeskGateway }) {
    this.list.search();
  }

  open(fixtureId: number): void {
    this.store.set({ openId: fixtureId });
  }

  close(): void {
    this.store.set({ openId: null });
  }

  /** Closes the market to bets at once (members' pages lock it through the odds stream). */
  suspend(marketId: number): void {
    this.change(marketId, true);
  }

  unsuspend(marketId: number): void {
    this.change(marketId, false);
  }

  dispose(): void {
    this.store.dispose();
  }
}
