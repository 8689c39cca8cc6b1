import type { SportsMember, SportsTestApp } from '../sports/testing/sports-test-app.js';
import { buildSportsTestApp } from '../sports/testing/sports-test-app.js';

/** Mini-game bets go through the same slip writer: the same guards refuse them (issue 13). */
interface Board {
  rounds: { round: number; picks: { oddsId: number; betPrice: number; name: string; marketId: number }[] }[];
}

describe('responsible play at a mini-game bet', () => {
  let t: SportsTestApp;
  beforeAll(async () => {
    t = await buildSportsTestApp({ simulator: { leagues: [] } });
  });
  afterAll(() => t.close());

  const miniBet = async (member: SportsMember, amount: number) => {
    const { rounds } = (await t.call(null, { url: '/api/minigame/rounds?gameId=301' })).json() as Board;
    const round = rounds[0]!;
    const pick = round.picks.find((p) => p.marketId === 1)!;
    return t.call(member, {
      method: 'POST',
      url: '/api/minigame/betting',
      payload: {
        memberId: member.id,
        amounts: amount,
        totalRatio: pick.betPrice,
        gameDetailType: 301,
        bettings: [{ oddsId: pick.oddsId, betPrice: pick.betPrice, name: pick.name, round: round.round, gameId: 301 }],
      },
    });
  };

  it('refuses a mini-game bet past the daily wager limit and during a cool-off', async () => {
    const m = await t.addMember({ cash: 100_000 });
    await t.call(m, { method: 'PUT', url: '/api/responsible-play/limits', payload: { kind: 'wager', period: 'day', amount: 8_000 } });
    const over = await miniBet(m, 10_000);
    expect(over.statusCode).toBe(403);
    expect(over.json().message).toBe('베팅 한도를 초과했습니다. (일 한도 8,000원)');
    const n = await t.addMember({ cash: 100_000 });
    await t.call(n, { method: 'POST', url: '/api/responsible-play/exclusion', payload: { duration: '30d' } });
    const excluded = await miniBet(n, 10_000);
    expect(excluded.statusCode).toBe(403);
    expect(excluded.json().message).toMatch(/^휴식 기간에는 베팅할 수 없습니다\./);
    expect(await t.cash(n.id)).toBe(100_000);
    const free = await t.addMember({ cash: 100_000 });
    expect((await miniBet(free, 10_000)).statusCode).toBe(200);
  });
});
