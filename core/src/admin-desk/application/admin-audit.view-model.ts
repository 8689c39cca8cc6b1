import { map, type Observable } from 'rxjs';
import { createViewModelStore } from '../../shared/application/view-model-store.js';
import { ADMIN_PAGE_SIZE } from '../domain/admin-desk.messages.js';
import { auditActionLabel, auditChangeOf, auditTargetText, type AuditChange } from '../domain/audit-line.js';
import type { AdminAuditLine, AdminDeskGateway } from './admin-desk.gateway.js';
import { deskActions, deskMessagesView, NO_DESK_MESSAGES } from './desk-actions.js';
import { deskList, deskListStart, deskListView, type DeskListModel } from './desk-list.js';

/** An audit line as the screen shows it: the action's name and the change read out of the detail. */
export type AuditLineView = Omit<AdminAuditLine, 'detail'> & AuditChange;

export interface AdminAuditView {
  readonly search: string;
  readonly page: number;
  readonly pageCount: number;
  readonly loading: boolean;
  readonly rows: readonly AuditLineView[];
  readonly alert: string | null;
}

const lineView = ({ detail, action, target, ...line }: AdminAuditLine): AuditLineView => ({
  ...line,
  action: auditActionLabel(action),
  target: auditTargetText(target),
  ...auditChangeOf(detail),
});

const toView = (s: DeskListModel<AdminAuditLine>): AdminAuditView => {
  const list = deskListView(s, ADMIN_PAGE_SIZE);
  return { ...list, rows: list.rows.map(lineView), alert: deskMessagesView(s).alert };
};

/**
 * /admin/audit: the append-only audit log, newest first, 20 a page, searched by part of the
 * actor's login id, the action, the target or the IP. Read only: nobody edits or deletes a line
 * (the database refuses it).
 */
export class AdminAuditViewModel {
  private readonly store = createViewModelStore<DeskListModel<AdminAuditLine>>({ ...NO_DESK_MESSAGES, ...deskListStart<AdminAuditLine>() });
  readonly state$: Observable<AdminAuditView> = this.store.state$.pipe(map(toView));
  private readonly list = deskList(this.store, (page, search) => this.deps.gateway.audit(page, ADMIN_PAGE_SIZE, search));

  readonly setSearch = this.list.setSearch;
  readonly search = this.list.search;
  readonly goToPage = this.list.goToPage;
  readonly dismissAlert = deskActions(this.store).dismissAlert;

  constructor(private readonly deps: { readonly gateway: AdminDeskGateway }) {
    this.list.search();
  }

  dispose(): void {
    this.store.dispose();
  }
}
