/**
 * The operator's reports (issue 27): the dashboard's figures and the CSV exports.
 *
 * GET /admin/dashboard                         -> AdminDashboardDto (today, 7 and 30 days; queues)
 * GET /admin/export/:kind?from&to[&action]     -> text/csv attachment, streamed (UTF-8 with a BOM)
 *
 * The export is a file the browser downloads through a plain link (`adminExportPath`), so the
 * client never decodes it; its contract names the path and validates the query on the server.
 */
import * as W from '../contract/index.js';
import { answerWon } from './foundation-common.js';

/** Money and people of one period (integer won; GGR = stakes - payouts, negative when the house lost). */
const dashboardTotals = {
  deposits: answerWon(),
  withdrawals: answerWon(),
  /** Stakes placed minus stakes refunded (cancelled or void slips), every game type and the casino. */
  stakes: answerWon(),
  payouts: answerWon(),
  ggr: answerWon(),
  /** Members with a deposit, withdrawal, stake or payout in the period. */
  activeMembers: W.int(0),
  /** Members who signed up in the period (operators left out). */
  newMembers: W.int(0),
};
const dashboardPeriod = W.obj(dashboardTotals);
export type AdminDashboardPeriodDto = W.TypeOf<typeof dashboardPeriod>;

const dashboardDay = W.obj({ day: W.day(), ...dashboardTotals });
export type AdminDashboardDayDto = W.TypeOf<typeof dashboardDay>;

const pendingQueues = W.obj({
  signUps: W.int(0),
  deposits: W.int(0),
  withdrawals: W.int(0),
  usdt: W.int(0),
  inquiries: W.int(0),
});
export type AdminPendingQueuesDto = W.TypeOf<typeof pendingQueues>;

/** How many days the dashboard's series and longest period cover (today included). */
export const ADMIN_DASHBOARD_DAYS = 30;

const dashboard = W.obj({
  /** Today's KST date: the last day of every period. */
  today: W.day(),
  periods: W.obj({ today: dashboardPeriod, last7: dashboardPeriod, last30: dashboardPeriod }),
  /** Each of the 30 KST days, oldest first, days without movement as zeros. */
  days: W.array(dashboardDay, ADMIN_DASHBOARD_DAYS),
  /** What the open slips would pay if every one won (their expected payouts). */
  openLiability: answerWon(),
  openSlips: W.int(0),
  pending: pendingQueues,
});
export type AdminDashboardDto = W.TypeOf<typeof dashboard>;

export const adminDashboardCall = W.defineCall({ method: 'GET', path: '/admin/dashboard', response: dashboard });

/** What the operator can export: members, won/USDT deposits and withdrawals, bets of every game type, partner settlements, audit log. */
export const ADMIN_EXPORT_KINDS = ['members', 'charges', 'bets', 'settlements', 'audit'] as const;
export type AdminExportKind = (typeof ADMIN_EXPORT_KINDS)[number];

/** The export's query: KST calendar days, both included; `action` narrows the audit log to one action. */
export const adminExportQueryWire = W.obj({ from: W.day(), to: W.day(), action: W.optional(W.text(120)) });

export const adminExportCall = W.defineCall({
  method: 'GET',
  path: '/admin/export/:kind',
  params: W.obj({ kind: W.literal(...ADMIN_EXPORT_KINDS) }),
  query: adminExportQueryWire,
  /** The CSV text (never decoded by the client: the browser saves it). */
  response: W.string(),
});

/** The export's path under the API base, for a download link. */
export function adminExportPath(kind: AdminExportKind, range: { from: string; to: string; action?: string | null }): string {
  const action = range.action ? `&action=${encodeURIComponent(range.action)}` : '';
  return `/admin/export/${kind}?from=${encodeURIComponent(range.from)}&to=${encodeURIComponent(range.to)}${action}`;
}
