import { oddsFromPrice } from '@bet/core/shared';
import { buildSportsTestApp } from '../sports/testing/sports-test-app.js';
import type { SportsMember, SportsTestApp } from '../sports/testing/sports-test-app.js';

interface Board {
  rounds: Array<{
    id: number;
    fixtureId: number;
    round: number;
    dayRound: number;
    closesAt: string;
    drawsAt: string;
    seedHash: string;
    picks: Array<{ oddsId: number; marketId: number; name: string; betPrice: number }>;
  }>;
  recent: Array<{ id: number; round: number; seed: string; seedHash: string; winBetName: string }>;
}

describe('mini-games and virtual sports', () => {
  let t: SportsTestApp;
  beforeAll(async () => {
    t = await buildSportsTestApp({ simulator: { leagues: [] } });
  });
  afterAll(async () => {
    await t.close();
  });

  const board = async (url: string): Promise<Board> => (await t.call(null, { url })).json();
  const miniBet = (
    member: SportsMember,
    gameId: number,
    round: Board['rounds'][number],
    pick: Board['rounds'][number]['picks'][number],
    amount = 10_000,
    extra: Record<string, unknown> = {},
  ) =>
    t.call(member, {
      method: 'POST',
      url: '/api/minigame/betting',
      payload: {
        memberId: member.id,
        amounts: amount,
        totalRatio: pick.betPrice,
        gameDetailType: gameId,
        bettings: [{ oddsId: pick.oddsId, betPrice: pick.betPrice, name: pick.name, round: round.round, gameId }],
        ...extra,
      },
    });
  const drawAll = async (until: string) => {
    t.advanceClock(new Date(until).getTime() - t.harness.clock.now() + 1);
    await t.scheduler?.tick();
  };

  it('lists the mini-game settings and per-game limits', async () => {
    const list = (await t.call(null, { url: '/api/settingMinigame' })).json();
    expect(list).toEqual(
      expect.arrayContaining([{ id: 301, providerName: 'lotus', minigameNameKorean: '로투스 파워볼', systemMaintenanceFlg: false }]),
    );
    expect((await t.call(null, { url: '/api/settingMinigame/303' })).json()).toMatchObject({
      id: 303,
      minigameNameKorean: '로투스 사다리',
    });
    const missing = await t.call(null, { url: '/api/settingMinigame/999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('존재하지 않는 게임입니다.');
    const member = await t.addMember();
    const limits = (await t.call(member, { url: '/api/settingMinigameBetting' })).json();
    expect(limits).toEqual(
      expect.arrayContaining([{ gameDetailType: 301, minBetAmount: 5_000, maxBetAmount: 500_000, maxWinAmount: 3_000_000 }]),
    );
  });

  it('takes one bet per round ("미니게임은 회차당 1회만 베팅가능합니다."), draws it from the committed seed and pays a win', async () => {
    const member = await t.addMember({ cash: 100_000 });
    const { rounds } = await board('/api/minigame/rounds?gameId=301');
    const round = rounds[0]!;
    expect(round.seedHash).toMatch(/^[0-9a-f]{64}$/);
    // 12:00 KST with a 3-minute period: the 241st round of the day.
    expect(round.dayRound).toBe(241);
    const odd = round.picks.find((p) => p.marketId === 1)!;
    expect(odd.oddsId % 100).toBe(1);
    expect((await miniBet(member, 301, round, odd)).statusCode).toBe(200);
    const even = round.picks.find((p) => p.marketId === 2)!;
    const second = await miniBet(member, 301, round, even);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('미니게임은 회차당 1회만 베팅가능합니다.');
    expect(await t.cash(member.id)).toBe(90_000);

    await drawAll(round.drawsAt);
    const verify = (await t.call(null, { url: `/api/rounds/${round.id}/verify` })).json();
    expect(verify).toMatchObject({ roundId: round.id, seedHash: round.seedHash, verified: true, hmacKey: `301:${round.round}` });
    const [slip] = (await t.call(member, { url: '/api/sports-prematch/bettings?gameType=3&gameDetailTypes=301' })).json();
    const won = (verify.result.sum as number) % 2 === 1;
    expect(slip).toMatchObject({
      settlement_flag: won ? 1 : 2,
      win_amount: won ? 19_500 : 0,
      win_bet_name: expect.stringContaining('일반볼'),
    });
    expect(slip.legs[0]).toMatchObject({
      sports_betting_market_name: 'Odd/Even',
      sports_betting_bet_name: '홀',
      sports_betting_win_flag: won ? 2 : 1,
    });
    expect(await t.cash(member.id)).toBe(won ? 109_500 : 90_000);
    const recent = await board('/api/minigame/rounds?gameId=301');
    expect(recent.recent[0]).toMatchObject({ id: round.id, seedHash: round.seedHash, seed: verify.seed });
  });

  it('refuses a closed round, a stale price and a game in maintenance', async () => {
    const member = await t.addMember({ cash: 100_000 });
    await t.scheduler?.tick();
    const { rounds } = await board('/api/minigame/rounds?gameId=308');
    const round = rounds[0]!;
    const pick = round.picks[0]!;
    // The board is read before the switch: a game in maintenance has no board either.
    const next = (await board('/api/minigame/rounds?gameId=1008')).rounds[0]!;
    await t.db.query('UPDATE game_definitions SET system_maintenance_flg = true WHERE id = 1008');
    const maintenance = await miniBet(member, 1008, next, next.picks[0]!);
    expect(maintenance.statusCode).toBe(409);
    expect(maintenance.json().message).toBe('토큰 파워볼 점검중입니다.');
    await t.db.query('UPDATE game_definitions SET system_maintenance_flg = false WHERE id = 1008');
    const stale = await miniBet(member, 308, round, { ...pick, betPrice: 1.5 }, 10_000, { totalRatio: 1.5 });
    expect(stale.statusCode).toBe(409);
    t.advanceClock(new Date(round.closesAt).getTime() - t.harness.clock.now());
    const closed = await miniBet(member, 308, round, pick);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe('베팅이 마감된 회차입니다.');
    expect(await t.cash(member.id)).toBe(100_000);
  });

  it('serves the virtual soccer board and places, draws and settles a virtual bet', async () => {
    const member = await t.addMember({ cash: 100_000 });
    const vet3 = (await t.call(null, { url: '/api/vet3/Soccer' })).json();
    expect(vet3.leagues.map((l: { name: string }) => l.name)).toEqual(['Premiership', 'Superleague', 'EuroCup', 'WorldCup']);
    expect(vet3.streams).toEqual([]);
    expect(vet3.rounds.length).toBe(3);
    const round = vet3.rounds[0] as Board['rounds'][number];
    const home = round.picks.find((p) => p.marketId === 1)!;
    const res = await t.call(member, {
      method: 'POST',
      url: '/api/virtureBetting/soccer',
      payload: {
        memberId: member.id,
        amounts: 10_000,
        totalRatio: home.betPrice,
        gameDetailType: 50,
        bettings: [
          { betPrice: home.betPrice, fixtureId: round.fixtureId, oddsId: home.oddsId, marketId: home.marketId, betNameKorean: home.name },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    await drawAll(round.drawsAt);
    const verify = (await t.call(null, { url: `/api/rounds/${round.id}/verify` })).json();
    expect(verify.verified).toBe(true);
    const [slip] = (await t.call(member, { url: '/api/sports-prematch/bettings?gameType=4' })).json();
    const won = verify.result.home > verify.result.away;
    expect(slip).toMatchObject({
      game_detail_type: 50,
      settlement_flag: won ? 1 : 2,
      win_amount: won ? Math.floor((10_000 * oddsFromPrice(home.betPrice)!) / 100) : 0,
    });
    expect(slip.legs[0].sports_betting_score).toBe(`${verify.result.home}:${verify.result.away}`);
  });

  it('refuses a virtual bet on a mini-game id and a forged member id', async () => {
    const member = await t.addMember({ cash: 100_000 });
    const other = await t.addMember({ cash: 100_000 });
    const { rounds } = await board('/api/minigame/rounds?gameId=13');
    const round = rounds[0]!;
    const forged = await miniBet(member, 13, round, round.picks[0]!, 10_000, { memberId: other.id });
    expect(forged.statusCode).toBe(403);
    const wrong = await t.call(member, {
      method: 'POST',
      url: '/api/virtureBetting/soccer',
      payload: { memberId: member.id, amounts: 10_000, totalRatio: 1.95, gameDetailType: 301, bettings: [] },
    });
    expect(wrong.statusCode).toBe(400);
  });
});
