import fc from 'fast-check';
import { createApiClient } from '../../api/api-client.js';
import { won } from '../../shared/domain/money.js';
import { odds } from '../../shared/domain/odds.js';
import { ok } from '../../shared/domain/result.js';
import { FakeHttp } from '../../shared/testing/fake-http.js';
import { bonusEntry, miniEntry, slipEntry } from '../testing/bet-slip-fixtures.js';
import { BET_GAME_TYPE } from '../domain/bet-slip.constants.js';
import { betLimitsFor } from '../domain/limits.js';
import { buildMiniGameBetPayload, buildPrematchBetPayload, buildVirtualBetPayload } from '../domain/payloads.js';
import { decodeRejectedOdds } from '../domain/rejected-odds.js';
import { betLimitSettingsFromApi, betSlipPrematchApiInput, betSlipWireBody, createApiBetSlipGateway } from './api-bet-slip-gateway.js';
import type { BetSlipInplayRequest } from './bet-slip.ports.js';

const settingsJson = {
  role: 3,
  limits: [
    { gameType: 1, minBetAmount: 5_000, maxBetAmount: 3_000_000, maxWinAmount: 10_000_000 },
    { gameType: 2, maxBetAmount: 1_000_000, maxWinAmount: 5_000_000 },
  ],
  liveBetTimes: [{ sportId: null, seconds: 5 }],
};

function setup() {
  const inplayRequests: BetSlipInplayRequest[] = [];
  const http = new FakeHttp()
    .on('GET', '/settingMemberBetting/:userId', { status: 200, body: settingsJson })
    .on('POST', '/sports-prematch/betting', { status: 200, body: { id: 501, emoney: 90_000, message: '베팅이 완료 되었습니다.' } })
    .on('POST', '/virtureBetting/soccer', { status: 200, body: { id: 502 } })
    .on('POST', '/minigame/betting', { status: 200, body: { id: 503 } });
  const inplay = {
    placeInplayBet: async (request: BetSlipInplayRequest) => {
      inplayRequests.push(request);
      return ok({ slipId: 504 });
    },
  };
  return { http, inplayRequests, gateway: createApiBetSlipGateway(createApiClient(http), inplay) };
}

const base = { memberId: 12, amount: won(10_000) };

