import { map, type Observable } from 'rxjs';
import { defaultStatementPeriod, validateStatementPeriod } from '../../activity-statement/domain/activity-statement.js';
import type { AdminExportKind } from '../../api/contracts/admin-reports.js';
import { createViewModelStore } from '../../shared/application/view-model-store.js';
import type { Clock } from '../../shared/ports/clock.js';
import { ADMIN_EXPORT_LABELS, adminExportFileName } from '../domain/admin-export.js';
import type { AdminReportsGateway } from './admin-reports.gateway.js';

export interface AdminExportView {
  readonly kind: AdminExportKind;
  /** The button's name ('회원', '입출금'...). */
  readonly label: string;
  readonly from: string;
  readonly to: string;
  /** The download link while the range is valid, else null (the button is disabled). */
  readonly href: string | null;
  /** The file name the browser saves. */
  readonly fileName: string;
  /** Why the range cannot be exported (the activity statement's Korean wording: one rule for both). */
  readonly error: string | null;
}

interface Model {
  readonly from: string;
  readonly to: string;
}

/**
 * One CSV export's range on an admin screen (issue 27): KST days, from the first of this month to
 * today until changed, checked by the statement's period rule (real days, in order, not after
 * today, at most 366 days). The file itself is a plain link: the server streams it.
 */
export class AdminExportViewModel {
  private readonly store: ReturnType<typeof createViewModelStore<Model>>;
  readonly state$: Observable<AdminExportView>;

  constructor(
    readonly kind: AdminExportKind,
    private readonly deps: { readonly gateway: AdminReportsGateway; readonly clock: Clock },
  ) {
    this.store = createViewModelStore<Model>(defaultStatementPeriod(deps.clock.now()));
    this.state$ = this.store.state$.pipe(map((s) => this.toView(s)));
  }

  setFrom(from: string): void {
    this.store.set({ from });
  }

  setTo(to: string): void {
    this.store.set({ to });
  }

  private toView(s: Model): AdminExportView {
    const valid = validateStatementPeriod(s, this.deps.clock.now());
    return {
      kind: this.kind,
      label: ADMIN_EXPORT_LABELS[this.kind],
      from: s.from,
      to: s.to,
      href: valid.ok ? this.deps.gateway.exportUrl(this.kind, s) : null,
      fileName: adminExportFileName(this.kind, s.from, s.to),
      error: valid.ok ? null : valid.error.message,
    };
  }

  dispose(): void {
    this.store.dispose();
  }
}
