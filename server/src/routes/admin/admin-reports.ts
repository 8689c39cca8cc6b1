import { statementBounds, validateStatementPeriod } from '@bet/core/activity-statement';
import {
  buildAdminDashboard,
  dashboardPeriodStart,
  DASHBOARD_LEDGER_KINDS,
  type AdminDashboardFigures,
  ADMIN_EXPORT_HEADERS,
  ADMIN_MEMBER_STATUS_LABELS,
  EXPORT_BET_GAME_TYPE,
  EXPORT_CHARGE_WORDS,
  EXPORT_MEMBER_TYPE,
  EXPORT_SETTLEMENT,
  EXPORT_SLOT_LABEL,
  exportWord,
  auditActionLabel,
  type AdminExportKind,
} from '@bet/core/admin-desk';
import { formatUsdt, formatOdds, type Odds, formatKstDate } from '@bet/core/shared';
import type { AppDeps } from '../../app-types.js';
import { auditBy, type AuditActor } from '../../auth/audit.js';
import type { Db } from '../../db/db.js';
import { done, refuse, type Outcome } from '../../http/refusals.js';
import { kstDayAfter, kstDayStart } from '../../db/kst-day-bounds.js';
import { partnerCalc } from '../partner/partner-desk-use-cases.js';
import { kstText } from '../route-kit.js';
import { activeMembers, memberLedgerSums, newMembersByDay, openLiability, pendingQueues } from './admin-dashboard-store.js';
import { auditPages, betPages, chargePages, memberPages, partnerPages, type ExportRange } from './admin-export-store.js';
import { auditFilterOf } from './audit-filter.js';

/** The dashboard as of `now`: 30 KST days of the ledger, the people, the open liability and the queues. */
export async function adminDashboard(db: Db, now: number): Promise<AdminDashboardFigures> {
  const today = formatKstDate(now);
  const start = new Date(kstDayStart(dashboardPeriodStart(today, 'last30')));
  const end = new Date(kstDayAfter(today));
  const range = { kinds: DASHBOARD_LEDGER_KINDS, start, end };
  const windows = (['today', 'last7', 'last30'] as const).map((p) => new Date(kstDayStart(dashboardPeriodStart(today, p))));
  const [ledger, active, newMembers, liability, pending] = [
    await memberLedgerSums(db, range),
    await activeMembers(db, range, windows),
    await newMembersByDay(db, start, end),
    await openLiability(db),
    await pendingQueues(db),
  ];
  return buildAdminDashboard(today, {
    ledger,
    newMembers,
    activeByDay: active.byDay,
    activeIn: { today: active.inWindow[0]!, last7: active.inWindow[1]!, last30: active.inWindow[2]! },
    openLiability: liability.amount,
    openSlips: liability.slips,
    pending,
  });
}

/** One CSV cell: text, or a whole number (negative numbers stay numbers: the CSV writer escapes only text formulas). */
export type ExportCell = string | number;

export interface ExportRequest {
  readonly from: string;
  readonly to: string;
  readonly action?: string;
}

const n = (v: string | number | null): number | '' => (v === null ? '' : Number(v));

/** The rows of one export, page by page (each page read when the reply stream wants more). */
async function* rowsOf(deps: AppDeps, kind: AdminExportKind, q: ExportRequest, range: ExportRange): AsyncGenerator<ExportCell[]> {
  const { db } = deps;
  if (kind === 'members') {
    for await (const page of memberPages(db, range))
      for (const m of page)
        yield [
          Number(m.id),
          m.user_id,
          m.nickname,
          m.role,
          exportWord(EXPORT_MEMBER_TYPE, m.type),
          exportWord(ADMIN_MEMBER_STATUS_LABELS, m.status),
          m.recommender ?? '',
          kstText(m.created_at),
          kstText(m.last_login_at),
          m.last_login_ip ?? '',
        ];
  } else if (kind === 'charges') {
    for await (const page of chargePages(db, range))
      for (const c of page) {
        const usdt = Number(c.charge_type) === 1;
        yield [
          Number(c.id),
          c.user_id,
          c.nickname,
          exportWord(EXPORT_CHARGE_WORDS.mode, c.deposit_mode),
          exportWord(EXPORT_CHARGE_WORDS.wallet, c.charge_type),
          usdt ? formatUsdt(Number(c.amount)) : Number(c.amount),
          usdt ? n(c.krw_amount) : Number(c.amount),
          exportWord(EXPORT_CHARGE_WORDS.status, c.status),
          kstText(c.created_at),
          kstText(c.processed_at),
        ];
      }
  } else if (kind === 'bets') {
    for await (const page of betPages(db, range))
      for (const s of page)
        yield [
          Number(s.id),
          s.user_id,
          s.nickname,
          s.category === 'slot' ? EXPORT_SLOT_LABEL : exportWord(EXPORT_BET_GAME_TYPE, s.game_type),
          Number(s.amount),
          formatOdds(s.total_ratio as Odds),
          Number(s.expect_amount),
          Number(s.win_amount),
          exportWord(EXPORT_SETTLEMENT, s.settlement_flag),
          kstText(s.created_at),
          kstText(s.settled_at),
        ];
  } else if (kind === 'settlements') {
    const instants = { from: q.from, to: q.to, instants: { start: kstDayStart(q.from), end: kstDayAfter(q.to) } };
    for await (const page of partnerPages(db))
      for (const p of page) {
        const calc = await partnerCalc(db, Number(p.id), instants);
        const bet = calc.categories.reduce((sum, c) => sum + c.betAmount, 0);
        const win = calc.categories.reduce((sum, c) => sum + c.winAmount, 0);
        yield [
          p.user_id,
          p.nickname,
          exportWord(EXPORT_MEMBER_TYPE, p.type),
          bet,
          win,
          calc.totalRollingAmount,
          calc.losingAmount,
          q.from,
          q.to,
        ];
      }
  } else {
    for await (const page of auditPages(db, { ...auditFilterOf(q, deps.config.basePath), start: range.start, end: range.end }))
      for (const a of page)
        yield [
          Number(a.id),
          kstText(a.at),
          a.actor_user_id ?? '',
          a.actor_ip ?? '',
          auditActionLabel(a.action),
          a.target ?? '',
          JSON.stringify(a.detail ?? {}),
        ];
  }
}

/**
 * One export, checked (the statement's period rule: real KST days, in order, none after today, at
 * most 366) and audited ('admin.export' with the kind and the range) before its first row is read:
 * the header, then the rows as an async sequence the route streams.
 */
export async function startExport(
  deps: AppDeps,
  kind: AdminExportKind,
  q: ExportRequest,
  actor: AuditActor,
): Promise<Outcome<{ header: readonly string[]; rows: AsyncIterable<ExportCell[]> }>> {
  const now = deps.clock.now();
  const valid = validateStatementPeriod({ from: q.from, to: q.to }, now);
  if (!valid.ok) return refuse(valid.error.kind, valid.error.message);
  const bounds = statementBounds(valid.value);
  await auditBy(deps.db, actor, now, 'admin.export', kind, { from: q.from, to: q.to, ...(q.action ? { action: q.action } : {}) });
  return done({
    header: ADMIN_EXPORT_HEADERS[kind],
    rows: rowsOf(deps, kind, q, { start: new Date(bounds.startMs), end: new Date(bounds.endMs) }),
  });
}
