import fc from 'fast-check';
import { DAY_MS, parseKstDateTime } from '../../shared/domain/kst.js';
import {
  addKstMonths,
  canLift,
  checkNotExcluded,
  EXCLUSION_DURATIONS,
  exclusionEnd,
  exclusionInForce,
  exclusionKindOf,
  isExclusionDuration,
  startExclusion,
  type Exclusion,
} from './exclusions.js';

const NOW = parseKstDateTime('2026-08-31 10:00:00');

describe('exclusion ends', () => {
  it('cool-offs last 24 hours, 7 and 30 days; self-exclusions calendar months in KST; permanent never ends', () => {
    expect(exclusionEnd('24h', NOW)).toBe(NOW + DAY_MS);
    expect(exclusionEnd('7d', NOW)).toBe(NOW + 7 * DAY_MS);
    expect(exclusionEnd('30d', NOW)).toBe(NOW + 30 * DAY_MS);
    expect(exclusionEnd('6m', NOW)).toBe(parseKstDateTime('2027-02-28 10:00:00')); // the 31st clamps to February's last day
    expect(exclusionEnd('1y', NOW)).toBe(parseKstDateTime('2027-08-31 10:00:00'));
    expect(exclusionEnd('5y', parseKstDateTime('2028-02-29 00:30:00'))).toBe(parseKstDateTime('2033-02-28 00:30:00'));
    expect(exclusionEnd('permanent', NOW)).toBeNull();
  });

  it('names cool-off and self-exclusion durations', () => {
    expect(EXCLUSION_DURATIONS.map(exclusionKindOf)).toEqual([
      'coolOff',
      'coolOff',
      'coolOff',
      'selfExclusion',
      'selfExclusion',
      'selfExclusion',
      'selfExclusion',
    ]);
    expect(isExclusionDuration('7d')).toBe(true);
    expect(isExclusionDuration('2w')).toBe(false);
  });

  it('property: adding months keeps the KST time of day and never lands past the month it aims at', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2001, 0, 1), max: Date.UTC(2090, 0, 1) }), fc.integer({ min: 0, max: 120 }), (t, months) => {
        const end = addKstMonths(t, months);
        expect((end - t) % DAY_MS).toBe(0);
        expect(end).toBeGreaterThanOrEqual(t + months * 28 * DAY_MS);
        expect(end).toBeLessThanOrEqual(t + months * 31 * DAY_MS);
      }),
    );
  });
});

describe('exclusions in force', () => {
  const coolOff: Exclusion = { kind: 'coolOff', duration: '24h', startsAt: NOW, endsAt: NOW + DAY_MS };

  it('refuses bets, deposits and transfers while in force, with the end in KST', () => {
    expect(checkNotExcluded(coolOff, 'bet', NOW)).toEqual({
      ok: false,
      error: { kind: 'excluded', message: '휴식 기간에는 베팅할 수 없습니다. (2026-09-01 10:00:00까지)', endsAt: NOW + DAY_MS },
    });
    const forever: Exclusion = { kind: 'selfExclusion', duration: 'permanent', startsAt: NOW, endsAt: null };
    expect(checkNotExcluded(forever, 'deposit', NOW + 10 * 365 * DAY_MS)).toMatchObject({
      ok: false,
      error: { message: '자기 배제 기간에는 입금할 수 없습니다. (영구)' },
    });
    expect(checkNotExcluded(coolOff, 'transfer', NOW)).toMatchObject({
      error: { message: '휴식 기간에는 게임머니로 전환할 수 없습니다. (2026-09-01 10:00:00까지)' },
    });
    expect(checkNotExcluded(coolOff, 'bet', NOW + DAY_MS)).toEqual({ ok: true, value: undefined });
    expect(checkNotExcluded(null, 'bet', NOW)).toEqual({ ok: true, value: undefined });
  });

  it('picks the one ending last, and none once all ended', () => {
    const forever: Exclusion = { kind: 'selfExclusion', duration: 'permanent', startsAt: NOW + 1, endsAt: null };
    const week: Exclusion = { ...coolOff, duration: '7d', endsAt: NOW + 7 * DAY_MS };
    expect(exclusionInForce([coolOff, week], NOW)).toBe(week);
    expect(exclusionInForce([week, coolOff], NOW)).toBe(week);
    expect(exclusionInForce([forever, week], NOW + 2)).toBe(forever);
    expect(exclusionInForce([week, forever], NOW + 2)).toBe(forever);
    expect(exclusionInForce([coolOff], NOW + DAY_MS)).toBeNull();
    expect(exclusionInForce([], NOW)).toBeNull();
  });

  it('starts one, lengthens it, never shortens it; nobody lifts one before its end', () => {
    expect(startExclusion(null, '7d', NOW)).toEqual({
      ok: true,
      value: { kind: 'coolOff', duration: '7d', startsAt: NOW, endsAt: NOW + 7 * DAY_MS },
    });
    expect(startExclusion(coolOff, '24h', NOW)).toEqual({
      ok: false,
      error: { kind: 'alreadyExcluded', message: '이미 이용 제한 기간입니다. (2026-09-01 10:00:00까지)' },
    });
    expect(startExclusion(coolOff, '6m', NOW).ok).toBe(true);
    expect(startExclusion(coolOff, 'permanent', NOW).ok).toBe(true);
    const forever: Exclusion = { kind: 'selfExclusion', duration: 'permanent', startsAt: NOW, endsAt: null };
    expect(startExclusion(forever, '5y', NOW)).toMatchObject({ ok: false, error: { message: '이미 이용 제한 기간입니다. (영구)' } });
    expect(startExclusion(coolOff, '24h', NOW + DAY_MS).ok).toBe(true); // the first one ended
    expect(canLift(coolOff, NOW + DAY_MS - 1)).toBe(false);
    expect(canLift(coolOff, NOW + DAY_MS)).toBe(true);
    expect(canLift(forever, NOW + 100 * 365 * DAY_MS)).toBe(false);
  });

  it('property: a started exclusion never ends before the one in force (oracle)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...EXCLUSION_DURATIONS),
        fc.constantFrom(...EXCLUSION_DURATIONS),
        fc.integer({ min: 0, max: 40 * DAY_MS }),
        (a, b, later) => {
          const first = startExclusion(null, a, NOW);
          if (!first.ok) throw new Error('first refused');
          const second = startExclusion(first.value, b, NOW + later);
          const current = exclusionInForce([first.value], NOW + later);
          if (second.ok && current !== null) {
            expect(current.endsAt).not.toBeNull();
            expect(second.value.endsAt === null || second.value.endsAt > current.endsAt!).toBe(true);
          }
          if (current === null) expect(second.ok).toBe(true);
        },
      ),
    );
  });
});