describe('createApiBetSlipGateway', () => {
  it('loads the limits of the login id as rows of the member role in won, as the api answers them', async () => {
    const { http, gateway } = setup();
    const r = await gateway.loadLimitSettings('player01');
    expect(http.requests[0]).toMatchObject({ method: 'GET', path: '/settingMemberBetting/player01' });
    expect(r).toEqual({
      ok: true,
      value: [
        { gameType: 1, role: 3, maxBet: 3_000_000, maxWinnings: 10_000_000, minBet: 5_000 },
        { gameType: 2, role: 3, maxBet: 1_000_000, maxWinnings: 5_000_000, minBet: 5_000 },
      ],
    });
    expect(r.ok && betLimitsFor(r.value, BET_GAME_TYPE.live, 3)).toEqual({ minBet: 5_000, maxBet: 1_000_000, maxWinnings: 5_000_000 });
  });

  it('loads the folder bonuses of GET /sports-prematch/bonus as offers (folders, price)', async () => {
    const { http, gateway } = setup();
    http.on('GET', '/sports-prematch/bonus', {
      status: 200,
      body: [
        { id: 3, marketId: -1, marketName: 'Bonus', betName: '3폴더 이상 보너스', betPrice: 1.03 },
        { id: 5, marketId: -1, marketName: 'Bonus', betName: '5폴더 이상 보너스', betPrice: 1.05 },
      ],
    });
    expect(await gateway.loadBonusOffers?.()).toEqual({
      ok: true,
      value: [
        { folders: 3, price: 103 },
        { folders: 5, price: 105 },
      ],
    });
  });

  it('passes a failed settings call through', async () => {
    const { http, gateway } = setup();
    http.on('GET', '/settingMemberBetting/:userId', { status: 403, body: { message: '권한이 없습니다.' } });
    expect(await gateway.loadLimitSettings('x')).toMatchObject({
      ok: false,
      error: { kind: 'http', status: 403, message: '권한이 없습니다.' },
    });
  });

  it('sends a prematch slip with the prices as 2-decimal numbers (the contract encodes the Odds) and answers the slip id', async () => {
    const { http, gateway } = setup();
    const entries = [slipEntry({ id: 11, price: 185, fixtureId: 7 }), slipEntry({ id: 12, price: 115, fixtureId: 8, version: 4 })];
    const payload = buildPrematchBetPayload({ ...base, entries, style: 'korea', changeFlag: true });
    expect(payload.totalRatio).toBe(odds(212)); // 1.85 x 1.15 = 2.1275, floored
    expect(await gateway.placePrematchBet(payload)).toEqual({ ok: true, value: { slipId: 501 } });
    const sent = http.requests[0];
    expect(sent).toMatchObject({ method: 'POST', path: '/sports-prematch/betting', moneyMoving: true });
    expect(sent?.body).toEqual({
      memberId: 12,
      totalRatio: 2.12,
      amounts: 10_000,
      bettings: [
        { betPrice: 1.85, fixtureId: 7, oddsId: 11, sportId: 6046, marketId: 1, version: 1, betNameKorean: '홈승' },
        { betPrice: 1.15, fixtureId: 8, oddsId: 12, sportId: 6046, marketId: 1, version: 4, betNameKorean: '홈승' },
      ],
      gameDetailType: 95,
      gameStyle: 'PRE',
      changeFlag: true,
    });
    expect(sent?.body).toEqual(betSlipWireBody.prematch(payload));
  });

  it('passes a 409 with new odds through so the slip shows them beside the old', async () => {
    const { http, gateway } = setup();
    const body = {
      message: '배당이 변경되었습니다.',
      code: 'oddsChanged',
      comment: '배당 변경',
      bettings: [{ oddsId: 11, betPrice: 1.7 }],
    };
    http.on('POST', '/sports-prematch/betting', { status: 409, body });
    const r = await gateway.placePrematchBet(
      buildPrematchBetPayload({ ...base, entries: [slipEntry({ id: 11 })], style: 'europe', changeFlag: false }),
    );
    expect(r.ok).toBe(false);
    expect(!r.ok && decodeRejectedOdds(r.error.body)).toEqual({
      comment: '배당 변경',
      odds: [{ oddsId: 11, price: odds(170), version: null }],
    });
  });

  it('sends a virtual slip with the contract legs only', async () => {
    const { http, gateway } = setup();
    const payload = buildVirtualBetPayload({ ...base, entries: [slipEntry({ id: 21, price: 250, fixtureId: 9 })], game: 'dog' });
    expect(await gateway.placeVirtualBet(payload)).toEqual({ ok: true, value: { slipId: 502 } });
    expect(http.requests[0]?.body).toEqual({
      memberId: 12,
      totalRatio: 2.5,
      amounts: 10_000,
      bettings: [{ betPrice: 2.5, fixtureId: 9, oddsId: 21, marketId: 1, betNameKorean: '홈승' }],
      gameDetailType: 60,
    });
    expect(http.requests).toHaveLength(1);
  });

  it('sends a mini-game slip with its round, game and pick name', async () => {
    const { http, gateway } = setup();
    const built = buildMiniGameBetPayload({ ...base, entries: [miniEntry({ id: 31, gameId: 301, round: 77, price: 195 })] }, new Set());
    if (!built.ok) throw new Error('fixture refused');
    expect(await gateway.placeMiniGameBet(built.value)).toEqual({ ok: true, value: { slipId: 503 } });
    expect(http.requests[0]).toMatchObject({ method: 'POST', path: '/minigame/betting', moneyMoving: true });
    expect(http.requests[0]?.body).toEqual({
      memberId: 12,
      amounts: 10_000,
      totalRatio: 1.95,
      bettings: [{ oddsId: 31, betPrice: 1.95, name: '파워볼', round: 77, gameId: 301 }],
      gameDetailType: 301,
    });
    http.on('POST', '/minigame/betting', { status: 409, body: { message: '미니게임은 회차당 1회만 베팅가능합니다.' } });
    expect(await gateway.placeMiniGameBet(built.value)).toMatchObject({
      ok: false,
      error: { message: '미니게임은 회차당 1회만 베팅가능합니다.' },
    });
  });

  it('answers a failed virtual bet with the server error and hands in-play to the in-play hook', async () => {
    const { http, gateway, inplayRequests } = setup();
    http.on('POST', '/virtureBetting/soccer', { status: 400, body: { message: '마감된 경기입니다.' } });
    const payload = buildVirtualBetPayload({ ...base, entries: [slipEntry({ id: 21 })], game: 'soccer' });
    expect(await gateway.placeVirtualBet(payload)).toMatchObject({ ok: false, error: { message: '마감된 경기입니다.' } });
    const request = { ...base, userId: 'player01', entries: [slipEntry({ id: 41 })], totalOdds: odds(185), autoChangeOdds: true };
    expect(await gateway.placeInplayBet(request)).toEqual({ ok: true, value: { slipId: 504 } });
    expect(inplayRequests).toEqual([request]);
  });

  it('keeps the bonus leg of a slip as an ordinary leg of the body', () => {
    const entries = [slipEntry({ id: 11, price: 150 }), slipEntry({ id: 12, price: 140, fixtureId: 2 }), bonusEntry(2)];
    const r = betSlipPrematchApiInput(buildPrematchBetPayload({ ...base, entries, style: 'europe', changeFlag: false }));
    expect(r.bettings.map((l) => [l.oddsId, l.betPrice, l.marketId])).toEqual([
      [11, 150, 1],
      [12, 140, 1],
      [2, 103, -1],
    ]);
  });
});

