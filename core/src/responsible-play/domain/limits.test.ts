import fc from 'fast-check';
import { parseKstDateTime } from '../../shared/domain/kst.js';
import type { Won } from '../../shared/domain/money.js';
import {
  allLimitSettings,
  cancelLimitChange,
  checkLimit,
  confirmLimitChange,
  isTightening,
  isValidLimitAmount,
  LIMIT_STEP_WON,
  noLimit,
  periodEnd,
  periodStart,
  periodStarts,
  RAISE_DELAY_MS,
  requestLimitChange,
  type LimitSetting,
} from './limits.js';

const NOW = parseKstDateTime('2026-03-04 15:30:00'); // a Wednesday
const won = (n: number) => n as Won;
const day = (amount: number | null): LimitSetting => ({ kind: 'deposit', period: 'day', amount: amount as Won | null, pending: null });
const limitAmount = fc.integer({ min: 1, max: 1_000_000 }).map((n) => n * LIMIT_STEP_WON);

describe('limit changes', () => {
  it('applies a first limit and a lower one at once', () => {
    const first = requestLimitChange(noLimit('deposit', 'day'), 100_000, NOW);
    expect(first).toEqual({ ok: true, value: { applied: true, setting: day(100_000) } });
    const lower = requestLimitChange(day(100_000), 50_000, NOW);
    expect(lower).toEqual({ ok: true, value: { applied: true, setting: day(50_000) } });
  });

  it('keeps a raise pending for 24 hours with the old limit in force', () => {
    const r = requestLimitChange(day(50_000), 200_000, NOW);
    expect(r).toEqual({
      ok: true,
      value: { applied: false, setting: { ...day(50_000), pending: { amount: 200_000, effectiveAt: NOW + RAISE_DELAY_MS } } },
    });
  });

  it('keeps a removal pending; removing nothing is no change', () => {
    const r = requestLimitChange(day(50_000), null, NOW);
    expect(r.ok && r.value.setting.pending).toEqual({ amount: null, effectiveAt: NOW + RAISE_DELAY_MS });
    expect(requestLimitChange(noLimit('wager', 'week'), null, NOW)).toEqual({
      ok: true,
      value: { applied: true, setting: noLimit('wager', 'week') },
    });
  });

  it('asking again for the same raise keeps its first time; a lower request drops the pending raise', () => {
    const first = requestLimitChange(day(50_000), 200_000, NOW);
    if (!first.ok) throw new Error('refused');
    const again = requestLimitChange(first.value.setting, 200_000, NOW + 3_600_000);
    expect(again.ok && again.value.setting.pending?.effectiveAt).toBe(NOW + RAISE_DELAY_MS);
    const other = requestLimitChange(first.value.setting, 300_000, NOW + 3_600_000);
    expect(other.ok && other.value.setting.pending?.effectiveAt).toBe(NOW + 3_600_000 + RAISE_DELAY_MS);
    const lower = requestLimitChange(first.value.setting, 40_000, NOW);
    expect(lower.ok && lower.value.setting).toEqual(day(40_000));
  });

  it('refuses amounts that are not positive multiples of 1,000 won within the ceiling', () => {
    for (const bad of [0, -1_000, 1_500, 999, 1.5, Number.NaN, 2_000_000_000_000]) {
      expect(requestLimitChange(day(null), bad, NOW)).toEqual({
        ok: false,
        error: { kind: 'invalidLimitAmount', message: '한도 금액을 1,000원 단위로 올바르게 입력해주세요.' },
      });
    }
    expect(isValidLimitAmount(1_000)).toBe(true);
  });

  it('confirms a pending change only from its effective time', () => {
    const pending: LimitSetting = { ...day(50_000), pending: { amount: won(200_000), effectiveAt: NOW + RAISE_DELAY_MS } };
    const early = confirmLimitChange(pending, NOW + RAISE_DELAY_MS - 1);
    expect(early).toEqual({
      ok: false,
      error: { kind: 'raiseNotYet', message: '2026-03-05 15:30:00 이후에 확정할 수 있습니다.' },
    });
    expect(confirmLimitChange(pending, NOW + RAISE_DELAY_MS)).toEqual({ ok: true, value: day(200_000) });
    expect(confirmLimitChange(day(50_000), NOW)).toEqual({
      ok: false,
      error: { kind: 'noPendingChange', message: '확정할 한도 변경이 없습니다.' },
    });
    expect(cancelLimitChange(pending)).toEqual(day(50_000));
  });

  it('property: the limit in force loosens only by a confirmation 24 hours after the member asked (model)', () => {
    const step = fc.record({
      amount: fc.option(limitAmount, { nil: null }),
      after: fc.integer({ min: 0, max: 2 * RAISE_DELAY_MS }),
      confirm: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.option(limitAmount, { nil: null }), fc.array(step, { maxLength: 25 }), (start, steps) => {
        let s: LimitSetting = { ...noLimit('loss', 'month'), amount: start as Won | null };
        let now = NOW;
        // The model: what the member asked to loosen to, and when first.
        let asked: { amount: number | null; at: number } | null = null;
        for (const st of steps) {
          now += st.after;
          const before = s.amount;
          if (st.confirm) {
            const r = confirmLimitChange(s, now);
            expect(r.ok).toBe(asked !== null && now - asked.at >= RAISE_DELAY_MS);
            if (r.ok) {
              expect(r.value.amount).toBe(asked!.amount);
              s = r.value;
              asked = null;
            }
            continue;
          }
          const r = requestLimitChange(s, st.amount, now);
          if (!r.ok) throw new Error('valid amounts are never refused');
          s = r.value.setting;
          if (r.value.applied) {
            expect(isTightening(before, s.amount) || (before === null && s.amount === null)).toBe(true);
            asked = null;
          } else {
            expect(s.amount).toBe(before);
            if (asked === null || asked.amount !== st.amount) asked = { amount: st.amount, at: now };
            expect(s.pending).toEqual({ amount: st.amount, effectiveAt: asked.at + RAISE_DELAY_MS });
          }
        }
      }),
    );
  });
});

