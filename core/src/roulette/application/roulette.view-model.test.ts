import { apiError, type ApiError } from '../../shared/domain/api-error.js';
import { fail, ok, type Result } from '../../shared/domain/result.js';
import { FakeClock } from '../../shared/testing/fake-clock.js';
import type { RouletteCouponCounts, RouletteCouponType, RouletteSpinResult } from '../domain/roulette-outcomes.js';
import type { RouletteGateway } from './roulette.gateway.js';
import { RouletteViewModel, type RouletteView } from './roulette.view-model.js';

const flush = (): Promise<void> => new Promise((r) => setTimeout(r, 0));

class FakeRouletteGateway implements RouletteGateway {
  counts: Result<RouletteCouponCounts, ApiError> = ok({ normal: 2, vip: 1 });
  answer: Result<RouletteSpinResult, ApiError> = ok({ value: 5000, name: '5000' });
  readonly chosen: RouletteCouponType[] = [];
  countCoupons = async (): Promise<Result<RouletteCouponCounts, ApiError>> => this.counts;
  commitmentAnswer: Result<string, ApiError> = ok('c'.repeat(64));
  commitment = async (): Promise<Result<string, ApiError>> => this.commitmentAnswer;
  choose = async (t: RouletteCouponType): Promise<Result<RouletteSpinResult, ApiError>> => {
    this.chosen.push(t);
    return this.answer;
  };
  claims = 0;
  claimAnswer: Result<string, ApiError> = ok('룰렛 쿠폰이 지급되었습니다. (일반 1장, VIP 0장)');
  claimCoupons = async (): Promise<Result<string, ApiError>> => {
    this.claims += 1;
    if (this.claimAnswer.ok) this.counts = ok({ normal: 3, vip: 1 });
    return this.claimAnswer;
  };
}

function setup(loggedIn = true) {
  const gateway = new FakeRouletteGateway();
  const clock = new FakeClock(0);
  const vm = new RouletteViewModel({ gateway, clock, isLoggedIn: () => loggedIn });
  let view!: RouletteView;
  vm.state$.subscribe((v) => {
    view = v;
  });
  return { gateway, clock, vm, view: () => view };
}

