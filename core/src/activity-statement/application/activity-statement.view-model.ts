import type { Observable } from 'rxjs';
import { failureMessage } from '../../shared/domain/api-error.js';
import { createViewModelStore } from '../../shared/application/view-model-store.js';
import type { Clock } from '../../shared/ports/clock.js';
import { defaultStatementPeriod, validateStatementPeriod } from '../domain/activity-statement.js';
import type { ActivityStatementData, ActivityStatementGateway } from './activity-statement.gateway.js';

export const ACTIVITY_STATEMENT_TEXTS = {
  loadFailed: '이용 내역서를 불러오지 못했습니다.',
} as const;

export interface ActivityStatementView {
  readonly from: string;
  readonly to: string;
  readonly loading: boolean;
  /** The statement of the period last asked for (null before the first answer). */
  readonly statement: ActivityStatementData | null;
  /** The CSV download of the shown statement's period. */
  readonly csvUrl: string | null;
  /** A period the rules refuse (Korean), shown by the fields. */
  readonly periodError: string | null;
  readonly alert: string | null;
}

/**
 * My page '이용 내역서': deposits, withdrawals, stakes, wins and net result per KST day of a
 * period (this month by default, from the Clock), and the same statement as a CSV download.
 */
export class ActivityStatementViewModel {
  private readonly store: ReturnType<typeof createViewModelStore<ActivityStatementView>>;
  readonly state$: Observable<ActivityStatementView>;

  private readonly fetch = (from: string, to: string) => this.deps.gateway.statement(from, to);
  private readonly load: (from: string, to: string) => void;

  constructor(private readonly deps: { readonly gateway: ActivityStatementGateway; readonly clock: Clock }) {
    const period = defaultStatementPeriod(deps.clock.now());
    this.store = createViewModelStore<ActivityStatementView>({
      ...period,
      loading: false,
      statement: null,
      csvUrl: null,
      periodError: null,
      alert: null,
    });
    this.state$ = this.store.state$;
    this.load = this.store.latest(this.fetch, (result) =>
      this.store.set(
        result.ok
          ? { loading: false, statement: result.value, csvUrl: this.deps.gateway.csvUrl(result.value.from, result.value.to) }
          : { loading: false, alert: failureMessage(result.error, ACTIVITY_STATEMENT_TEXTS.loadFailed) },
      ),
    );
    this.search();
  }

  setFrom(from: string): void {
    this.store.set({ from, periodError: null });
  }

  setTo(to: string): void {
    this.store.set({ to, periodError: null });
  }

  /** Loads the statement of the typed period, once core's rules accept it. */
  search(): void {
    const { from, to } = this.store.get();
    const valid = validateStatementPeriod({ from, to }, this.deps.clock.now());
    if (!valid.ok) {
      this.store.set({ periodError: valid.error.message });
      return;
    }
    this.store.set({ loading: true, periodError: null });
    this.load(from, to);
  }

  dismissAlert(): void {
    this.store.set({ alert: null });
  }

  dispose(): void {
    this.store.dispose();
  }
}
