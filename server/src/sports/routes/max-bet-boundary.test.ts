import { fixtures, picksOf, prematchBody } from '../testing/bet-builders.js';
import { buildSportsTestApp, type SportsTestApp } from '../testing/sports-test-app.js';
import type { SportsMember } from '../ports.js';

/**
 * Spec 5 gives two readings of the max bet: "≤ max" and the message '최대베팅금 {max}이상
 * 베팅하실수 없습니다.' (max or more refused, typed amounts capped to max - 1). Core models them as
 * `BetMaxBetBoundary` ('exclusive' by default); the server applies the same policy, chosen with
 * `createSportsModule({ maxBetBoundary })`, to pre-match, mini-game and virtual bets alike.
 * Level 1 limits (server/src/sports/seed.ts): sports 1,000,000 won, mini-games and virtual 500,000.
 */
describe.each([
  ['exclusive', undefined, { below: 200, at: 400 }],
  ['inclusive', 'inclusive' as const, { below: 200, at: 200 }],
])('the max bet under the %s reading', (_name, maxBetBoundary, expected) => {
  let t: SportsTestApp;
  beforeAll(async () => {
    t = await buildSportsTestApp(maxBetBoundary ? { maxBetBoundary } : {});
  });
  afterAll(async () => {
    await t.close();
  });

  const prematch = async (member: SportsMember, amount: number) => {
    const [fixture] = await fixtures(t, 'prematch', '&sportId=6046');
    return t.call(member, {
      method: 'POST',
      url: '/api/sports-prematch/betting',
      payload: prematchBody(member.id, [picksOf(fixture!, 1)[0]!], amount),
    });
  };
  const minigame = async (member: SportsMember, amount: number) => {
    const { rounds } = (await t.call(null, { url: '/api/minigame/rounds?gameId=301' })).json();
    const round = rounds[0];
    const pick = round.picks[0];
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

  it.each([
    ['pre-match', prematch, 1_000_000],
    ['mini-game', minigame, 500_000],
  ])('%s: takes a stake below the max bet, and treats one at the max bet by the reading', async (_kind, place, max) => {
    const below = await t.addMember({ cash: 5_000_000 });
    expect((await place(below, max - 10)).statusCode).toBe(expected.below);
    const at = await t.addMember({ cash: 5_000_000 });
    const res = await place(at, max);
    expect(res.statusCode).toBe(expected.at);
    if (expected.at === 400) {
      expect(res.json().message).toBe(`최대베팅금 ${max.toLocaleString('en-US')}이상 베팅하실수 없습니다.`);
      expect(await t.cash(at.id)).toBe(5_000_000);
    } else {
      expect(await t.cash(at.id)).toBe(5_000_000 - max);
    }
    const above = await t.addMember({ cash: 5_000_000 });
    const over = await place(above, max + 10);
    expect(over.statusCode).toBe(400);
    expect(over.json().code).toBe('aboveMaxBet');
    expect(await t.cash(above.id)).toBe(5_000_000);
  });
});
