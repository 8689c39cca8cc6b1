import fc from 'fast-check';
import {
  playedText,
  REALITY_CHECK_MESSAGES,
  realityCheckMark,
  sessionLimitReached,
  validateRealityCheckSettings,
} from './reality-check.js';

describe('reality-check rules', () => {
  it('accepts only the offered interval and session limit choices', () => {
    expect(validateRealityCheckSettings({ intervalMinutes: 60, sessionLimitMinutes: null })).toEqual({ ok: true });
    expect(validateRealityCheckSettings({ intervalMinutes: 15, sessionLimitMinutes: 240 })).toEqual({ ok: true });
    expect(validateRealityCheckSettings({ intervalMinutes: 7, sessionLimitMinutes: null })).toEqual({
      ok: false,
      kind: 'badInterval',
      message: '알림 주기를 다시 선택해주세요.',
    });
    expect(validateRealityCheckSettings({ intervalMinutes: 30, sessionLimitMinutes: 45 })).toEqual({
      ok: false,
      kind: 'badLimit',
      message: '세션 시간 제한을 다시 선택해주세요.',
    });
  });

  it('counts whole intervals since login, never before it', () => {
    expect(realityCheckMark(0, 60, 59 * 60_000)).toBe(0);
    expect(realityCheckMark(0, 60, 60 * 60_000)).toBe(1);
    expect(realityCheckMark(0, 15, 61 * 60_000)).toBe(4);
    expect(realityCheckMark(1_000, 15, 0)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 240 }), fc.nat(10_000_000), fc.nat(10_000_000), (interval, a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        expect(realityCheckMark(0, interval, early)).toBeLessThanOrEqual(realityCheckMark(0, interval, late));
      }),
    );
  });

  it('reaches the session limit at its minute, never without one', () => {
    expect(sessionLimitReached(0, 30, 29 * 60_000 + 59_999)).toBe(false);
    expect(sessionLimitReached(0, 30, 30 * 60_000)).toBe(true);
    expect(sessionLimitReached(0, null, 10 ** 12)).toBe(false);
  });

  it('says the time played in hours and minutes, and the refusal in Korean', () => {
    expect(playedText(-5)).toBe('0분');
    expect(playedText(45 * 60_000 + 59_000)).toBe('45분');
    expect(playedText(65 * 60_000)).toBe('1시간 5분');
    expect(REALITY_CHECK_MESSAGES.limitReached(60)).toBe(
      '설정하신 세션 시간 제한(60분)에 도달하여 베팅과 게임머니 전환이 제한됩니다. 다시 로그인한 후 이용해주세요.',
    );
  });
});