describe('betLimitSettingsFromApi', () => {
  it('gives the server amounts back in won for whole units of 10,000 (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: -3, max: 9 }),
        (bet, win, role) => {
          const rows = betLimitSettingsFromApi({
            role,
            limits: [{ gameType: 1, minBetAmount: won(5_000), maxBetAmount: won(bet * 10_000), maxWinAmount: won(win * 10_000) }],
            liveBetTimes: [],
          });
          expect(betLimitsFor(rows, BET_GAME_TYPE.sports, role)).toEqual({
            minBet: 5_000,
            maxBet: bet * 10_000,
            maxWinnings: win * 10_000,
          });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('keeps any whole-won amount of the api exactly: no division, no rounding (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 45 }), fc.integer({ min: 0, max: 2 ** 45 }), (bet, win) => {
        const rows = betLimitSettingsFromApi({
          role: 1,
          limits: [{ gameType: 4, minBetAmount: won(0), maxBetAmount: won(bet), maxWinAmount: won(win) }],
          liveBetTimes: [],
        });
        expect(betLimitsFor(rows, BET_GAME_TYPE.virtual, 1)).toEqual({ minBet: 5_000, maxBet: bet, maxWinnings: win });
      }),
      { numRuns: 300 },
    );
  });

  it('skips rows with a negative amount', () => {
    const limits = [
      { gameType: 1, minBetAmount: won(0), maxBetAmount: won(-1), maxWinAmount: won(10_000) },
      { gameType: 2, minBetAmount: won(0), maxBetAmount: won(10_000), maxWinAmount: won(-5) },
      { gameType: 3, minBetAmount: won(0), maxBetAmount: won(20_000), maxWinAmount: won(30_000) },
    ];
    expect(betLimitSettingsFromApi({ role: 2, limits, liveBetTimes: [] })).toEqual([
      { gameType: 3, role: 2, maxBet: 20_000, maxWinnings: 30_000 },
    ]);
  });

  it("keeps the member's own minimum stake, and the spec's 5,000 won where the settings give none", () => {
    const limits = [
      { gameType: 1, minBetAmount: won(10_000), maxBetAmount: won(1_000_000), maxWinAmount: won(5_000_000) },
      { gameType: 2, minBetAmount: won(0), maxBetAmount: won(1_000_000), maxWinAmount: won(5_000_000) },
    ];
    const rows = betLimitSettingsFromApi({ role: 1, limits, liveBetTimes: [] });
    expect(betLimitsFor(rows, BET_GAME_TYPE.sports, 1)?.minBet).toBe(10_000);
    expect(betLimitsFor(rows, BET_GAME_TYPE.live, 1)?.minBet).toBe(5_000);
  });
});
