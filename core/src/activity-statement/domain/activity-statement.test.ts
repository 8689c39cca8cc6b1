import fc from 'fast-check';
import {
  activityStatementCsv,
  activityStatementFileName,
  buildActivityStatement,
  defaultStatementPeriod,
  statementBounds,
  statementWon,
  validateStatementPeriod,
} from './activity-statement.js';

const NOW = Date.UTC(2026, 10, 25, 3, 0, 0); // 2026-11-25 12:00 KST
const period = { from: '2026-11-01', to: '2026-11-25' };

describe('validateStatementPeriod', () => {
  it('accepts calendar days in order, up to today (KST), at most 366 days', () => {
    expect(validateStatementPeriod(period, NOW)).toEqual({ ok: true, value: period });
    expect(validateStatementPeriod({ from: '2025-11-25', to: '2026-11-25' }, NOW).ok).toBe(true);
  });

  it('refuses each bad period with its Korean message', () => {
    const refused = (from: string, to: string) => {
      const r = validateStatementPeriod({ from, to }, NOW);
      return r.ok ? null : r.error.message;
    };
    expect(refused('2026-02-30', '2026-03-01')).toBe('조회 날짜 형식이 올바르지 않습니다. (예: 2026-11-25)');
    expect(refused('2026-11-01', 'x')).toBe('조회 날짜 형식이 올바르지 않습니다. (예: 2026-11-25)');
    expect(refused('2026-11-20', '2026-11-01')).toBe('조회 시작일이 종료일보다 늦습니다.');
    expect(refused('2026-11-01', '2026-11-26')).toBe('오늘 이후의 날짜는 조회할 수 없습니다.');
    expect(refused('2025-11-24', '2026-11-25')).toBe('조회 기간은 최대 366일입니다.');
  });

  it('starts the default period on the first of this KST month', () => {
    expect(defaultStatementPeriod(NOW)).toEqual(period);
    // 2026-11-30 23:30 UTC is already 1 December in Korea.
    expect(defaultStatementPeriod(Date.UTC(2026, 10, 30, 16, 0, 0))).toEqual({ from: '2026-12-01', to: '2026-12-01' });
  });

  it('bounds a period by KST midnights', () => {
    expect(statementBounds({ from: '2026-11-25', to: '2026-11-25' })).toEqual({
      startMs: Date.UTC(2026, 10, 24, 15),
      endMs: Date.UTC(2026, 10, 25, 15),
    });
  });
});

describe('buildActivityStatement', () => {
  it('counts each ledger kind as the member sees it and totals the days', () => {
    const s = buildActivityStatement(period, [
      { day: '2026-11-03', kind: 'bet.stake', amount: -50_000 },
      { day: '2026-11-02', kind: 'charge.deposit', amount: 300_000 },
      { day: '2026-11-03', kind: 'bet.refund', amount: 10_000 },
      { day: '2026-11-03', kind: 'bet.payout', amount: 19_500 },
      { day: '2026-11-03', kind: 'casino.bet', amount: -5_000 },
      { day: '2026-11-03', kind: 'casino.win', amount: 2_000 },
      { day: '2026-11-04', kind: 'charge.withdrawal.payout', amount: -100_000 },
      { day: '2026-11-04', kind: 'promo.roulette', amount: 3_000 },
      { day: '2026-11-05', kind: 'test.fund', amount: 3_000 },
    ]);
    expect(s.days).toEqual([
      { day: '2026-11-02', deposits: 300_000, withdrawals: 0, stakes: 0, openStakes: 0, wins: 0, net: 0 },
      { day: '2026-11-03', deposits: 0, withdrawals: 0, stakes: 45_000, openStakes: 0, wins: 21_500, net: -23_500 },
      { day: '2026-11-04', deposits: 0, withdrawals: 100_000, stakes: 0, openStakes: 0, wins: 0, net: 0 },
    ]);
    expect(s.total).toEqual({ deposits: 300_000, withdrawals: 100_000, stakes: 45_000, openStakes: 0, wins: 21_500, net: -23_500 });
    expect(s).toMatchObject(period);
  });

  it('keeps the stakes of bets still waiting out of the profit and loss and shows them apart (issue 29)', () => {
    // 630,000 staked, 600,000 of it still 대기: the loss is the settled bets' only.
    const s = buildActivityStatement(period, [
      { day: '2026-11-03', kind: 'bet.stake', amount: -600_000, open: true },
      { day: '2026-11-03', kind: 'bet.stake', amount: -30_000, open: false },
      { day: '2026-11-03', kind: 'bet.payout', amount: 24_800 },
    ]);
    expect(s.total).toEqual({ deposits: 0, withdrawals: 0, stakes: 30_000, openStakes: 600_000, wins: 24_800, net: -5_200 });
  });

  it('totals equal the sum of the days, and net is wins minus stakes (property)', () => {
    const kinds = [
      'charge.deposit',
      'charge.withdrawal.payout',
      'bet.stake',
      'bet.refund',
      'bet.payout',
      'casino.bet',
      'casino.win',
      'other',
    ];
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            day: fc.constantFrom('2026-11-01', '2026-11-02', '2026-11-03'),
            kind: fc.constantFrom(...kinds),
            amount: fc.integer({ min: -1_000_000, max: 1_000_000 }),
            open: fc.boolean(),
          }),
        ),
        (sums) => {
          const s = buildActivityStatement(period, sums);
          for (const key of ['deposits', 'withdrawals', 'stakes', 'openStakes', 'wins', 'net'] as const) {
            expect(s.days.reduce((a, d) => a + d[key], 0)).toBe(s.total[key]);
          }
          for (const d of [...s.days, s.total]) expect(d.net).toBe(d.wins - d.stakes);
          // An open stake moves only the open column: the same sums with it settled differ by it in stakes and net.
          const openSum =
            0 - sums.filter((x) => x.open && ['bet.stake', 'bet.refund', 'casino.bet'].includes(x.kind)).reduce((a, x) => a + x.amount, 0);
          expect(s.total.openStakes).toBe(openSum);
          const settled = buildActivityStatement(
            period,
            sums.map((x) => ({ ...x, open: false })),
          ).total;
          expect(settled).toEqual({ ...s.total, stakes: s.total.stakes + openSum, openStakes: 0, net: s.total.net - openSum });
          expect(s.days.map((d) => d.day)).toEqual([...s.days.map((d) => d.day)].sort());
        },
      ),
    );
  });
});

describe('activityStatementCsv', () => {
  it('writes the Korean header, a row a day and the total, CRLF, whole won without separators', () => {
    const s = buildActivityStatement(period, [
      { day: '2026-11-02', kind: 'charge.deposit', amount: 1_300_000 },
      { day: '2026-11-03', kind: 'bet.stake', amount: -50_000 },
    ]);
    expect(activityStatementCsv(s)).toBe(
      '날짜,입금,출금,베팅금액,진행중 베팅,당첨금액,손익\r\n2026-11-02,1300000,0,0,0,0,0\r\n2026-11-03,0,0,50000,0,0,-50000\r\n합계,1300000,0,50000,0,0,-50000\r\n',
    );
    expect(activityStatementFileName(period)).toBe('statement_2026-11-01_2026-11-25.csv');
  });

  it('shows won with separators and a sign', () => {
    expect(statementWon(1_234_500)).toBe('1,234,500원');
    expect(statementWon(-23_500)).toBe('-23,500원');
  });
});
