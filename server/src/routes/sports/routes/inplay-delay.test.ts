import { fixtures, inplayBody, picksOf, type TestPick } from '../testing/bet-builders.js';
import { buildSportsTestApp } from '../testing/sports-test-app.js';
import type { SportsMember, SportsTestApp } from '../testing/sports-test-app.js';

/**
 * Issue 29 defect 5: the live-bet delay exists so that nobody bets on a price the moment it
 * moves. A bet is taken only on prices that were current when its token was issued and are still
 * current when it is posted; anything else is result '10', whatever the change flag says.
 */
describe('the in-play delay cannot be skipped with a token fetched early', () => {
  let t: SportsTestApp;
  beforeAll(async () => {
    t = await buildSportsTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const livePick = async (index: number): Promise<TestPick> => {
    const live = await fixtures(t, 'inplay', '&sportId=6046');
    const pick = live.flatMap((f) => picksOf(f))[index];
    if (!pick) throw new Error('no open in-play pick');
    return pick;
  };
  /** The pick as the lists show it now (its current price and version). */
  const fresh = async (pick: TestPick): Promise<TestPick> => {
    const [fixture] = await fixtures(t, 'inplay', `&fixtureId=${pick.fixture.id}`);
    const now = fixture ? picksOf(fixture).find((p) => p.odds.id === pick.odds.id) : undefined;
    if (!now) throw new Error('pick gone');
    return now;
  };
  const token = async (member: SportsMember): Promise<string> => {
    const res = await t.call(member, { url: `/api/sports-inplay/get-betting-token/${member.userId}?sports=6046` });
    expect(res.statusCode).toBe(200);
    return (res.json() as { token: string }).token;
  };
  const bet = (member: SportsMember, body: unknown, bettingToken: string) =>
    t.call(member, { method: 'POST', url: '/api/sports-inplay/betting', payload: body, headers: { 'x-betting-token': bettingToken } });
  const publishPrice = async (pick: TestPick, hundredths: number): Promise<void> => {
    t.sim.setPrice(pick.odds.id, hundredths);
    await t.runtime.sync?.idle();
  };

  it('answers result 10 to a bet on a price published 17 ms before it, on a token held 6.5 s', async () => {
    const member = await t.addMember({ cash: 100_000 });
    const pick = await livePick(3);
    const held = await token(member);
    t.advanceClock(6_483);
    const newPrice = Math.round(pick.odds.betPrice * 100) + 7;
    await publishPrice(pick, newPrice);
    t.advanceClock(17);
    const seen = await fresh(pick);
    expect(seen.odds.betPrice).toBe(newPrice / 100);

    const onNewPrice = await bet(member, inplayBody(member.id, [seen], 10_000), held);
    expect(onNewPrice.statusCode).toBe(200);
    expect(onNewPrice.json()).toMatchObject({ result: '10', message: expect.any(String), bettings: [{ oddsId: pick.odds.id }] });
    // The change flag accepts moved odds, but never odds younger than the token.
    const flagged = await bet(member, inplayBody(member.id, [seen], 10_000, { changeFlag: true }), held);
    expect(flagged.json()).toMatchObject({ result: '10' });
    expect(await t.cash(member.id)).toBe(100_000);

    // A token issued after the move, and the delay waited: the price has stood for the delay.
    const after = await token(member);
    t.advanceClock(5_000);
    const placed = await bet(member, inplayBody(member.id, [seen], 10_000), after);
    expect(placed.statusCode).toBe(200);
    expect(placed.json()).toMatchObject({ id: expect.any(Number), emoney: 90_000 });
  });

  it('answers result 10 to a price that moved during the delay, with or without the change flag', async () => {
    const member = await t.addMember({ cash: 100_000 });
    const pick = await livePick(4);
    const issued = await token(member);
    t.advanceClock(2_000);
    await publishPrice(pick, Math.round(pick.odds.betPrice * 100) + 9);
    t.advanceClock(3_000);
    const stale = await bet(member, inplayBody(member.id, [pick], 10_000), issued);
    expect(stale.json()).toMatchObject({ result: '10' });
    const flagged = await bet(member, inplayBody(member.id, [pick], 10_000, { changeFlag: true }), issued);
    expect(flagged.json()).toMatchObject({ result: '10' });
    expect(await t.cash(member.id)).toBe(100_000);
  });

  it('books with the change flag a price that moved before the token was issued and held through the delay', async () => {
    const member = await t.addMember({ cash: 100_000 });
    const pick = await livePick(5);
    const moved = Math.round(pick.odds.betPrice * 100) + 5;
    await publishPrice(pick, moved);
    t.advanceClock(1);
    const issued = await token(member);
    t.advanceClock(5_000);
    const stale = await bet(member, inplayBody(member.id, [pick], 10_000), issued);
    expect(stale.json()).toMatchObject({ result: '10', bettings: [{ oddsId: pick.odds.id, betPrice: moved / 100 }] });
    const retry = await bet(member, inplayBody(member.id, [pick], 10_000, { changeFlag: true }), issued);
    expect(retry.json()).toMatchObject({ id: expect.any(Number), emoney: 90_000 });
  });
});
