import fc from 'fast-check';
import { DAY_MS, formatKstDateTime, kstStartOfDay } from '../../shared/domain/kst.js';
import {
  BET_HISTORY_RANGE_CHOICES,
  DEFAULT_BET_HISTORY_RANGE,
  betHistoryCustomRange,
  betHistoryPresetRange,
  betHistoryRangeLabel,
  type BetHistoryRangePreset,
} from './date-range.js';

const presets: BetHistoryRangePreset[] = ['today', 'week', 'halfMonth', 'month', 'threeMonths'];
const startText = (preset: BetHistoryRangePreset, now: number): string => formatKstDateTime(betHistoryPresetRange(preset, now).start);
// 2026-03-31 01:30 KST (still 30 March in UTC): checks the day is taken in KST.
const now = Date.UTC(2026, 2, 30, 16, 30);

describe('bet history date ranges', () => {
  it('labels the choices and opens on the last week', () => {
    expect(BET_HISTORY_RANGE_CHOICES.map(betHistoryRangeLabel)).toEqual(['오늘', '1주일', '15일', '1개월', '3개월', '직접입력']);
    expect(DEFAULT_BET_HISTORY_RANGE).toBe('week');
  });

  it('starts each preset at KST midnight and ends now', () => {
    expect(presets.map((p) => startText(p, now))).toEqual([
      '2026-03-31 00:00:00',
      '2026-03-24 00:00:00',
      '2026-03-16 00:00:00',
      '2026-02-28 00:00:00',
      '2025-12-31 00:00:00',
    ]);
    expect(betHistoryPresetRange('today', now).end).toBe(now);
  });

  it('takes a typed range from the first day start to the last day end', () => {
    const r = betHistoryCustomRange('2026-02-01', '2026-02-03');
    expect(r.ok && [formatKstDateTime(r.value.start), formatKstDateTime(r.value.end)]).toEqual([
      '2026-02-01 00:00:00',
      '2026-02-03 23:59:59',
    ]);
  });

  it('refuses a malformed or impossible date', () => {
    const refused = { ok: false, error: { kind: 'invalidDate', message: '날짜를 확인해주세요.' } };
    expect(betHistoryCustomRange('2026-02-30', '2026-03-01')).toEqual(refused);
    expect(betHistoryCustomRange('2026-02-01', 'tomorrow')).toEqual(refused);
  });

  it('refuses a start after the end', () => {
    expect(betHistoryCustomRange('2026-02-05', '2026-02-01')).toEqual({
      ok: false,
      error: { kind: 'startAfterEnd', message: '시작일은 종료일보다 늦을 수 없습니다.' },
    });
  });

  it('property: every preset starts at KST midnight, no later than now, within its length', () => {
    const maxDays: Record<BetHistoryRangePreset, number> = { today: 1, week: 8, halfMonth: 16, month: 32, threeMonths: 93 };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), fc.constantFrom(...presets), (t, preset) => {
        const r = betHistoryPresetRange(preset, t);
        expect(r.start).toBeLessThanOrEqual(r.end);
        expect(kstStartOfDay(r.start)).toBe(r.start);
        expect(r.end).toBe(t);
        expect(r.end - r.start).toBeLessThan(maxDays[preset] * DAY_MS);
      }),
    );
  });

  it('property: a typed range of real dates in order starts at KST midnight and covers whole days', () => {
    const day = fc.integer({ min: 0, max: 40_000 }).map((n) => Date.UTC(2000, 0, 1) + n * DAY_MS);
    const text = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
    fc.assert(
      fc.property(day, day, (a, b) => {
        const r = betHistoryCustomRange(text(Math.min(a, b)), text(Math.max(a, b)));
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        expect(r.value.start).toBeLessThanOrEqual(r.value.end);
        expect(kstStartOfDay(r.value.start)).toBe(r.value.start);
        expect((r.value.end + 1 - r.value.start) % DAY_MS).toBe(0);
      }),
    );
  });
});
