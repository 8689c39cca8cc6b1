import { fixtures, inplayBody, picksOf, type TestPick } from '../testing/bet-builders.js';
import { buildSportsTestApp } from '../testing/sports-test-app.js';
import type { SportsMember, SportsTestApp } from '../testing/sports-test-app.js';

describe('in-play betting with a betting token', () => {
  let t: SportsTestApp;
  beforeAll(async () => {
    t = await buildSportsTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const livePick = async (skip = 0): Promise<TestPick> => {
    const live = await fixtures(t, 'inplay', '&sportId=6046');
    const picks = live.flatMap((f) => picksOf(f));
    const pick = picks[skip];
    if (!pick) throw new Error('no open in-play pick');
    return pick;
  };
  const token = async (member: SportsMember, sportId = 6046) => {
    const res = await t.call(member, { url: `/api/sports-inplay/get-betting-token/${member.userId}?sports=${sportId}` });
    expect(res.statusCode).toBe(200);
    return res.json() as { token: string; delaySeconds: number };
  };
  const bet = (member: SportsMember, body: unknown, bettingToken?: string) =>
    t.call(member, {
      method: 'POST',
      url: '/api/sports-inplay/betting',
      payload: body,
      headers: bettingToken ? { 'x-betting-token': bettingToken } : {},
    });

  it('lists the running fixtures with scores and phase codes', async () => {
    const live = await fixtures(t, 'inplay');
    expect(live.length).toBeGreaterThan(0);
    for (const f of live) {
      expect(f.status).toBe(2);
      expect(f.score).not.toBeNull();
      expect(typeof f.periodCode).toBe('number');
    }
  });

  it('refuses a bet sent before the live-bet delay, then takes it once the token is old enough', async () => {
    const member = await t.addMember({ cash: 100_000 });
    const issued = await token(member);
    expect(issued.delaySeconds).toBe(5);
    const pick = await livePick();
    const early = await bet(member, inplayBody(member.id, [pick], 10_000), issued.token);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({
      code: 'tokenTooEarly',
      message: '라이브 베팅 대기시간이 지나지 않았습니다. 잠시 후 다시 시도해주세요.',
    });
    t.advanceClock(5_000);
    const placed = await bet(member, inplayBody(member.id, [pick], 10_000), issued.token);
    expect(placed.statusCode).toBe(200);
    expect(placed.json()).toMatchObject({ id: expect.any(Number), emoney: 90_000 });
    const again = await bet(member, inplayBody(member.id, [pick], 10_000), issued.token);
    expect(again.json().code).toBe('tokenInvalid');
    expect(await t.cash(member.id)).toBe(90_000);
  });

  it('answers result 10 when the odds moved during the delay, and places the retry with the change flag on a new token', async () => {
    const member = await t.addMember({ cash: 100_000 });
    const issued = await token(member);
    const pick = await livePick(1);
    t.advanceClock(5_000);
    const moved = Math.round(pick.odds.betPrice * 100) + 11;
    t.sim.setPrice(pick.odds.id, moved);
    await t.runtime.sync?.idle();
    const first = await bet(member, inplayBody(member.id, [pick], 10_000), issued.token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      result: '10',
      bettings: [{ oddsId: pick.odds.id, betPrice: moved / 100, oldPrice: pick.odds.betPrice }],
    });
    expect(await t.cash(member.id)).toBe(100_000);
    // The new price is younger than the token: the retry counts the delay down again on a new one.
    const renewed = await token(member);
    t.advanceClock(5_000);
    const retry = await bet(member, inplayBody(member.id, [pick], 10_000, { changeFlag: true }), renewed.token);
    expect(retry.statusCode).toBe(200);
    const slip = (await t.call(member, { url: '/api/sports-prematch/bettings?gameType=2' })).json()[0];
    expect(slip).toMatchObject({ id: retry.json().id, total_ratio: moved / 100, game_detail_type: 97 });
  });

  it('waits the longest delay of the token’s sport and the picks’ sports', async () => {
    const member = await t.addMember({ cash: 100_000 });
    // E-sports has no delay of its own (basic, 3 s); the football pick needs 5 s.
    const issued = await token(member, 687890);
    expect(issued.delaySeconds).toBe(3);
    t.advanceClock(3_000);
    const pick = await livePick(2);
    const early = await bet(member, inplayBody(member.id, [pick], 10_000), issued.token);
    expect(early.json().code).toBe('tokenTooEarly');
    t.advanceClock(2_000);
    expect((await bet(member, inplayBody(member.id, [pick], 10_000), issued.token)).statusCode).toBe(200);
  });

  it('refuses a missing token, another member’s token and another member’s user id', async () => {
    const member = await t.addMember({ cash: 100_000 });
    const other = await t.addMember({ cash: 100_000 });
    const pick = await livePick();
    expect((await bet(member, inplayBody(member.id, [pick], 10_000))).json().code).toBe('tokenMissing');
    const theirs = await token(other);
    t.advanceClock(5_000);
    expect((await bet(member, inplayBody(member.id, [pick], 10_000), theirs.token)).json().code).toBe('tokenInvalid');
    const forged = await t.call(member, { url: `/api/sports-inplay/get-betting-token/${other.userId}?sports=6046` });
    expect(forged.statusCode).toBe(403);
  });

  it('takes two markets of one live basketball fixture but not of one live football fixture (spec 9)', async () => {
    const twoMarkets = async (sportId: number): Promise<TestPick[]> => {
      const [live] = await fixtures(t, 'inplay', `&sportId=${sportId}`);
      const picks = picksOf(live!);
      const second = picks.find((p) => p.market.marketName !== picks[0]!.market.marketName);
      return [picks[0]!, second!];
    };
    const member = await t.addMember({ cash: 100_000 });
    const football = await token(member, 6046);
    t.advanceClock(5_000);
    const refused = await bet(member, inplayBody(member.id, await twoMarkets(6046), 5_000), football.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('같은 경기의 조합 베팅이 허용되지 않는 종목입니다.');
    expect(await t.cash(member.id)).toBe(100_000);
    const basketball = await token(member, 48242);
    t.advanceClock(5_000);
    const taken = await bet(member, inplayBody(member.id, await twoMarkets(48242), 5_000), basketball.token);
    expect(taken.statusCode).toBe(200);
  });

  it('refuses a pre-match pick on the in-play route', async () => {
    const member = await t.addMember({ cash: 100_000 });
    const issued = await token(member);
    t.advanceClock(5_000);
    const [upcoming] = await fixtures(t, 'prematch', '&sportId=6046');
    const res = await bet(member, inplayBody(member.id, [picksOf(upcoming!)[0]!], 10_000), issued.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('진행중인 경기가 아닌 베팅이 포함되어 있습니다.');
  });
});
