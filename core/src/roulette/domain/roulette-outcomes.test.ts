import fc from 'fast-check';
import {
  ROULETTE_ALERT_DELAY_MS,
  ROULETTE_OUTCOMES,
  ROULETTE_RESULT_ANIMATION_MS,
  ROULETTE_RESULT_DELAY_MS,
  ROULETTE_SPIN_ANIMATION_MS,
  rouletteCouponType,
  rouletteOutcomeOf,
  rouletteResultText,
  rouletteSegmentIndex,
} from './roulette-outcomes.js';
import { ROULETTE_MESSAGES } from './roulette.messages.js';

const amounts = (kind: 'normal' | 'vip'): (number | string)[] =>
  ROULETTE_OUTCOMES[kind].map((o) => (o.kind === 'points' ? o.amount : o.kind === 'prize' ? o.code : 'miss'));

describe('roulette outcomes', () => {
  it('lists the normal wheel of spec 9 with the VIP-coupon prize last', () => {
    expect(amounts('normal')).toEqual([3000, 4000, 5000, 7000, 10000, 15000, 20000, 'vip-1']);
  });

  it('lists the VIP wheel of spec 9 with the VIP-coupon prize last', () => {
    expect(amounts('vip')).toEqual([20000, 30000, 40000, 50000, 70000, 90000, 100000, 'vip-1']);
  });

  it('models vip-1 as a prize of one VIP coupon', () => {
    expect(rouletteOutcomeOf({ value: 1, name: 'vip-1' })).toEqual({ kind: 'prize', code: 'vip-1', vipCoupons: 1 });
  });

  it('names the timing constants of the spec', () => {
    expect([ROULETTE_RESULT_DELAY_MS, ROULETTE_ALERT_DELAY_MS, ROULETTE_RESULT_ANIMATION_MS]).toEqual([2_000, 1_000, 500]);
    expect(ROULETTE_SPIN_ANIMATION_MS).toEqual({ normal: 500, vip: 400 });
  });

  it('sends coupon type 1 for the normal wheel and 2 for VIP', () => {
    expect(rouletteCouponType('normal')).toBe(1);
    expect(rouletteCouponType('vip')).toBe(2);
  });

  it('says a zero result is a miss', () => {
    expect(rouletteResultText({ value: 0, name: '꽝' })).toBe('아쉽지만 꽝입니다. 다음 기회에.');
    expect(rouletteOutcomeOf({ value: 0, name: '' })).toEqual({ kind: 'miss' });
  });

  it('congratulates with the points won', () => {
    expect(rouletteResultText({ value: 15000, name: '15000' })).toBe('축하합니다! 15,000 포인트에 당첨되었습니다.');
  });

  it('congratulates with the prize name for the VIP coupon', () => {
    expect(rouletteResultText({ value: 0, name: 'vip-1' })).toBe('축하합니다! VIP 룰렛 쿠폰 1장에 당첨되었습니다.');
  });

  it('finds the segment to stop on, or -1 off the wheel', () => {
    expect(rouletteSegmentIndex('normal', rouletteOutcomeOf({ value: 5000, name: '' }))).toBe(2);
    expect(rouletteSegmentIndex('vip', rouletteOutcomeOf({ value: 0, name: 'vip-1' }))).toBe(7);
    expect(rouletteSegmentIndex('vip', rouletteOutcomeOf({ value: 3000, name: '' }))).toBe(-1);
    expect(rouletteSegmentIndex('normal', { kind: 'miss' })).toBe(-1);
  });

  it('writes the dialog texts', () => {
    expect(ROULETTE_MESSAGES.title('normal')).toBe('일반 룰렛');
    expect(ROULETTE_MESSAGES.title('vip')).toBe('VIP 룰렛');
    expect(ROULETTE_MESSAGES.spinButton(1200)).toBe('룰렛 돌리기 (1,200장)');
  });

  it('property: every positive amount reads as a congratulation naming that amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (value) => {
        const text = rouletteResultText({ value, name: String(value) });
        expect(text.startsWith('축하합니다! ')).toBe(true);
        expect(text.replace(/[^\d]/g, '')).toBe(String(value));
      }),
    );
  });

  it('property: every segment of both wheels maps back to its own index', () => {
    for (const kind of ['normal', 'vip'] as const) {
      ROULETTE_OUTCOMES[kind].forEach((o, i) => expect(rouletteSegmentIndex(kind, o)).toBe(i));
    }
  });
});
