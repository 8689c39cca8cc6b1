import { SPORTS_PRICE_FRESHNESS_MS } from '@bet/core/shared';
import { fixtures, inplayBody, picksOf, prematchBody, type TestPick } from '../testing/bet-builders.js';
import { buildSportsTestApp } from '../testing/sports-test-app.js';
import type { SportsMember, SportsTestApp } from '../testing/sports-test-app.js';

const SUSPENDED = { code: 'marketSuspended', message: '베팅이 일시 중지된 배당이 포함되어 있습니다.' };

/**
 * Issue 29 defect 2: a bet on a price the live feed has not confirmed for longer than the
 * freshness limit is refused as a suspended market's is. Production's path: the runtime holds the
 * feed lease and each renewal confirms the feed's prices (`claimFeed()` is the renewal timer's call).
 */
describe('bets on prices the feed no longer confirms', () => {
  let t: SportsTestApp;
  beforeAll(async () => {
    t = await buildSportsTestApp({ feed: 'lease', rounds: false });
  });
  afterAll(async () => {
    await t.close();
  });

  const prematchPick = async (): Promise<TestPick> => picksOf((await fixtures(t, 'prematch', '&sportId=6046'))[0]!, 1)[0]!;
  const inplayPick = async (): Promise<TestPick> => (await fixtures(t, 'inplay', '&sportId=6046')).flatMap((f) => picksOf(f))[0]!;
  const prematchBet = (member: SportsMember, pick: TestPick) =>
    t.call(member, { method: 'POST', url: '/api/sports-prematch/betting', payload: prematchBody(member.id, [pick], 5_000) });
  /** The in-play flow: a token, the live-bet delay (5 s), the bet. */
  const inplayBet = async (member: SportsMember, pick: TestPick, renewDuringDelay: boolean) => {
    const issued = await t.call(member, { url: `/api/sports-inplay/get-betting-token/${member.userId}?sports=6046` });
    expect(issued.statusCode).toBe(200);
    t.advanceClock(5_000);
    if (renewDuringDelay) await t.runtime.claimFeed();
    return t.call(member, {
      method: 'POST',
      url: '/api/sports-inplay/betting',
      payload: inplayBody(member.id, [pick], 5_000),
      headers: { 'x-betting-token': issued.json().token },
    });
  };

  it('takes bets while the feed confirms its prices, refuses pre-match and in-play picks once it is silent past the limit, and takes them again after it confirms', async () => {
    const member = await t.addMember({ cash: 100_000 });
    const [pre, live] = [await prematchPick(), await inplayPick()];

    expect((await prematchBet(member, pre)).statusCode).toBe(200);
    expect((await inplayBet(member, live, true)).statusCode).toBe(200);
    expect(await t.cash(member.id)).toBe(90_000);

    // The feed's holder stops confirming (its renewals stop): the limit passes without a word.
    t.advanceClock(SPORTS_PRICE_FRESHNESS_MS + 1);
    const stalePre = await prematchBet(member, pre);
    expect(stalePre.statusCode).toBe(409);
    expect(stalePre.json()).toMatchObject(SUSPENDED);
    const staleLive = await inplayBet(member, live, false);
    expect(staleLive.statusCode).toBe(409);
    expect(staleLive.json()).toMatchObject(SUSPENDED);
    expect(await t.cash(member.id)).toBe(90_000);

    // The feed confirms again (a renewal of the lease by the instance running it).
    await t.runtime.claimFeed();
    expect((await prematchBet(member, pre)).statusCode).toBe(200);
    expect((await inplayBet(member, live, true)).statusCode).toBe(200);
    expect(await t.cash(member.id)).toBe(80_000);
  });

  it('refuses at the limit itself, not only past it', async () => {
    const member = await t.addMember({ cash: 50_000 });
    const pre = await prematchPick();
    await t.runtime.claimFeed();
    t.advanceClock(SPORTS_PRICE_FRESHNESS_MS - 1);
    expect((await prematchBet(member, pre)).statusCode).toBe(200);
    t.advanceClock(1);
    expect((await prematchBet(member, pre)).json()).toMatchObject(SUSPENDED);
  });
});
