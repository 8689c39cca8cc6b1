import fc from 'fast-check';
import { buildAdminDashboard, daysEndingOn, dashboardPeriodStart, type DashboardSource } from './admin-dashboard.js';

const quiet: DashboardSource = {
  ledger: [],
  newMembers: [],
  activeByDay: [],
  activeIn: { today: 0, last7: 0, last30: 0 },
  openLiability: 0,
  openSlips: 0,
  pending: { signUps: 0, deposits: 0, withdrawals: 0, usdt: 0, inquiries: 0 },
};

describe('admin dashboard figures', () => {
  it('lists the 30 KST days that end today, across a month end, oldest first', () => {
    const days = daysEndingOn('2026-03-02', 30);
    expect(days).toHaveLength(30);
    expect(days.slice(0, 2)).toEqual(['2026-02-01', '2026-02-02']);
    expect(days.slice(-3)).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
    expect(dashboardPeriodStart('2026-03-02', 'last7')).toBe('2026-02-24');
    expect(dashboardPeriodStart('2026-03-02', 'today')).toBe('2026-03-02');
  });

  it('counts the members money from the ledger: deposits in, stakes net of refunds, payouts, GGR = stakes - payouts', () => {
    const d = buildAdminDashboard('2026-03-02', {
      ...quiet,
      ledger: [
        { day: '2026-03-02', kind: 'charge.deposit', amount: 30_000 },
        { day: '2026-03-02', kind: 'bet.stake', amount: -12_000 },
        { day: '2026-03-02', kind: 'bet.refund', amount: 2_000 },
        { day: '2026-03-02', kind: 'bet.payout', amount: 4_000 },
        { day: '2026-02-27', kind: 'charge.withdrawal.payout', amount: -5_000 },
        { day: '2026-02-10', kind: 'casino.bet', amount: -1_000 },
        { day: '2026-02-10', kind: 'casino.win', amount: 3_000 },
        { day: '2026-02-10', kind: 'admin.adjust', amount: 99_999 },
      ],
      newMembers: [
        { day: '2026-03-02', count: 2 },
        { day: '2026-02-27', count: 1 },
      ],
      activeByDay: [{ day: '2026-03-02', count: 3 }],
      activeIn: { today: 3, last7: 4, last30: 6 },
    });
    expect(d.periods.today).toEqual({
      deposits: 30_000,
      withdrawals: 0,
      stakes: 10_000,
      payouts: 4_000,
      ggr: 6_000,
      activeMembers: 3,
      newMembers: 2,
    });
    expect(d.periods.last7).toEqual({
      deposits: 30_000,
      withdrawals: 5_000,
      stakes: 10_000,
      payouts: 4_000,
      ggr: 6_000,
      activeMembers: 4,
      newMembers: 3,
    });
    expect(d.periods.last30).toMatchObject({ stakes: 11_000, payouts: 7_000, ggr: 4_000, activeMembers: 6 });
    expect(d.days).toHaveLength(30);
    expect(d.days.find((x) => x.day === '2026-02-10')).toMatchObject({ stakes: 1_000, payouts: 3_000, ggr: -2_000 });
    expect(d.days[0]).toEqual({
      day: '2026-02-01',
      deposits: 0,
      withdrawals: 0,
      stakes: 0,
      payouts: 0,
      ggr: 0,
      activeMembers: 0,
      newMembers: 0,
    });
  });

  it('a period is the sum of its days for every money figure (property)', () => {
    const day = fc.integer({ min: 0, max: 29 });
    const sum = fc.record({
      offset: day,
      kind: fc.constantFrom('charge.deposit', 'bet.stake', 'bet.payout', 'casino.bet'),
      amount: fc.integer({ min: -1e6, max: 1e6 }),
    });
    fc.assert(
      fc.property(fc.array(sum, { maxLength: 30 }), (sums) => {
        const calendar = daysEndingOn('2026-03-02', 30);
        const d = buildAdminDashboard('2026-03-02', {
          ...quiet,
          ledger: sums.map((s) => ({ day: calendar[s.offset]!, kind: s.kind, amount: s.amount })),
        });
        for (const key of ['deposits', 'stakes', 'payouts', 'ggr'] as const) {
          expect(d.periods.last30[key]).toBe(d.days.reduce((n, x) => n + x[key], 0));
          expect(d.periods.last7[key]).toBe(d.days.slice(-7).reduce((n, x) => n + x[key], 0));
        }
        expect(d.periods.last30.ggr).toBe(d.periods.last30.stakes - d.periods.last30.payouts);
      }),
      { numRuns: 50 },
    );
  });
});
