import { createApiClient } from '../../api/api-client.js';
import { betSlipWireBody } from '../../bet-slip/application/api-bet-slip-gateway.js';
import { buildInplayBetPayload } from '../../bet-slip/domain/payloads.js';
import { slipEntry } from '../../bet-slip/testing/bet-slip-fixtures.js';
import { FEED_SPORT_IDS } from '../../labels/domain/sport-ids.js';
import { won } from '../../shared/domain/money.js';
import { FakeHttp } from '../../shared/testing/fake-http.js';
import { inplayPostOutcome } from '../domain/inplay-flow-effect.js';
import { liveBetDelaySeconds } from '../domain/live-bet-delay.js';
import {
  createApiInplayGateway,
  INPLAY_PLACED_RESULT,
  liveBetDelaySettingsFromApi,
  loadApiLiveBetDelaySettings,
} from './api-inplay-gateway.js';

function setup() {
  const http = new FakeHttp()
    .on('GET', '/sports-inplay/get-betting-token/:userId', { status: 200, body: { token: 'tk-9' } })
    .on('POST', '/sports-inplay/betting', { status: 200, body: { id: 701, emoney: 1, message: '베팅이 완료 되었습니다.' } })
    .on('GET', '/settingMemberBetting/:userId', {
      status: 200,
      body: {
        role: 2,
        limits: [],
        liveBetTimes: [
          { sportId: null, seconds: 5 },
          { sportId: 6046, seconds: 8 },
        ],
      },
    });
  const api = createApiClient(http);
  return { http, api, gateway: createApiInplayGateway(api) };
}

const payload = (changeFlag = false) =>
  buildInplayBetPayload({
    memberId: 12,
    amount: won(20_000),
    entries: [
      slipEntry({ id: 81, price: 205, fixtureId: 5, sportId: FEED_SPORT_IDS.basketball }),
      slipEntry({ id: 82, price: 110, fixtureId: 5, sportId: FEED_SPORT_IDS.basketball, marketId: 2 }),
    ],
    changeFlag,
    liveBetTime: 7,
    sportIdForLiveBetTime: FEED_SPORT_IDS.basketball,
  });

describe('createApiInplayGateway', () => {
  it('fetches the betting token of the login id for the sport', async () => {
    const { http, gateway } = setup();
    expect(await gateway.getBettingToken('player01', 48242)).toEqual({ ok: true, value: 'tk-9' });
    expect(http.requests[0]).toMatchObject({ method: 'GET', path: '/sports-inplay/get-betting-token/player01', query: { sports: 48242 } });
    http.on('GET', '/sports-inplay/get-betting-token/:userId', { status: 200, body: 'tk-text' });
    expect(await gateway.getBettingToken('player01', 6046)).toEqual({ ok: true, value: 'tk-text' });
  });

  it('passes a refused token call through with the server text', async () => {
    const { http, gateway } = setup();
    http.on('GET', '/sports-inplay/get-betting-token/:userId', { status: 403, body: { message: '본인 계정이 아닙니다.' } });
    expect(await gateway.getBettingToken('other', 1)).toMatchObject({
      ok: false,
      error: { kind: 'http', status: 403, message: '본인 계정이 아닙니다.' },
    });
  });

  it('posts the slip body with the token header, gameStyle IN and the live-bet timing', async () => {
    const { http, gateway } = setup();
    const body = payload(true);
    const r = await gateway.placeInplayBet(body, 'tk-9');
    expect(r).toEqual({ ok: true, value: { result: INPLAY_PLACED_RESULT, slipId: 701 } });
    expect(r.ok && inplayPostOutcome(r)).toEqual({ kind: 'success' });
    const sent = http.requests[0];
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/sports-inplay/betting',
      headers: { 'X-Betting-Token': 'tk-9' },
      moneyMoving: true,
    });
    expect(body.totalRatio).toBe(225); // 2.05 x 1.10 = 2.255, floored
    expect(sent?.body).toEqual({
      memberId: 12,
      totalRatio: 2.25,
      amounts: 20_000,
      bettings: [
        { betPrice: 2.05, fixtureId: 5, oddsId: 81, sportId: 48242, marketId: 1, version: 1, betNameKorean: '홈승' },
        { betPrice: 1.1, fixtureId: 5, oddsId: 82, sportId: 48242, marketId: 2, version: 1, betNameKorean: '홈승' },
      ],
      gameDetailType: 98,
      gameStyle: 'IN',
      changeFlag: true,
      liveBetTime: 7,
      sportIdForLiveBetTime: 48242,
    });
    expect(sent?.body).toEqual(betSlipWireBody.inplay(body));
  });

  it("answers result '10' when the server says the odds changed", async () => {
    const { http, gateway } = setup();
    http.on('POST', '/sports-inplay/betting', { status: 200, body: { result: '10', message: '배당이 변경되었습니다.', bettings: [] } });
    const r = await gateway.placeInplayBet(payload(), 'tk');
    expect(r).toEqual({ ok: true, value: { result: '10' } });
    expect(r.ok && inplayPostOutcome(r)).toEqual({ kind: 'oddsChanged' });
  });

  it('passes a refused bet through with the server text', async () => {
    const { http, gateway } = setup();
    http.on('POST', '/sports-inplay/betting', { status: 400, body: { message: '보유 캐쉬가 부족합니다.' } });
    expect(await gateway.placeInplayBet(payload(), 'tk')).toMatchObject({
      ok: false,
      error: { status: 400, message: '보유 캐쉬가 부족합니다.' },
    });
    expect(http.requests).toHaveLength(1);
  });
});

describe('liveBetDelaySettingsFromApi', () => {
  it('reads the basic row, the sports rows, and falls back to the basic delay', () => {
    const settings = liveBetDelaySettingsFromApi([
      { sportId: null, seconds: 6 },
      { sportId: FEED_SPORT_IDS.football, seconds: 9 },
      { sportId: FEED_SPORT_IDS.iceHockey, seconds: 4 },
      { sportId: 999, seconds: 30 },
    ]);
    expect(settings).toEqual({
      liveBetDelay: null,
      perSport: { soccer: 9, basketball: 6, baseball: 6, volleyball: 6, hockey: 4, basic: 6 },
    });
    expect(liveBetDelaySeconds(settings, 999)).toBe(6);
  });

  it('uses the spec minimum of 3 s when the settings hold no basic row', () => {
    expect(liveBetDelaySettingsFromApi([{ sportId: FEED_SPORT_IDS.baseball, seconds: 10 }]).perSport).toEqual({
      soccer: 3,
      basketball: 3,
      baseball: 10,
      volleyball: 3,
      hockey: 3,
      basic: 3,
    });
  });

  it('loads the delays from the member-betting settings of the login id', async () => {
    const { http, api } = setup();
    const r = await loadApiLiveBetDelaySettings(api, 'player01');
    expect(http.requests[0]?.path).toBe('/settingMemberBetting/player01');
    expect(r.ok && r.value.perSport).toMatchObject({ soccer: 8, basic: 5 });
    http.on('GET', '/settingMemberBetting/:userId', { status: 400, body: { message: '실패' } });
    expect(await loadApiLiveBetDelaySettings(api, 'player01')).toMatchObject({ ok: false, error: { message: '실패' } });
  });
});
