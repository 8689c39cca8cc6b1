import { isCalendarDay } from '../../shared/domain/calendar.js';
import { DAY_MS, formatKstDate, parseKstDateTime } from '../../shared/domain/kst.js';
import { domainError, fail, ok, type DomainError, type Result } from '../../shared/domain/result.js';
import { withThousands } from '../../shared/domain/money.js';

/**
 * The activity statement ('이용 내역서', issue 13): a member's deposits, withdrawals, stakes, wins
 * and net result per KST day of a period, from the ledger's won movements. The server sums the
 * member's won entries per transfer kind and KST day; this file says what each kind counts as,
 * so the JSON, the CSV and any other front end agree.
 */
export const STATEMENT_MESSAGES = {
  badDay: '조회 날짜 형식이 올바르지 않습니다. (예: 2026-11-25)',
  reversed: '조회 시작일이 종료일보다 늦습니다.',
  tooLong: '조회 기간은 최대 366일입니다.',
  future: '오늘 이후의 날짜는 조회할 수 없습니다.',
} as const;

/** The longest period one statement covers, in days. */
export const STATEMENT_MAX_DAYS = 366;

/** Ledger transfer kinds the statement reads, and what the member's won entries of each count as. */
export const STATEMENT_LEDGER_KINDS = {
  'charge.deposit': 'deposit',
  'charge.withdrawal.payout': 'withdrawal',
  'bet.stake': 'stake',
  'bet.refund': 'stake',
  'casino.bet': 'stake',
  'bet.payout': 'win',
  'casino.win': 'win',
} as const satisfies Readonly<Record<string, 'deposit' | 'withdrawal' | 'stake' | 'win'>>;
export type StatementLedgerKind = keyof typeof STATEMENT_LEDGER_KINDS;

/** The sum of the member's won entries of one transfer kind on one KST day (signed: money in is positive). */
export interface StatementLedgerSum {
  readonly day: string;
  readonly kind: string;
  readonly amount: number;
  /** Stakes of bets still waiting for their result (the server splits them off): not yet won or lost. */
  readonly open?: boolean;
}

/** Integer won, all non-negative except the net result. */
export interface StatementLine {
  readonly deposits: number;
  readonly withdrawals: number;
  /** Stakes of settled bets (and casino rounds) minus stakes refunded (cancelled or void slips). */
  readonly stakes: number;
  /** Stakes of bets still waiting for their result: shown apart, in no profit or loss yet. */
  readonly openStakes: number;
  readonly wins: number;
  /** wins - stakes: the member's result of the play that is decided (open bets are neither won nor lost). */
  readonly net: number;
}

export interface StatementDay extends StatementLine {
  readonly day: string;
}

export interface ActivityStatement {
  readonly from: string;
  readonly to: string;
  /** Days with any movement, oldest first. */
  readonly days: StatementDay[];
  readonly total: StatementLine;
}

export interface StatementPeriod {
  readonly from: string;
  readonly to: string;
}

/** The period's KST bounds as epoch ms: [start of `from`, start of the day after `to`). */
export const statementBounds = (p: StatementPeriod): { readonly startMs: number; readonly endMs: number } => ({
  startMs: parseKstDateTime(p.from),
  endMs: parseKstDateTime(p.to) + DAY_MS,
});

/** A period is two calendar days, in order, not after today (KST), at most 366 days long. */
export function validateStatementPeriod(p: StatementPeriod, nowMs: number): Result<StatementPeriod, DomainError> {
  if (!isCalendarDay(p.from) || !isCalendarDay(p.to)) return fail(domainError('badDay', STATEMENT_MESSAGES.badDay));
  if (p.from > p.to) return fail(domainError('reversed', STATEMENT_MESSAGES.reversed));
  if (p.to > formatKstDate(nowMs)) return fail(domainError('future', STATEMENT_MESSAGES.future));
  const { startMs, endMs } = statementBounds(p);
  if (Math.round((endMs - startMs) / DAY_MS) > STATEMENT_MAX_DAYS) return fail(domainError('tooLong', STATEMENT_MESSAGES.tooLong));
  return ok(p);
}

/** The default period: the first day of this KST month to today. */
export function defaultStatementPeriod(nowMs: number): StatementPeriod {
  const today = formatKstDate(nowMs);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

const EMPTY: StatementLine = { deposits: 0, withdrawals: 0, stakes: 0, openStakes: 0, wins: 0, net: 0 };

function add(line: StatementLine, kind: StatementLedgerKind, amount: number, open: boolean): StatementLine {
  const counts = STATEMENT_LEDGER_KINDS[kind];
  const next = { ...line };
  if (counts === 'deposit') next.deposits += amount;
  else if (counts === 'withdrawal') next.withdrawals -= amount;
  else if (counts === 'stake' && open) next.openStakes -= amount;
  else if (counts === 'stake') next.stakes -= amount;
  else next.wins += amount;
  return { ...next, net: next.wins - next.stakes };
}

const isStatementKind = (kind: string): kind is StatementLedgerKind => kind in STATEMENT_LEDGER_KINDS;

/** The statement of a period from the ledger's sums per day and kind (kinds it does not read are ignored). */
export function buildActivityStatement(period: StatementPeriod, sums: readonly StatementLedgerSum[]): ActivityStatement {
  const byDay = new Map<string, StatementLine>();
  let total = EMPTY;
  for (const s of sums) {
    if (!isStatementKind(s.kind)) continue;
    const open = s.open === true;
    byDay.set(s.day, add(byDay.get(s.day) ?? EMPTY, s.kind, s.amount, open));
    total = add(total, s.kind, s.amount, open);
  }
  const days = [...byDay.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([day, line]) => ({ day, ...line }));
  return { from: period.from, to: period.to, days, total };
}

/** The CSV's header row (Korean: the member opens it in a spreadsheet). */
export const STATEMENT_CSV_HEADER = ['날짜', '입금', '출금', '베팅금액', '진행중 베팅', '당첨금액', '손익'] as const;
export const STATEMENT_CSV_TOTAL = '합계';

const csvRow = (label: string, l: StatementLine): string =>
  [label, l.deposits, l.withdrawals, l.stakes, l.openStakes, l.wins, l.net].join(',');

/**
 * The statement as CSV (CRLF lines; whole won without separators so spreadsheets read numbers):
 * header, one row per day, then the total. The server sends it with a UTF-8 BOM.
 */
export function activityStatementCsv(s: ActivityStatement): string {
  return (
    [STATEMENT_CSV_HEADER.join(','), ...s.days.map((d) => csvRow(d.day, d)), csvRow(STATEMENT_CSV_TOTAL, s.total)].join('\r\n') + '\r\n'
  );
}

/** The CSV's file name. */
export const activityStatementFileName = (p: StatementPeriod): string => `statement_${p.from}_${p.to}.csv`;

/** A won amount as the page shows it ('-12,000원' for a loss). */
export const statementWon = (amount: number): string => `${withThousands(amount)}원`;
