import { createApiClient } from '../../api/api-client.js';
import { BACKGROUND_POLL_HEADER, BACKGROUND_POLL_VALUE } from '../../api/contracts/background-poll.js';
import { FakeClock } from '../../shared/testing/fake-clock.js';
import { FakeHttp } from '../../shared/testing/fake-http.js';
import { FakeRealityCheckGateway } from '../testing/fake-reality-check-gateway.js';
import { createApiRealityCheckGateway } from './api-reality-check-gateway.js';
import { RealityCheckGateway } from './reality-check.gateway.js';
import { REALITY_CHECK_TICK_MS, RealityCheckViewModel } from './reality-check.view-model.js';
import { completesOnDispose, latestView } from '../../shared/testing/view-model-probe.js';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const LOGIN = Date.UTC(2026, 10, 25, 3, 0, 0);
const MIN = 60_000;

function setup(gateway = new FakeRealityCheckGateway(LOGIN)) {
  const clock = new FakeClock(LOGIN);
  const vm = new RealityCheckViewModel({ gateway, clock });
  const view = latestView(vm.state$);
  return { gateway, clock, vm, view };
}

/** Moves the fake clock by whole ticks and lets the summary answer. */
async function pass(clock: FakeClock, ms: number) {
  clock.advance(ms);
  await flush();
}

describe('RealityCheckViewModel', () => {
  it('shows time played and the net result every interval while on a game page, and 계속 waits for the next', async () => {
    const { clock, vm, view } = setup();
    vm.enterGamePage();
    await flush();
    await pass(clock, 59 * MIN);
    expect(view().dialog).toBeNull();
    await pass(clock, MIN);
    expect(view().dialog).toEqual({ kind: 'check', played: '1시간 0분', stakes: 50_000, wins: 20_000, net: -30_000 });
    vm.continuePlaying();
    expect(view().dialog).toBeNull();
    await pass(clock, 30 * MIN);
    expect(view().dialog).toBeNull();
    await pass(clock, 30 * MIN);
    expect(view().dialog).toMatchObject({ kind: 'check', played: '2시간 0분' });
  });

  it("reads the summary as the member's on entering a game page and as a background poll when the timer's check is due", async () => {
    const { gateway, clock, vm, view } = setup();
    vm.enterGamePage();
    await flush();
    expect(gateway.summaryInBackground).toEqual([false]);
    await pass(clock, 60 * MIN);
    expect(view().dialog).toMatchObject({ kind: 'check' });
    expect(gateway.summaryInBackground).toEqual([false, true]);
  });

  it('checks nothing off the game pages, and shows a due check on arrival', async () => {
    const { gateway, clock, vm, view } = setup();
    await pass(clock, 61 * MIN);
    expect(view().dialog).toBeNull();
    vm.enterGamePage();
    await flush();
    expect(view().dialog).toMatchObject({ kind: 'check', played: '1시간 1분' });
    vm.stop();
    expect(view()).toMatchObject({ dialog: null, leave: true });
    expect(gateway.stops).toEqual(['stop']);
    vm.left();
    vm.leaveGamePage();
    expect(view().leave).toBe(false);
    await pass(clock, 60 * MIN);
    expect(view().dialog).toBeNull();
  });

  it('ends play at the session limit', async () => {
    const gateway = new FakeRealityCheckGateway(LOGIN);
    gateway.summaryValue = { ...gateway.summaryValue, intervalMinutes: 120, sessionLimitMinutes: 30 };
    const { clock, vm, view } = setup(gateway);
    vm.enterGamePage();
    await flush();
    await pass(clock, 30 * MIN);
    expect(view().dialog).toEqual({ kind: 'limit', played: '30분', net: -30_000, limitMinutes: 30 });
    vm.stop();
    expect(view().leave).toBe(true);
    expect(gateway.stops).toEqual(['sessionLimit']);
  });

  it('starts counting anew in a new login session', async () => {
    const { gateway, clock, vm, view } = setup();
    vm.enterGamePage();
    await flush();
    await pass(clock, 60 * MIN);
    vm.continuePlaying();
    gateway.summaryValue = { ...gateway.summaryValue, loginAt: new Date(clock.now()).toISOString() };
    vm.enterGamePage();
    await flush();
    await pass(clock, 59 * MIN);
    expect(view().dialog).toBeNull();
    await pass(clock, MIN);
    expect(view().dialog).toMatchObject({ played: '1시간 0분' });
  });

  it('loads and saves the settings, refusing a choice not offered', async () => {
    const { gateway, vm, view } = setup();
    vm.loadSettings();
    await flush();
    expect(view().draft).toEqual({ intervalMinutes: 60, sessionLimitMinutes: null });
    vm.setDraft({ intervalMinutes: 7 });
    vm.saveSettings();
    await flush();
    expect(view().alert).toBe('알림 주기를 다시 선택해주세요.');
    vm.dismissAlert();
    vm.setDraft({ intervalMinutes: 30, sessionLimitMinutes: 120 });
    vm.saveSettings();
    await flush();
    expect(gateway.saved).toEqual([{ intervalMinutes: 30, sessionLimitMinutes: 120 }]);
    expect(view()).toMatchObject({
      saving: false,
      settings: { intervalMinutes: 30, sessionLimitMinutes: 120 },
      alert: '이용 시간 알림 설정이 저장되었습니다.',
    });
  });

  it("shows the server's refusal of a load or a save, and ignores a failed check quietly", async () => {
    const { gateway, clock, vm, view } = setup();
    gateway.refuse('문제가 발생했습니다.');
    vm.loadSettings();
    await flush();
    expect(view().alert).toBe('문제가 발생했습니다.');
    vm.saveSettings();
    await flush();
    expect(view()).toMatchObject({ saving: false, alert: '문제가 발생했습니다.' });
    vm.enterGamePage();
    await pass(clock, 61 * MIN);
    expect(view().dialog).toBeNull();
  });

  it('keeps the check of a page left while the summary was loading to itself', async () => {
    const { clock, vm, view } = setup();
    vm.enterGamePage();
    await flush();
    clock.advance(60 * MIN);
    vm.leaveGamePage();
    await flush();
    expect(view().dialog).toBeNull();
    vm.continuePlaying();
    expect(REALITY_CHECK_TICK_MS).toBe(5_000);
  });

  it('completes its state when disposed', () => {
    const { vm } = setup();
    expect(completesOnDispose(vm)).toBe(true);
  });
});

