import { BehaviorSubject, Subject } from 'rxjs';
import { createApiClient } from '../../api/api-client.js';
import { createApiBetSlipGateway } from '../../bet-slip/application/api-bet-slip-gateway.js';
import type { BetSlipContext, BetSlipInplayRequest } from '../../bet-slip/application/bet-slip.ports.js';
import type { BetSlipView } from '../../bet-slip/application/bet-slip.view.js';
import { BetSlipViewModel } from '../../bet-slip/application/bet-slip.view-model.js';
import { slipEntry } from '../../bet-slip/testing/bet-slip-fixtures.js';
import { FEED_SPORT_IDS } from '../../labels/domain/sport-ids.js';
import { won } from '../../shared/domain/money.js';
import { odds } from '../../shared/domain/odds.js';
import { FakeClock } from '../../shared/testing/fake-clock.js';
import { FakeHttp } from '../../shared/testing/fake-http.js';
import { INPLAY_MESSAGES } from '../domain/inplay.messages.js';
import type { LiveBetDelaySettings } from '../domain/live-bet-delay.js';
import { flush } from '../testing/inplay-test-kit.js';
import { createApiInplayGateway } from './api-inplay-gateway.js';
import { createInplayBetSlipBridge, type InplayBetSlipBridgeDeps } from './inplay-bet-slip-bridge.js';

const DELAYS: LiveBetDelaySettings = {
  liveBetDelay: null,
  perSport: { soccer: 5, basketball: 4, baseball: 3, volleyball: 3, hockey: 3, basic: 3 },
};
const PLACED = { status: 200, body: { id: 801 } };
const ODDS_CHANGED = { status: 200, body: { result: '10' } };

function setup(extra: Partial<InplayBetSlipBridgeDeps> = {}) {
  const clock = new FakeClock(0);
  const http = new FakeHttp()
    .on('GET', '/sports-inplay/get-betting-token/:userId', { status: 200, body: 'tk-1' })
    .on('POST', '/sports-inplay/betting', PLACED);
  const api = createApiClient(http);
  const bridge = createInplayBetSlipBridge({ clock, gateway: createApiInplayGateway(api), delaySettings: () => DELAYS, ...extra });
  const posts = () => http.requests.filter((r) => r.path === '/sports-inplay/betting');
  return { clock, http, api, bridge, posts };
}

const request: BetSlipInplayRequest = {
  memberId: 12,
  userId: 'player01',
  amount: won(10_000),
  entries: [slipEntry({ id: 91, price: 190, fixtureId: 3 })],
  totalOdds: odds(190),
  autoChangeOdds: false,
};

/** Lets the token arrive, then runs the countdown of `seconds`, then lets the post answer. */
async function runCountdown(clock: FakeClock, seconds: number): Promise<void> {
  await flush();
  clock.advance(seconds * 1_000);
  await flush();
}

