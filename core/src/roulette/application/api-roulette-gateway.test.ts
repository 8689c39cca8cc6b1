import { createApiClient } from '../../api/api-client.js';
import { FakeHttp } from '../../shared/testing/fake-http.js';
import { rouletteCouponType, rouletteResultText } from '../domain/roulette-outcomes.js';
import { ROULETTE_MESSAGES } from '../domain/roulette.messages.js';
import { createApiRouletteGateway } from './api-roulette-gateway.js';

function setup(member: { id: number } | null = { id: 12 }) {
  const http = new FakeHttp()
    .on('GET', '/card/user/count', { status: 200, body: { normal: 2, vip: 1 } })
    .on('POST', '/card/choice', { status: 200, body: { value: 5000, name: '5000' } })
    .on('GET', '/card/seed-commitment', { status: 200, body: { seedHash: 'e'.repeat(64) } });
  return { http, gateway: createApiRouletteGateway(createApiClient(http), () => member) };
}

describe('createApiRouletteGateway', () => {
  it('counts the coupons of the session member', async () => {
    const { http, gateway } = setup();
    expect(await gateway.countCoupons()).toEqual({ ok: true, value: { normal: 2, vip: 1 } });
    expect(http.requests).toEqual([{ method: 'GET', path: '/card/user/count', query: { memberId: 12 } }]);
  });

  it('spins one coupon of the wheel as a money-moving call and reads the prize', async () => {
    const { http, gateway } = setup();
    const r = await gateway.choose(rouletteCouponType('vip'));
    expect(r).toEqual({ ok: true, value: { value: 5000, name: '5000' } });
    expect(http.requests[0]).toEqual({ method: 'POST', path: '/card/choice', body: { memberId: 12, couponType: 2 }, moneyMoving: true });
    expect(r.ok && rouletteResultText(r.value)).toBe(ROULETTE_MESSAGES.wonPoints(5000));
  });

  it("reads the next spin's commitment and the spin's revealed seed", async () => {
    const { http, gateway } = setup();
    expect(await gateway.commitment()).toEqual({ ok: true, value: 'e'.repeat(64) });
    const fair = { value: 0, name: '꽝', roundKey: '9001:4', seed: 's', seedHash: 'h', nextSeedHash: 'n' };
    http.on('POST', '/card/choice', { status: 200, body: fair });
    expect(await gateway.choose(1)).toEqual({ ok: true, value: fair });
    http.on('GET', '/card/seed-commitment', { status: 503, body: { message: '점검중' } });
    expect(await gateway.commitment()).toMatchObject({ ok: false, error: { status: 503 } });
  });

  it('reads a miss with no prize name', async () => {
    const { http, gateway } = setup();
    http.on('POST', '/card/choice', { status: 200, body: { value: 0 } });
    const r = await gateway.choose(1);
    expect(r).toEqual({ ok: true, value: { value: 0, name: '' } });
    expect(r.ok && rouletteResultText(r.value)).toBe('아쉽지만 꽝입니다. 다음 기회에.');
  });

  it('passes a refused spin through with the server text', async () => {
    const { http, gateway } = setup();
    http.on('POST', '/card/choice', { status: 409, body: { message: '보유한 쿠폰이 없습니다.', code: 'noCoupon' } });
    expect(await gateway.choose(1)).toMatchObject({
      ok: false,
      error: { kind: 'http', status: 409, code: 'noCoupon', message: '보유한 쿠폰이 없습니다.' },
    });
  });

  it('sends nothing without a logged-in member and answers 401 with the login text', async () => {
    const { http, gateway } = setup(null);
    const expected = { ok: false, error: { kind: 'http', status: 401, code: 'notLoggedIn', message: '로그인 후 이용해주세요.' } };
    expect(await gateway.countCoupons()).toEqual(expected);
    expect(await gateway.choose(2)).toEqual(expected);
    expect(await gateway.commitment()).toEqual(expected);
    expect(http.requests).toEqual([]);
  });

  it("claims the deposits' coupons for the session member and answers the server text (or the done text without one)", async () => {
    const { http, gateway } = setup();
    http.on('POST', '/card/roulleteCount/12', { status: 200, body: { message: '룰렛 쿠폰이 지급되었습니다. (일반 1장, VIP 0장)' } });
    expect(await gateway.claimCoupons()).toEqual({ ok: true, value: '룰렛 쿠폰이 지급되었습니다. (일반 1장, VIP 0장)' });
    expect(http.requests[0]).toMatchObject({ method: 'POST', path: '/card/roulleteCount/12' });
    http.on('POST', '/card/roulleteCount/12', { status: 200, body: '' });
    expect(await gateway.claimCoupons()).toEqual({ ok: true, value: ROULETTE_MESSAGES.couponsClaimed });
    const nobody = setup(null);
    expect(await nobody.gateway.claimCoupons()).toMatchObject({ ok: false, error: { status: 401 } });
    expect(nobody.http.requests).toEqual([]);
  });
});
