import { map, type Observable } from 'rxjs';
import { createViewModelStore } from '../../shared/application/view-model-store.js';
import { responsiblePlayRowView, type ResponsiblePlayRowView } from '../domain/responsible-play-rows.js';
import { ADMIN_PAGE_SIZE } from '../domain/admin-desk.messages.js';
import type { AdminDeskGateway, AdminResponsiblePlayMember } from './admin-desk.gateway.js';
import { deskActions, deskMessagesView, NO_DESK_MESSAGES, type DeskConfirm } from './desk-actions.js';
import { deskList, deskListStart, deskListView, type DeskListModel } from './desk-list.js';

export interface AdminResponsiblePlayView {
  readonly search: string;
  readonly page: number;
  /** The next page exists when this one is full (the list call gives no total). */
  readonly pageCount: number;
  readonly loading: boolean;
  readonly rows: readonly ResponsiblePlayRowView[];
  readonly alert: string | null;
  readonly confirm: DeskConfirm | null;
}

type Model = DeskListModel<AdminResponsiblePlayMember>;

const toView = (s: Model): AdminResponsiblePlayView => {
  const list = deskListView(s, ADMIN_PAGE_SIZE);
  return { ...list, rows: list.rows.map(responsiblePlayRowView), ...deskMessagesView(s) };
};

/**
 * /admin/responsible-play (issue 13): members with deposit, wager or loss limits (and pending
 * raises), a cool-off or self-exclusion in force, reality-check settings and the times they
 * stopped at a check; searched by id or nickname, 20 a page. Read only: nobody lifts an
 * exclusion early, and the limits are the member's own.
 */
export class AdminResponsiblePlayViewModel {
  private readonly store = createViewModelStore<Model>({ ...NO_DESK_MESSAGES, ...deskListStart<AdminResponsiblePlayMember>() });
  readonly state$: Observable<AdminResponsiblePlayView> = this.store.state$.pipe(map(toView));
  private readonly list = deskList(this.store, (page, search) => this.deps.gateway.responsiblePlayMembers(search, page, ADMIN_PAGE_SIZE));
  private readonly actions = deskActions(this.store);
  readonly setSearch = this.list.setSearch;
  readonly search = this.list.search;
  readonly goToPage = this.list.goToPage;
  readonly dismissAlert = this.actions.dismissAlert;

  constructor(private readonly deps: { readonly gateway: AdminDeskGateway }) {
    this.list.search();
  }

  dispose(): void {
    this.store.dispose();
  }
}
