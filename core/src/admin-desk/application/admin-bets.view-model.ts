import { map, type Observable } from 'rxjs';
import { createViewModelStore } from '../../shared/application/view-model-store.js';
import { ADMIN_DESK_MESSAGES as M, ADMIN_PAGE_SIZE } from '../domain/admin-desk.messages.js';
import type { AdminBet, AdminDeskGateway } from './admin-desk.gateway.js';
import { deskActions, deskMessagesView, NO_DESK_MESSAGES, type DeskConfirm } from './desk-actions.js';
import { deskList, deskListStart, deskListView, type DeskListModel } from './desk-list.js';

interface Model extends DeskListModel<AdminBet> {
  readonly openOnly: boolean;
}

export interface AdminBetsView {
  readonly search: string;
  readonly openOnly: boolean;
  readonly page: number;
  readonly pageCount: number;
  readonly loading: boolean;
  readonly rows: readonly AdminBet[];
  readonly alert: string | null;
  readonly confirm: DeskConfirm | null;
}

const toView = (s: Model): AdminBetsView => ({ ...deskListView(s, ADMIN_PAGE_SIZE), openOnly: s.openOnly, ...deskMessagesView(s) });

/**
 * /admin/bets: the members' sports slips, newest first (searched by login id, 20 a page; the
 * waiting ones by default). Voiding one asks first; the stake goes back to the member and the
 * list is re-read.
 */
export class AdminBetsViewModel {
  private readonly store = createViewModelStore<Model>({ ...NO_DESK_MESSAGES, ...deskListStart<AdminBet>(), openOnly: true });
  readonly state$: Observable<AdminBetsView> = this.store.state$.pipe(map(toView));
  private readonly actions = deskActions(this.store);
  private readonly list = deskList(this.store, (page, search) =>
    this.deps.gateway.bets({ search, openOnly: this.store.get().openOnly, page, perPage: ADMIN_PAGE_SIZE }),
  );
  private readonly runVoid = this.store.exclusive(async (slipId: number) => {
    if (await this.actions.send(this.deps.gateway.voidBet(slipId), M.betVoided)) this.list.reload();
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

  /** Asks, then voids the slip (its stake goes back to the member once). */
  voidBet(slipId: number): void {
    this.actions.ask(M.confirmVoid, () => this.runVoid(slipId));
  }

  dispose(): void {
    this.store.dispose();
  }
}
