import fc from 'fast-check';
import { checkRouletteSpin, spendRouletteCoupon } from './roulette-rules.js';

const ready = { loggedIn: true, spinning: false, coupons: { normal: 1, vip: 0 } };

describe('roulette spin rules', () => {
  it('asks a guest to log in first', () => {
    const r = checkRouletteSpin({ ...ready, loggedIn: false }, 'normal');
    expect(r).toEqual({ ok: false, error: { kind: 'loginRequired', message: '로그인 후 이용해주세요.' } });
  });

  it('refuses a second spin while one runs', () => {
    const r = checkRouletteSpin({ ...ready, spinning: true }, 'normal');
    expect(r).toEqual({ ok: false, error: { kind: 'alreadySpinning', message: '룰렛을 돌리고 있습니다.' } });
  });

  it('refuses a spin without a coupon of that wheel', () => {
    expect(checkRouletteSpin(ready, 'vip')).toEqual({
      ok: false,
      error: { kind: 'noCoupon', message: '보유한 VIP 룰렛 쿠폰이 없습니다.' },
    });
    const none = { ...ready, coupons: { normal: 0, vip: 3 } };
    expect(checkRouletteSpin(none, 'normal')).toEqual({ ok: false, error: { kind: 'noCoupon', message: '보유한 룰렛 쿠폰이 없습니다.' } });
  });

  it('allows a logged-in member with a coupon to spin', () => {
    expect(checkRouletteSpin(ready, 'normal').ok).toBe(true);
  });

  it('property: spending a coupon lowers only that wheel by one and never below zero', () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(1000), fc.constantFrom('normal' as const, 'vip' as const), (normal, vip, kind) => {
        const after = spendRouletteCoupon({ normal, vip }, kind);
        const other = kind === 'vip' ? 'normal' : 'vip';
        expect(after[kind]).toBe(Math.max(0, { normal, vip }[kind] - 1));
        expect(after[other]).toBe({ normal, vip }[other]);
      }),
    );
  });
});
