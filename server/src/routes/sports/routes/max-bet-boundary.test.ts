import { fixtures, picksOf, prematchBody } from '../testing/bet-builders.js';
import { buildSportsTestApp } from '../testing/sports-test-app.js';
import type { SportsMember, SportsTestApp } from '../testing/sports-test-app.js';

/**
 * Spec 5 gives two readings of the max bet: "≤ max" and the message '최대베팅금 {max}이상
 * 베팅하실수 없습니다.' (max or more refused, typed amounts capped to max - 1). Core models them as
 * `BetMaxBetBoundary` ('exclusive' by default); the operator switches it with the site setting
 * `maxBetInclusive` (PUT /admin/settings), the only source of the server's reading for pre-match,
 * mini-game and virtual bets alike, and the one GET /setting/user gives the members' slips.
 * Level 1 limits (server/src/routes/sports/seed/seed-sports.ts): sports 1,000,000 won, mini-games and virtual 500,000.
 */
type Place = (t: SportsTestApp, member: SportsMember, amount: number) => Promise<{ statusCode: number; json(): any }>;

const prematch: Place = async (t, member, amount) => {
  const [fixture] = await fixtures(t, 'prematch', '&sportId=6046');
  return t.call(member, {
    method: 'POST',
    url: '/api/sports-prematch/betting',
    payload: prematchBody(member.id, [picksOf(fixture!, 1)[0]!], amount),
  });
};
const minigame: Place = async (t, member, amount) => {
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
const KINDS = [
  ['pre-match', prematch, 1_000_000],
  ['mini-game', minigame, 500_000],
] as const;

/** A stake exactly at the max: taken (200, the stake debited) or refused with spec 5's message (400, nothing moved). */
async function expectAtMax(t: SportsTestApp, place: Place, max: number, status: 200 | 400): Promise<void> {
  const at = await t.addMember({ cash: 5_000_000 });
  const res = await place(t, at, max);
  expect(res.statusCode).toBe(status);
  if (status === 400) {
    expect(res.json().message).toBe(`최대베팅금 ${max.toLocaleString('en-US')}이상 베팅하실수 없습니다.`);
    expect(await t.cash(at.id)).toBe(5_000_000);
  } else {
    expect(await t.cash(at.id)).toBe(5_000_000 - max);
  }
}

/** The operator sets `maxBetInclusive`; the members' settings show the same value. */
async function setMaxBetInclusive(t: SportsTestApp, admin: SportsMember, inclusive: boolean): Promise<void> {
  const res = await t.call(admin, { method: 'PUT', url: '/api/admin/settings', payload: { maxBetInclusive: inclusive } });
  expect(res.statusCode).toBe(200);
  expect((await t.call(null, { url: '/api/setting/user' })).json().maxBetInclusive).toBe(inclusive);
}

describe.each([
  ['exclusive (the default: never set)', null, { below: 200, at: 400 }],
  ['exclusive (set off)', false, { below: 200, at: 400 }],
  ['inclusive (set on)', true, { below: 200, at: 200 }],
] as const)('the max bet under the %s reading', (_name, setting, expected) => {
  let t: SportsTestApp;
  beforeAll(async () => {
    t = await buildSportsTestApp();
    if (setting === null) {
      expect((await t.call(null, { url: '/api/setting/user' })).json().maxBetInclusive).toBe(false);
    } else {
      await setMaxBetInclusive(t, await t.addMember({ admin: true }), setting);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(KINDS)('%s: takes a stake below the max bet, and treats one at the max bet by the reading', async (_kind, place, max) => {
    const below = await t.addMember({ cash: 5_000_000 });
    expect((await place(t, below, max - 10)).statusCode).toBe(expected.below);
    await expectAtMax(t, place, max, expected.at);
    const above = await t.addMember({ cash: 5_000_000 });
    const over = await place(t, above, max + 10);
    expect(over.statusCode).toBe(400);
    expect(over.json().code).toBe('aboveMaxBet');
    expect(await t.cash(above.id)).toBe(5_000_000);
  });
});

describe("the operator's setting maxBetInclusive, switched while the site runs", () => {
  let t: SportsTestApp;
  let admin: SportsMember;
  beforeAll(async () => {
    t = await buildSportsTestApp();
    admin = await t.addMember({ admin: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(KINDS)('%s: on, a stake at the max is taken; off again, it is refused as the message says', async (_kind, place, max) => {
    await setMaxBetInclusive(t, admin, true);
    await expectAtMax(t, place, max, 200);
    const above = await t.addMember({ cash: 5_000_000 });
    expect((await place(t, above, max + 10)).json().code).toBe('aboveMaxBet');
    await setMaxBetInclusive(t, admin, false);
    await expectAtMax(t, place, max, 400);
    const below = await t.addMember({ cash: 5_000_000 });
    expect((await place(t, below, max - 10)).statusCode).toBe(200);
  });
});
