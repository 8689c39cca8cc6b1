import {
  buildActivityStatement,
  STATEMENT_LEDGER_KINDS,
  type StatementLedgerSum,
} from '../../activity-statement/domain/activity-statement.js';
import { ADMIN_DASHBOARD_DAYS } from '../../api/contracts/admin-reports.js';
import { DAY_MS, formatKstDate, parseKstDateTime } from '../../shared/domain/kst.js';

/**
 * The operator's dashboard figures (issue 27), computed once here so the server's answer and any
 * other report agree. Money comes from the ledger's won movements of every member, read with the
 * activity statement's kinds (deposits, withdrawals, stakes net of refunds, wins): the site's
 * statement is the sum of its members' statements. GGR (gross gaming revenue) = stakes - payouts.
 */

/** The ledger transfer kinds the dashboard sums (the activity statement's). */
export const DASHBOARD_LEDGER_KINDS: readonly string[] = Object.keys(STATEMENT_LEDGER_KINDS);

/** The periods the dashboard shows, as days counted back from today (today included). */
export const DASHBOARD_PERIOD_DAYS = { today: 1, last7: 7, last30: ADMIN_DASHBOARD_DAYS } as const;
export type DashboardPeriod = keyof typeof DASHBOARD_PERIOD_DAYS;

export interface DashboardMoney {
  readonly deposits: number;
  readonly withdrawals: number;
  readonly stakes: number;
  readonly payouts: number;
  readonly ggr: number;
}

export interface DashboardTotals extends DashboardMoney {
  readonly activeMembers: number;
  readonly newMembers: number;
}

export interface DashboardDay extends DashboardTotals {
  readonly day: string;
}

/** A count per KST day. */
export interface DayCount {
  readonly day: string;
  readonly count: number;
}

export interface DashboardQueues {
  readonly signUps: number;
  readonly deposits: number;
  readonly withdrawals: number;
  readonly usdt: number;
  readonly inquiries: number;
}

/** What the server reads from its tables for the dashboard. */
export interface DashboardSource {
  /** Won ledger sums of every member per KST day and transfer kind over the last 30 days. */
  readonly ledger: readonly StatementLedgerSum[];
  readonly newMembers: readonly DayCount[];
  /** Distinct active members per day; a period's count is not their sum (one member, many days). */
  readonly activeByDay: readonly DayCount[];
  readonly activeIn: Readonly<Record<DashboardPeriod, number>>;
  readonly openLiability: number;
  readonly openSlips: number;
  readonly pending: DashboardQueues;
}

export interface AdminDashboardFigures {
  readonly today: string;
  readonly periods: Readonly<Record<DashboardPeriod, DashboardTotals>>;
  readonly days: DashboardDay[];
  readonly openLiability: number;
  readonly openSlips: number;
  readonly pending: DashboardQueues;
}

/** The `count` KST days that end with `today`, oldest first ('YYYY-MM-DD'). */
export function daysEndingOn(today: string, count: number): string[] {
  const last = parseKstDateTime(today);
  return Array.from({ length: count }, (_, i) => formatKstDate(last - (count - 1 - i) * DAY_MS));
}

/** The first KST day of a period that ends today. */
export const dashboardPeriodStart = (today: string, period: DashboardPeriod): string =>
  daysEndingOn(today, DASHBOARD_PERIOD_DAYS[period])[0]!;

const countOn = (counts: readonly DayCount[], day: string): number => counts.find((c) => c.day === day)?.count ?? 0;

const ZERO_MONEY: DashboardMoney = { deposits: 0, withdrawals: 0, stakes: 0, payouts: 0, ggr: 0 };

const addMoney = (a: DashboardMoney, b: DashboardMoney): DashboardMoney => ({
  deposits: a.deposits + b.deposits,
  withdrawals: a.withdrawals + b.withdrawals,
  stakes: a.stakes + b.stakes,
  payouts: a.payouts + b.payouts,
  ggr: a.ggr + b.ggr,
});

/** The dashboard from what the server read: every one of the 30 days (zeros where nothing moved) and the three periods. */
export function buildAdminDashboard(today: string, source: DashboardSource): AdminDashboardFigures {
  const calendar = daysEndingOn(today, ADMIN_DASHBOARD_DAYS);
  const statement = buildActivityStatement({ from: calendar[0]!, to: today }, source.ledger);
  const moneyOn = (day: string): DashboardMoney => {
    const line = statement.days.find((d) => d.day === day);
    return line
      ? { deposits: line.deposits, withdrawals: line.withdrawals, stakes: line.stakes, payouts: line.wins, ggr: line.stakes - line.wins }
      : ZERO_MONEY;
  };
  const days = calendar.map((day) => ({
    day,
    ...moneyOn(day),
    activeMembers: countOn(source.activeByDay, day),
    newMembers: countOn(source.newMembers, day),
  }));
  const period = (name: DashboardPeriod): DashboardTotals => {
    const inPeriod = days.slice(-DASHBOARD_PERIOD_DAYS[name]);
    return {
      ...inPeriod.reduce<DashboardMoney>(addMoney, ZERO_MONEY),
      activeMembers: source.activeIn[name],
      newMembers: inPeriod.reduce((sum, d) => sum + d.newMembers, 0),
    };
  };
  return {
    today,
    periods: { today: period('today'), last7: period('last7'), last30: period('last30') },
    days,
    openLiability: source.openLiability,
    openSlips: source.openSlips,
    pending: source.pending,
  };
}
