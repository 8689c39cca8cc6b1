import { map, type Observable } from 'rxjs';
import type { AdminDashboardDto, AdminDashboardPeriodDto, AdminPendingQueuesDto } from '../../api/contracts/admin-reports.js';
import { createViewModelStore } from '../../shared/application/view-model-store.js';
import { failureMessage } from '../../shared/domain/api-error.js';
import { withThousands } from '../../shared/domain/money.js';
import { ADMIN_DESK_MESSAGES as M } from '../domain/admin-desk.messages.js';
import { DASHBOARD_PERIOD_DAYS, type DashboardPeriod } from '../domain/admin-dashboard.js';
import type { AdminReportsGateway } from './admin-reports.gateway.js';

/** The money figures of the dashboard, in the order the cards and the money chart show them. */
export const DASHBOARD_MONEY_KEYS = ['deposits', 'withdrawals', 'stakes', 'payouts', 'ggr'] as const;
/** The people figures, in the order of the cards and the members chart. */
export const DASHBOARD_MEMBER_KEYS = ['activeMembers', 'newMembers'] as const;
export type DashboardFigureKey = (typeof DASHBOARD_MONEY_KEYS)[number] | (typeof DASHBOARD_MEMBER_KEYS)[number];
export const DASHBOARD_QUEUE_KEYS = ['signUps', 'deposits', 'withdrawals', 'usdt', 'inquiries'] as const;
export type DashboardQueueKey = keyof AdminPendingQueuesDto;

export interface DashboardFigureView {
  readonly key: DashboardFigureKey;
  /** '30,000원' or '3명'. */
  readonly text: string;
  /** A negative GGR: the house paid out more than it took. */
  readonly negative: boolean;
}

export interface DashboardPeriodView {
  readonly period: DashboardPeriod;
  readonly figures: readonly DashboardFigureView[];
}

/** One line of a chart: a value per day of `dayLabels`. */
export interface DashboardSeriesView {
  readonly key: DashboardFigureKey;
  readonly values: readonly number[];
}

export interface AdminDashboardView {
  readonly loading: boolean;
  /** Today's KST date, once loaded. */
  readonly today: string | null;
  readonly periods: readonly DashboardPeriodView[];
  /** 'MM-DD' of each charted day, oldest first. */
  readonly dayLabels: readonly string[];
  readonly money: readonly DashboardSeriesView[];
  readonly members: readonly DashboardSeriesView[];
  readonly liability: { readonly text: string; readonly slips: number } | null;
  readonly queues: readonly { readonly key: DashboardQueueKey; readonly count: number }[];
  readonly alert: string | null;
}

interface Model {
  readonly loading: boolean;
  readonly figures: AdminDashboardDto | null;
  readonly alert: string | null;
}

const isMoney = (key: DashboardFigureKey): key is (typeof DASHBOARD_MONEY_KEYS)[number] =>
  (DASHBOARD_MONEY_KEYS as readonly string[]).includes(key);

/** A figure as the cards write it: whole won with separators, or a head count. */
export const dashboardFigureText = (key: DashboardFigureKey, value: number): string =>
  isMoney(key) ? `${withThousands(value)}원` : `${withThousands(value)}명`;

const periodView = (period: DashboardPeriod, totals: AdminDashboardPeriodDto): DashboardPeriodView => ({
  period,
  figures: [...DASHBOARD_MONEY_KEYS, ...DASHBOARD_MEMBER_KEYS].map((key) => ({
    key,
    text: dashboardFigureText(key, totals[key]),
    negative: totals[key] < 0,
  })),
});

function toView(s: Model): AdminDashboardView {
  const f = s.figures;
  const series = (keys: readonly DashboardFigureKey[]): DashboardSeriesView[] =>
    f ? keys.map((key) => ({ key, values: f.days.map((d) => d[key]) })) : [];
  return {
    loading: s.loading,
    today: f?.today ?? null,
    periods: f ? (Object.keys(DASHBOARD_PERIOD_DAYS) as DashboardPeriod[]).map((p) => periodView(p, f.periods[p])) : [],
    dayLabels: f ? f.days.map((d) => d.day.slice(5)) : [],
    money: series(DASHBOARD_MONEY_KEYS),
    members: series(DASHBOARD_MEMBER_KEYS),
    liability: f ? { text: dashboardFigureText('stakes', f.openLiability), slips: f.openSlips } : null,
    queues: f ? DASHBOARD_QUEUE_KEYS.map((key) => ({ key, count: f.pending[key] })) : [],
    alert: s.alert,
  };
}

/**
 * /admin: the operator's dashboard (issue 27): today, 7 and 30 days of deposits, withdrawals,
 * stakes, payouts, GGR, active and new members; the open liability; the waiting queues; a daily
 * series of each for the charts. Loaded on open and on `refresh`; the newest load wins.
 */
export class AdminDashboardViewModel {
  private readonly store = createViewModelStore<Model>({ loading: true, figures: null, alert: null });
  readonly state$: Observable<AdminDashboardView> = this.store.state$.pipe(map(toView));
  private readonly load = this.store.latest(
    () => this.deps.gateway.dashboard(),
    (result) =>
      this.store.set(
        result.ok ? { loading: false, figures: result.value } : { loading: false, alert: failureMessage(result.error, M.loadFailed) },
      ),
  );

  constructor(private readonly deps: { readonly gateway: AdminReportsGateway }) {
    this.refresh();
  }

  refresh(): void {
    this.store.set({ loading: true });
    this.load();
  }

  dismissAlert(): void {
    this.store.set({ alert: null });
  }

  dispose(): void {
    this.store.dispose();
  }
}
