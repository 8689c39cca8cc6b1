import { map, type Observable } from 'rxjs';
import { defaultStatementPeriod } from '../../activity-statement/domain/activity-statement.js';
import { createViewModelStore } from '../../shared/application/view-model-store.js';
import type { Clock } from '../../shared/ports/clock.js';
import { ADMIN_PAGE_SIZE } from '../domain/admin-desk.messages.js';
import { adminExportFileName } from '../domain/admin-export.js';
import { auditActionLabel, auditChangeOf, auditTargetText, type AuditChange } from '../domain/audit-line.js';
import type { AdminAuditFilter, AdminAuditLine, AdminDeskGateway } from './admin-desk.gateway.js';
import type { AdminReportsGateway } from './admin-reports.gateway.js';
import { deskActions, deskMessagesView, NO_DESK_MESSAGES } from './desk-actions.js';
import { deskList, deskListStart, deskListView, type DeskListModel } from './desk-list.js';

/** An audit line as the screen shows it: the action's name and the change read out of the detail. */
export type AuditLineView = Omit<AdminAuditLine, 'detail'> & AuditChange;

export interface AdminAuditView {
  readonly search: string;
  /** The date filters as typed ('' = open) and the action key ('' = every action). */
  readonly from: string;
  readonly to: string;
  readonly action: string;
  readonly page: number;
  readonly pageCount: number;
  readonly loading: boolean;
  readonly rows: readonly AuditLineView[];
  readonly alert: string | null;
  /** The CSV of the filtered log (an open date takes this month's first day or today), and its file name. */
  readonly exportHref: string;
  readonly exportFileName: string;
}

interface Model extends DeskListModel<AdminAuditLine> {
  readonly from: string;
  readonly to: string;
  readonly action: string;
}

const lineView = ({ detail, action, target, ...line }: AdminAuditLine): AuditLineView => ({
  ...line,
  action: auditActionLabel(action),
  target: auditTargetText(target),
  ...auditChangeOf(detail),
});

const filterOf = (s: Model): AdminAuditFilter => ({ from: s.from || null, to: s.to || null, action: s.action || null });

/**
 * /admin/audit: the append-only audit log, newest first, 20 a page, searched by part of the
 * actor's login id, the action, the target or the IP, filtered by KST days and one action, and
 * downloaded as CSV with the same filters. Read only: nobody edits or deletes a line (the
 * database refuses it).
 */
export class AdminAuditViewModel {
  private readonly store = createViewModelStore<Model>({
    ...NO_DESK_MESSAGES,
    ...deskListStart<AdminAuditLine>(),
    from: '',
    to: '',
    action: '',
  });
  readonly state$: Observable<AdminAuditView> = this.store.state$.pipe(map((s) => this.toView(s)));
  private readonly list = deskList(this.store, (page, search) =>
    this.deps.gateway.audit(page, ADMIN_PAGE_SIZE, search, filterOf(this.store.get())),
  );

  readonly setSearch = this.list.setSearch;
  readonly search = this.list.search;
  readonly goToPage = this.list.goToPage;
  readonly dismissAlert = deskActions(this.store).dismissAlert;

  constructor(private readonly deps: { readonly gateway: AdminDeskGateway; readonly reports: AdminReportsGateway; readonly clock: Clock }) {
    this.list.search();
  }

  /** The first day shown ('' = no lower bound); applied by the next search. */
  setFrom(from: string): void {
    this.store.set({ from });
  }

  /** The last day shown ('' = no upper bound); applied by the next search. */
  setTo(to: string): void {
    this.store.set({ to });
  }

  /** One action of the catalogue ('' = every action): the list reloads from page 1 at once. */
  setAction(action: string): void {
    this.store.set({ action });
    this.list.search();
  }

  private toView(s: Model): AdminAuditView {
    const list = deskListView(s, ADMIN_PAGE_SIZE);
    const period = defaultStatementPeriod(this.deps.clock.now());
    const range = { from: s.from || period.from, to: s.to || period.to, action: s.action || null };
    return {
      ...list,
      from: s.from,
      to: s.to,
      action: s.action,
      rows: list.rows.map(lineView),
      alert: deskMessagesView(s).alert,
      exportHref: this.deps.reports.exportUrl('audit', range),
      exportFileName: adminExportFileName('audit', range.from, range.to),
    };
  }

  dispose(): void {
    this.store.dispose();
  }
}