describe('createApiRealityCheckGateway', () => {
  it('reads, saves and records a stop over the contracts', async () => {
    const body = new FakeRealityCheckGateway(LOGIN).summaryValue;
    const http = new FakeHttp()
      .on('GET', '/mypage/reality-check', { status: 200, body })
      .on('PUT', '/mypage/reality-check', { status: 200, body })
      .on('POST', '/mypage/reality-check/stop', { status: 200, body: { stops: 3 } });
    const gateway = createApiRealityCheckGateway(createApiClient(http));
    expect(await gateway.summary()).toEqual({ ok: true, value: body });
    expect(await gateway.summary(true)).toEqual({ ok: true, value: body });
    expect(await gateway.save({ intervalMinutes: 60, sessionLimitMinutes: null })).toEqual({ ok: true, value: body });
    expect(await gateway.stopped('sessionLimit')).toEqual({ ok: true, value: { stops: 3 } });
    expect(http.requests.map((r) => r.method)).toEqual(['GET', 'GET', 'PUT', 'POST']);
    expect(http.requests[0]!.headers?.[BACKGROUND_POLL_HEADER]).toBeUndefined();
    expect(http.requests[1]!.headers?.[BACKGROUND_POLL_HEADER]).toBe(BACKGROUND_POLL_VALUE);
    expect(http.requests[3]).toMatchObject({ path: '/mypage/reality-check/stop', body: { reason: 'sessionLimit' } });
    expect(RealityCheckGateway).toBe(Symbol.for('RealityCheckGateway'));
  });
});