describe('RouletteViewModel', () => {
  it('opens one wheel at a time and shows its coupon count on the spin button', async () => {
    const t = setup();
    t.vm.open('normal');
    await flush();
    expect(t.view().openDialog).toBe('normal');
    expect(t.view().spinButtonLabel).toBe('룰렛 돌리기 (2장)');
    t.vm.open('vip');
    await flush();
    expect(t.view().openDialog).toBe('vip');
    expect(t.view().spinButtonLabel).toBe('룰렛 돌리기 (1장)');
    t.vm.close();
    expect(t.view().openDialog).toBeNull();
    expect(t.view().spinButtonLabel).toBeNull();
  });

  it('shows the commitment of the next spin on open and takes the new one from the spin; a refused read leaves it empty', async () => {
    const t = setup();
    expect(t.view().seedHash).toBeNull();
    t.vm.open('normal');
    await flush();
    expect(t.view().seedHash).toBe('c'.repeat(64));
    t.gateway.answer = ok({ value: 0, name: '꽝', nextSeedHash: 'd'.repeat(64) });
    t.vm.spin('normal');
    await flush();
    expect(t.view().seedHash).toBe('d'.repeat(64));
    const refused = setup();
    refused.gateway.commitmentAnswer = fail(apiError('http', '점검중', { status: 503 }));
    refused.vm.open('vip');
    await flush();
    expect(refused.view()).toMatchObject({ seedHash: null, alert: null });
  });

  it('asks a guest to log in instead of opening', () => {
    const t = setup(false);
    t.vm.open('vip');
    expect(t.view().openDialog).toBeNull();
    expect(t.view().alert).toBe('로그인 후 이용해주세요.');
  });

  it('stores the result after 2 s and alerts it 1 s later through the clock', async () => {
    const t = setup();
    t.vm.open('normal');
    await flush();
    t.vm.spin('normal');
    await flush();
    expect(t.gateway.chosen).toEqual([1]);
    expect(t.view().target).toEqual({ kind: 'normal', segmentIndex: 2 });
    expect(t.view().coupons.normal).toBe(1);
    t.clock.advance(1_999);
    expect(t.view().lastResult).toBeNull();
    t.gateway.counts = ok({ normal: 1, vip: 1 });
    t.clock.advance(1);
    expect(t.view().lastResult?.text).toBe('축하합니다! 5,000 포인트에 당첨되었습니다.');
    expect(t.view().alert).toBeNull();
    t.clock.advance(999);
    expect(t.view().spinning).toBe('normal');
    t.clock.advance(1);
    expect(t.view().alert).toBe('축하합니다! 5,000 포인트에 당첨되었습니다.');
    expect(t.view().spinning).toBeNull();
    t.vm.dismissAlert();
    expect(t.view().alert).toBeNull();
  });

  it('refuses a second spin while the first runs and sends only one request', async () => {
    const t = setup();
    t.vm.open('normal');
    await flush();
    t.vm.spin('normal');
    t.vm.spin('normal');
    await flush();
    expect(t.view().alert).toBe('룰렛을 돌리고 있습니다.');
    expect(t.gateway.chosen).toEqual([1]);
  });

  it('says so when no coupon is left', async () => {
    const t = setup();
    t.gateway.counts = ok({ normal: 0, vip: 0 });
    t.vm.open('vip');
    await flush();
    t.vm.spin('vip');
    expect(t.view().alert).toBe('보유한 VIP 룰렛 쿠폰이 없습니다.');
    expect(t.gateway.chosen).toEqual([]);
  });

  it('asks a guest to log in when spinning', () => {
    const t = setup(false);
    t.vm.spin('normal');
    expect(t.view().alert).toBe('로그인 후 이용해주세요.');
  });

  it('shows the server text when the spin fails and allows a new spin', async () => {
    const t = setup();
    t.vm.open('vip');
    await flush();
    t.gateway.answer = fail(apiError('http', '쿠폰이 만료되었습니다.', { status: 409 }));
    t.vm.spin('vip');
    await flush();
    expect(t.view().alert).toBe('쿠폰이 만료되었습니다.');
    expect(t.view().spinning).toBeNull();
    expect(t.view().coupons.vip).toBe(1);
  });

  it('falls back to the default text when the server sends none', async () => {
    const t = setup();
    t.gateway.counts = fail(apiError('transport', ''));
    t.vm.open('normal');
    await flush();
    expect(t.view().alert).toBe('문제가 발생했습니다. 관리자에게 문의해주세요.');
  });

  it('announces the VIP-coupon prize and refreshes the counts from the server', async () => {
    const t = setup();
    t.vm.open('vip');
    await flush();
    t.gateway.answer = ok({ value: 0, name: 'vip-1' });
    t.gateway.counts = ok({ normal: 2, vip: 1 });
    t.vm.spin('vip');
    await flush();
    expect(t.gateway.chosen).toEqual([2]);
    expect(t.view().coupons.vip).toBe(0);
    t.clock.advance(2_000);
    await flush();
    expect(t.view().coupons.vip).toBe(1);
    t.clock.advance(1_000);
    expect(t.view().alert).toBe('축하합니다! VIP 룰렛 쿠폰 1장에 당첨되었습니다.');
  });

  it('stops reacting after dispose', async () => {
    const t = setup();
    t.vm.open('normal');
    await flush();
    t.vm.dispose();
    t.vm.spin('normal');
    await flush();
    expect(t.gateway.chosen).toEqual([]);
  });

  it('offers the coupon claim to users whose type is not 0 only (spec 6), and shows the server text', async () => {
    const member = new RouletteViewModel({
      gateway: new FakeRouletteGateway(),
      clock: new FakeClock(0),
      isLoggedIn: () => true,
      member: () => ({ type: 'member' }),
    });
    let memberView!: RouletteView;
    member.state$.subscribe((v) => {
      memberView = v;
    });
    member.open('normal');
    expect(memberView.canClaimCoupons).toBe(false);
    member.dispose();

    const gateway = new FakeRouletteGateway();
    const vm = new RouletteViewModel({ gateway, clock: new FakeClock(0), isLoggedIn: () => true, member: () => ({ type: 'partner' }) });
    let view!: RouletteView;
    vm.state$.subscribe((v) => {
      view = v;
    });
    vm.open('normal');
    await flush();
    expect(view).toMatchObject({ canClaimCoupons: true, spinButtonLabel: '룰렛 돌리기 (2장)' });
    vm.claimCoupons();
    vm.claimCoupons();
    await flush();
    expect(gateway.claims).toBe(1);
    expect(view).toMatchObject({
      claiming: false,
      alert: '룰렛 쿠폰이 지급되었습니다. (일반 1장, VIP 0장)',
      spinButtonLabel: '룰렛 돌리기 (3장)',
    });
    vm.dismissAlert();
    gateway.claimAnswer = fail(apiError('http', '지급할 룰렛 쿠폰이 없습니다.', { status: 400 }));
    vm.claimCoupons();
    await flush();
    expect(view.alert).toBe('지급할 룰렛 쿠폰이 없습니다.');
    vm.dispose();
  });
});
