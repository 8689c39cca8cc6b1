import { MinigameGateway } from './minigame.gateway.js';
import { createApiClient } from '../../api/api-client.js';
import { odds } from '../../shared/domain/odds.js';
import { FakeHttp } from '../../shared/testing/fake-http.js';
import { createApiMinigameGateway } from './api-minigame-gateway.js';

const BOARD = {
  game: { id: 301, providerName: 'lotus', nameKorean: '로투스 파워볼', periodSeconds: 180 },
  rounds: [
    {
      id: 42,
      fixtureId: 42,
      round: 9_876_543,
      dayRound: 241,
      title: '로투스 파워볼 9876543회차',
      home: null,
      away: null,
      closesAt: '2026-11-25T03:02:50.000Z',
      drawsAt: '2026-11-25T03:03:00.000Z',
      seedHash: 'a'.repeat(64),
      picks: [{ oddsId: 42_018, marketId: 18, marketName: 'Odd/Even', marketNameKorean: '파워볼 홀짝', name: '홀', betPrice: 1.95 }],
    },
  ],
  recent: [
    {
      id: 41,
      round: 9_876_542,
      result: { sum: 71, power: 3 },
      winBetName: '일반볼 홀/언더 · 파워볼 홀/언더',
      seedHash: 'b'.repeat(64),
      seed: 'c'.repeat(64),
      drawsAt: '2026-11-25T03:00:00.000Z',
    },
  ],
};

function setup() {
  const http = new FakeHttp()
    .on('GET', '/settingMinigame', {
      status: 200,
      body: [{ id: 8, providerName: 'ntry', minigameNameKorean: '엔트리 파워볼', systemMaintenanceFlg: true }],
    })
    .on('GET', '/settingMinigame/999', { status: 404, body: { message: '존재하지 않는 게임입니다.', code: 'gameNotFound' } })
    .on('GET', '/minigame/rounds', { status: 200, body: BOARD })
    .on('GET', '/sports-prematch/bettings', {
      status: 200,
      body: [
        {
          id: 5,
          user_id: 'member01',
          member_id: 1,
          created_at: '2026-11-25 12:00:10',
          amount: 10_000,
          settlement_flag: 0,
          total_ratio: 1.95,
          expect_amount: 19_500,
          legs: [{ sports_betting_market_id: 18, sports_betting_bet_price: 1.95, sports_betting_win_flag: 0, round_id: 42 }],
        },
      ],
    });
  return { http, gateway: createApiMinigameGateway(createApiClient(http)) };
}

describe('createApiMinigameGateway', () => {
  it('reads the settings with the maintenance switch, and a 404 as a missing game', async () => {
    const { gateway } = setup();
    expect(await gateway.games()).toEqual({
      ok: true,
      value: [{ id: 8, providerName: 'ntry', nameKorean: '엔트리 파워볼', maintenance: true }],
    });
    expect(await gateway.game(999)).toEqual({ ok: true, value: null });
  });

  it('reads the round board: times as epoch ms, prices as odds, results numbered within the KST day', async () => {
    const { http, gateway } = setup();
    const board = await gateway.board(301);
    expect(board.ok && board.value).toEqual({
      gameId: 301,
      gameName: '로투스 파워볼',
      rounds: [
        expect.objectContaining({
          id: 42,
          round: 9_876_543,
          dayRound: 241,
          closesAt: Date.UTC(2026, 10, 25, 3, 2, 50),
          picks: [expect.objectContaining({ oddsId: 42_018, price: odds(195) })],
        }),
      ],
      results: [{ id: 41, dayRound: 240, text: '일반볼 홀/언더 · 파워볼 홀/언더' }],
    });
    expect(http.requests.at(-1)).toMatchObject({ path: '/minigame/rounds', query: { gameId: 301 } });
  });

  it("learns the rounds the member bet on from the member's mini-game history of that game", async () => {
    const { http, gateway } = setup();
    expect(await gateway.betRounds('member01', 301)).toEqual({ ok: true, value: [42] });
    expect(http.requests.at(-1)).toMatchObject({
      path: '/sports-prematch/bettings',
      query: expect.objectContaining({ gameType: 3, memberUserId: 'member01', gameDetailTypes: [301], user: 1 }),
    });
  });

  it("sends the poll's board and used-rounds reads with X-Background-Poll, the member's without", async () => {
    const { http, gateway } = setup();
    await gateway.board(301);
    await gateway.betRounds('member01', 301);
    await gateway.board(301, true);
    await gateway.betRounds('member01', 301, true);
    expect(http.requests.map((r) => `${r.path} ${r.headers?.['x-background-poll'] ?? '-'}`)).toEqual([
      '/minigame/rounds -',
      '/sports-prematch/bettings -',
      '/minigame/rounds 1',
      '/sports-prematch/bettings 1',
    ]);
  });
});

describe('the mini-game port', () => {
  it('is bound by a registry symbol, so the app container and core name the same token', () => {
    expect(MinigameGateway).toBe(Symbol.for('MinigameGateway'));
  });
});
