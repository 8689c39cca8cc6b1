import { map, type Observable } from 'rxjs';
import { createViewModelStore } from '../../shared/application/view-model-store.js';
import { ADMIN_DESK_MESSAGES as M, ADMIN_PAGE_SIZE } from '../domain/admin-desk.messages.js';
import { failureMessage } from '../../shared/domain/api-error.js';
import { confirmVoidSettled, isVoidable, type AdminBetGameType } from '../domain/admin-bet-legs.js';
import type { AdminBet, AdminDeskGateway } from './admin-desk.gateway.js';
import { deskActions, deskMessagesView, NO_DESK_MESSAGES, type DeskConfirm } from './desk-actions.js';
import { deskList, deskListStart, deskListView, type DeskListModel } from './desk-list.js';

interface Model extends DeskListModel<AdminBet> {
  readonly openOnly: boolean;
  readonly gameType: AdminBetGameType | null;
}

export interface AdminBetsView {
  readonly search: string;
  readonly openOnly: boolean;
  /** The game type filter: one of spec 9's 1-4, or null for all. */
  readonly gameType: AdminBetGameType | null;
  readonly page: number;
  readonly pageCount: number;
  readonly loading: boolean;
  readonly rows: readonly AdminBet[];
  readonly alert: string | null;
  readonly confirm: DeskConfirm | null;
}

const toView = (s: Model): AdminBetsView => ({
  ...deskListView(s, ADMIN_PAGE_SIZE),
  openOnly: s.openOnly,
  gameType: s.gameType,
  ...deskMessagesView(s),
});

/**
 * /admin/bets: the members' sports, live, mini-game and virtual slips, newest first (searched by
 * login id, filtered by game type, 20 a page; the waiting ones by default). Voiding one asks
 * first (a won slip's question names the payout taken back); the alert is the server's notice
 * and the list is re-read.
 */
export class AdminBetsViewModel {
  private readonly store = createViewModelStore<Model>({
    ...NO_DESK_MESSAGES,
    ...deskListStart<AdminBet>(),
    openOnly: true,
    gameType: null,
  });
  readonly state$: Observable<AdminBetsView> = this.store.state$.pipe(map(toView));
  private readonly actions = deskActions(this.store);
  private readonly list = deskList(this.store, (page, search) =>
    this.deps.gateway.bets({
      search,
      openOnly: this.store.get().openOnly,
      gameType: this.store.get().gameType,
      page,
      perPage: ADMIN_PAGE_SIZE,
    }),
  );
  private readonly runVoid = this.store.exclusive(async (slipId: number) => {
    const answer = await this.deps.gateway.voidBet(slipId);
    this.actions.alert(answer.ok ? answer.value : failureMessage(answer.error));
    if (answer.ok) this.list.reload();
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

  /** Waiting slips only, or every slip. */
  setOpenOnly(openOnly: boolean): void {
    this.store.set({ openOnly });
    this.list.search();
  }

  /** One game type (spec 9: 1 sports, 2 live, 3 mini-game, 4 virtual), or null for all. */
  setGameType(gameType: AdminBetGameType | null): void {
    this.store.set({ gameType });
    this.list.search();
  }

  /** Asks, then voids the slip (the stake back once; a won slip's payout taken back). */
  voidBet(slipId: number): void {
    const slip = this.store.get().rows.find((b) => b.id === slipId);
    const question = slip && isVoidable(slip) && slip.settlementFlag !== 0 ? confirmVoidSettled(slip) : M.confirmVoid;
    this.actions.ask(question, () => this.runVoid(slipId));
  }

  dispose(): void {
    this.store.dispose();
  }
}