describe('createInplayBetSlipBridge', () => {
  it('fetches the token, counts down the sport delay, posts the slip and answers the slip id', async () => {
    const t = setup();
    const answer = t.bridge.placeInplayBet(request);
    await flush();
    expect(t.http.requests[0]).toMatchObject({
      path: '/sports-inplay/get-betting-token/player01',
      query: { sports: FEED_SPORT_IDS.football },
    });
    t.clock.advance(4_000);
    expect(t.posts()).toHaveLength(0);
    t.clock.advance(1_000);
    expect(await answer).toEqual({ ok: true, value: { slipId: 801 } });
    expect(t.posts()[0]).toMatchObject({
      headers: { 'X-Betting-Token': 'tk-1' },
      body: { memberId: 12, amounts: 10_000, liveBetTime: 5, sportIdForLiveBetTime: 6046, changeFlag: false, gameDetailType: 97 },
    });
  });

  it('closes the flow result so that only the slip reports it, ready for the next bet', async () => {
    const t = setup();
    const views: string[] = [];
    t.bridge.viewModel.state$.subscribe((v) => {
      if (views.at(-1) !== v.status) views.push(v.status);
    });
    const answer = t.bridge.placeInplayBet(request);
    await runCountdown(t.clock, 5);
    await answer;
    expect(views).toEqual(['idle', 'fetchingToken', 'countingDown', 'posting', 'done', 'idle']);
    const second = t.bridge.placeInplayBet(request);
    await runCountdown(t.clock, 5);
    expect(await second).toEqual({ ok: true, value: { slipId: 801 } });
  });

  it("posts again with the change flag after result '10', on a new token after the delay", async () => {
    const t = setup();
    const answers = [ODDS_CHANGED, PLACED];
    t.http.on('POST', '/sports-inplay/betting', () => answers.shift() ?? PLACED);
    const tokens = ['tk-1', 'tk-2'];
    t.http.on('GET', '/sports-inplay/get-betting-token/:userId', () => ({ status: 200, body: tokens.shift() }));
    const answer = t.bridge.placeInplayBet(request);
    await runCountdown(t.clock, 5);
    expect(t.posts()).toHaveLength(1);
    await runCountdown(t.clock, 5);
    expect(await answer).toEqual({ ok: true, value: { slipId: 801 } });
    expect(t.posts().map((p) => [p.headers?.['X-Betting-Token'], (p.body as { changeFlag: boolean }).changeFlag])).toEqual([
      ['tk-1', false],
      ['tk-2', true],
    ]);
  });

  it('fails with the flow text when the odds move again after the retry', async () => {
    const t = setup();
    t.http.on('POST', '/sports-inplay/betting', ODDS_CHANGED);
    const answer = t.bridge.placeInplayBet(request);
    await runCountdown(t.clock, 5);
    await runCountdown(t.clock, 5);
    expect(t.posts()).toHaveLength(2);
    expect(await answer).toEqual({ ok: false, error: { kind: 'http', message: INPLAY_MESSAGES.oddsChangedAgain, code: 'inplayFailed' } });
  });

  it('hands the slip the real server error of a failed token or post', async () => {
    const t = setup();
    t.http.on('GET', '/sports-inplay/get-betting-token/:userId', {
      status: 403,
      body: { message: '본인 계정이 아닙니다.', code: 'forbidden' },
    });
    expect(await t.bridge.placeInplayBet(request)).toMatchObject({
      ok: false,
      error: { kind: 'http', status: 403, code: 'forbidden', message: '본인 계정이 아닙니다.' },
    });
    t.http.on('GET', '/sports-inplay/get-betting-token/:userId', { status: 200, body: 'tk-2' });
    t.http.on('POST', '/sports-inplay/betting', { status: 400, body: { message: '마감된 경기입니다.' } });
    const answer = t.bridge.placeInplayBet(request);
    await runCountdown(t.clock, 5);
    expect(await answer).toMatchObject({ ok: false, error: { status: 400, message: '마감된 경기입니다.' } });
  });

  it("answers the slip's cancelled error when the member cancels the countdown", async () => {
    const t = setup();
    const answer = t.bridge.placeInplayBet(request);
    await flush();
    t.bridge.viewModel.cancel();
    expect(await answer).toEqual({ ok: false, error: { kind: 'cancelled', message: INPLAY_MESSAGES.cancelled } });
    expect(t.posts()).toHaveLength(0);
  });

  it('asks before taking changed odds when auto-change is off, then restarts the countdown', async () => {
    const odds$ = new Subject<void>();
    const accepted: number[] = [];
    const t = setup({ oddsChanged$: odds$, acceptChangedOdds: () => accepted.push(1), delayPolicy: 'perSportFloored' });
    let status = '';
    t.bridge.viewModel.state$.subscribe((v) => (status = v.status));
    const answer = t.bridge.placeInplayBet(request);
    await flush();
    t.clock.advance(2_000);
    odds$.next();
    expect(status).toBe('confirmingOddsChange');
    t.bridge.viewModel.accept();
    expect(accepted).toEqual([1]);
    await runCountdown(t.clock, 5);
    expect(await answer).toEqual({ ok: true, value: { slipId: 801 } });
    expect(t.posts()[0]?.body).toMatchObject({ changeFlag: true });
  });

  it('answers a second request while one runs with the in-progress text', async () => {
    const t = setup();
    const first = t.bridge.placeInplayBet(request);
    expect(await t.bridge.placeInplayBet(request)).toEqual({
      ok: false,
      error: { kind: 'http', message: INPLAY_MESSAGES.inProgress, code: 'inplayBusy' },
    });
    await runCountdown(t.clock, 5);
    expect(await first).toMatchObject({ ok: true });
    expect(t.posts()).toHaveLength(1);
  });

  it('fails without sending when the delay settings cannot be read', async () => {
    const t = setup({
      delaySettings: () => {
        throw new Error('settings not loaded');
      },
    });
    expect(await t.bridge.placeInplayBet(request)).toEqual({
      ok: false,
      error: { kind: 'http', message: INPLAY_MESSAGES.failureDefault, code: 'inplayFailed' },
    });
    expect(t.http.requests).toEqual([]);
  });

  it('cancels a running bet on dispose and refuses later ones', async () => {
    const t = setup();
    const answer = t.bridge.placeInplayBet(request);
    t.bridge.dispose();
    expect(await answer).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
    expect(await t.bridge.placeInplayBet(request)).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
    await runCountdown(t.clock, 5);
    expect(t.posts()).toHaveLength(0);
  });
});

describe('BetSlipViewModel over the api gateways and the in-play bridge', () => {
  it('places an in-play slip through the countdown and shows the success once', async () => {
    const t = setup();
    t.http.on('GET', '/settingMemberBetting/:userId', {
      status: 200,
      body: { role: 2, limits: [{ gameType: 2, maxBetAmount: 1_000_000, maxWinAmount: 5_000_000 }], liveBetTimes: [] },
    });
    const gateway = createApiBetSlipGateway(t.api, t.bridge);
    const context$ = new BehaviorSubject<BetSlipContext>({ loggedIn: true, memberId: 12, userId: 'player01', role: 2, cash: 500_000 });
    const slip = new BetSlipViewModel({ gateway, context$ });
    let view!: BetSlipView;
    slip.state$.subscribe((v) => (view = v));
    let countdown = '';
    t.bridge.viewModel.state$.subscribe((v) => (countdown = v.status));
    await flush();
    slip.setGamePath('inplay');
    slip.addBet(slipEntry({ id: 91, price: 190, fixtureId: 3, sportId: FEED_SPORT_IDS.basketball }));
    slip.setStakeText('10000');
    slip.submit();
    await flush();
    expect(view.status).toBe('submitting');
    expect(countdown).toBe('countingDown');
    t.clock.advance(4_000);
    await flush();
    expect(view).toMatchObject({ status: 'done', count: 0 });
    expect(countdown).toBe('idle');
    expect(t.posts()[0]?.body).toMatchObject({ memberId: 12, amounts: 10_000, sportIdForLiveBetTime: 48242, liveBetTime: 4 });
    slip.dispose();
  });
});