describe('periods', () => {
  it('starts days, Monday weeks and months at 00:00 KST', () => {
    expect(periodStart('day', NOW)).toBe(parseKstDateTime('2026-03-04 00:00:00'));
    expect(periodStart('week', NOW)).toBe(parseKstDateTime('2026-03-02 00:00:00'));
    expect(periodStart('month', NOW)).toBe(parseKstDateTime('2026-03-01 00:00:00'));
    const sunday = parseKstDateTime('2026-03-08 23:59:59');
    expect(periodStart('week', sunday)).toBe(parseKstDateTime('2026-03-02 00:00:00'));
    const monday = parseKstDateTime('2026-03-09 00:00:00');
    expect(periodStart('week', monday)).toBe(monday);
    expect(periodStarts(parseKstDateTime('2026-04-01 09:00:00')).earliest).toBe(parseKstDateTime('2026-03-30 00:00:00'));
  });

  it('ends each period where the next one starts (December into January)', () => {
    expect(periodEnd('day', NOW)).toBe(parseKstDateTime('2026-03-05 00:00:00'));
    expect(periodEnd('week', NOW)).toBe(parseKstDateTime('2026-03-09 00:00:00'));
    expect(periodEnd('month', NOW)).toBe(parseKstDateTime('2026-04-01 00:00:00'));
    expect(periodEnd('month', parseKstDateTime('2026-12-31 23:59:59'))).toBe(parseKstDateTime('2027-01-01 00:00:00'));
    for (const period of ['day', 'week', 'month'] as const) {
      const end = periodEnd(period, NOW);
      expect(periodStart(period, end)).toBe(end);
      expect(periodStart(period, end - 1)).toBe(periodStart(period, NOW));
    }
  });

  it('property: each period contains now and starts at most a month back, day within week... ', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 0, 1) }), (now) => {
        const s = periodStarts(now);
        expect(s.day).toBeLessThanOrEqual(now);
        expect(now - s.day).toBeLessThan(86_400_000);
        expect(s.week).toBeLessThanOrEqual(s.day);
        expect(s.day - s.week).toBeLessThan(7 * 86_400_000);
        expect(s.month).toBeLessThanOrEqual(s.day);
        expect(s.earliest).toBe(Math.min(s.week, s.month));
      }),
    );
  });
});

describe('checkLimit', () => {
  const limits: LimitSetting[] = [
    { kind: 'deposit', period: 'day', amount: won(100_000), pending: null },
    { kind: 'deposit', period: 'month', amount: won(300_000), pending: null },
    { kind: 'wager', period: 'week', amount: null, pending: { amount: won(5_000), effectiveAt: 0 } },
  ];

  it('accepts an amount that lands exactly on the limit and refuses one won more, naming the period', () => {
    expect(checkLimit(limits, 'deposit', { day: 60_000, week: 60_000, month: 60_000 }, 40_000)).toEqual({ ok: true, value: undefined });
    expect(checkLimit(limits, 'deposit', { day: 60_000, week: 60_000, month: 60_000 }, 40_001)).toEqual({
      ok: false,
      error: { kind: 'limitExceeded', message: '입금 한도를 초과했습니다. (일 한도 100,000원)', period: 'day', limit: 100_000 },
    });
    expect(checkLimit(limits, 'deposit', { day: 0, week: 250_000, month: 250_000 }, 60_000)).toMatchObject({
      ok: false,
      error: { message: '입금 한도를 초과했습니다. (월 한도 300,000원)' },
    });
  });

  it('ignores kinds without a limit in force (a pending one does not count)', () => {
    expect(checkLimit(limits, 'wager', { day: 10 ** 9, week: 10 ** 9, month: 10 ** 9 }, 10 ** 9).ok).toBe(true);
  });

  it('property: accepted exactly when every limit in force holds after the amount (oracle)', () => {
    const sums = fc.record({
      day: fc.integer({ min: -500_000, max: 500_000 }),
      week: fc.integer({ min: -500_000, max: 900_000 }),
      month: fc.integer({ min: -500_000, max: 2_000_000 }),
    });
    const setting = (period: 'day' | 'week' | 'month') =>
      fc
        .option(limitAmount, { nil: null })
        .map((amount): LimitSetting => ({ kind: 'loss', period, amount: amount as Won | null, pending: null }));
    fc.assert(
      fc.property(
        setting('day'),
        setting('week'),
        setting('month'),
        sums,
        fc.integer({ min: 1, max: 1_000_000 }),
        (d, w, m, used, amount) => {
          const r = checkLimit([d, w, m], 'loss', used, amount);
          const holds = [d, w, m].every((s) => s.amount === null || used[s.period] + amount <= s.amount);
          expect(r.ok).toBe(holds);
        },
      ),
    );
  });

  it('lists all nine settings in order, filling the missing ones', () => {
    const all = allLimitSettings([limits[1]!]);
    expect(all.map((s) => `${s.kind}:${s.period}`)).toEqual([
      'deposit:day',
      'deposit:week',
      'deposit:month',
      'wager:day',
      'wager:week',
      'wager:month',
      'loss:day',
      'loss:week',
      'loss:month',
    ]);
    expect(all[2]).toBe(limits[1]);
  });
});
