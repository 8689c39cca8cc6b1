import { checkLedger, ledgerIsSound } from '../../../ledger/index.js';
import { fixtures, legOf, picksOf, prematchBody, type TestPick } from '../testing/bet-builders.js';
import { buildSportsTestApp } from '../testing/sports-test-app.js';
import type { SportsMember, SportsTestApp } from '../testing/sports-test-app.js';

const FOOTBALL = 6046;
const BASKETBALL = 48242;

describe('POST /api/sports-prematch/betting', () => {
  let t: SportsTestApp;
  beforeAll(async () => {
    t = await buildSportsTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (member: SportsMember | null, body: unknown) =>
    t.call(member, { method: 'POST', url: '/api/sports-prematch/betting', payload: body });

  const footballPick = async (index = 0, marketType = 1) => {
    const list = await fixtures(t, 'prematch', `&sportId=${FOOTBALL}`);
    const fixture = list[index]!;
    return picksOf(fixture, marketType)[0]!;
  };

  it('places a single: debits the stake with the rows, answers with the slip id and the new cash', async () => {
    const member = await t.addMember({ cash: 100_000 });
    const pick = await footballPick();
    const res = await post(member, prematchBody(member.id, [pick], 10_000));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ id: expect.any(Number), emoney: 90_000, message: '베팅이 완료 되었습니다.' });
    expect(await t.cash(member.id)).toBe(90_000);
    const history = await t.call(member, { url: `/api/sports-prematch/bettings?gameType=1&memberUserId=${member.userId}&user=1` });
    const [slip] = history.json();
    expect(slip).toMatchObject({
      id: body.id,
      amount: 10_000,
      e_money: 90_000,
      settlement_flag: 0,
      settlement_name: '대기',
      total_ratio: pick.odds.betPrice,
    });
    expect(slip.legs[0]).toMatchObject({
      sports_betting_sports_prematch_odds_id: pick.odds.id,
      sports_betting_bet_price: pick.odds.betPrice,
      sports_betting_market_name: '1X2',
      sports_betting_home_participants_name: pick.fixture.homeParticipantsNameKorean,
      sports_betting_win_flag: 0,
    });
    expect(ledgerIsSound(await checkLedger(t.db))).toBe(true);
  });

  it.each([
    ['a stake below 5,000 won', 4_990, '최소 베팅은 5000원 이상입니다.'],
    ['a stake with decimals', 5_000.5, '소수점으로 베팅 불가합니다.'],
    ['a stake that is not a multiple of 10', 5_005, '베팅금액은 10원 단위로 입력해주세요.'],
    ['a stake at the level-1 max bet', 1_000_000, '최대베팅금 1,000,000이상 베팅하실수 없습니다.'],
  ])('refuses %s with the spec message and moves no money', async (_name, amount, message) => {
    const member = await t.addMember({ cash: 2_000_000 });
    const res = await post(member, prematchBody(member.id, [await footballPick()], amount));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await t.cash(member.id)).toBe(2_000_000);
  });

  it('reads the limits of level 1 for a role below 1 and of level 5 for a role above 5 (spec 6)', async () => {
    const low = await t.addMember({ cash: 10_000_000, role: 0 });
    const atLevelOneMax = await post(low, prematchBody(low.id, [await footballPick(1)], 1_000_000));
    expect(atLevelOneMax.json().message).toBe('최대베팅금 1,000,000이상 베팅하실수 없습니다.');
    const high = await t.addMember({ cash: 10_000_000, role: 9 });
    expect((await post(high, prematchBody(high.id, [await footballPick(1)], 4_990_000))).statusCode).toBe(200);
    const atLevelFiveMax = await post(high, prematchBody(high.id, [await footballPick(1)], 5_000_000));
    expect(atLevelFiveMax.json().message).toBe('최대베팅금 5,000,000이상 베팅하실수 없습니다.');
    expect(await t.cash(low.id)).toBe(10_000_000);
    expect(await t.cash(high.id)).toBe(5_010_000);
  });

  it('refuses a payout above the max winnings', async () => {
    const member = await t.addMember({ cash: 5_000_000, role: 1 });
    const list = await fixtures(t, 'prematch', `&sportId=${FOOTBALL}`);
    const picks = list.slice(0, 3).map((f) => picksOf(f, 1).sort((a, b) => b.odds.betPrice - a.odds.betPrice)[0]!);
    const res = await post(member, prematchBody(member.id, picks, 990_000));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('최대당첨금 5,000,000을 초과하여 베팅하실수 없습니다.');
  });

  it('refuses an empty slip, a guest and another member', async () => {
    const member = await t.addMember({ cash: 50_000 });
    const other = await t.addMember({ cash: 50_000 });
    const empty = await post(member, prematchBody(member.id, [], 5_000));
    expect(empty.json().message).toBe('베팅을 선택해주세요.');
    const guest = await post(null, prematchBody(member.id, [await footballPick()], 5_000));
    expect(guest.statusCode).toBe(401);
    expect(guest.json().message).toBe('로그인 후 이용해주세요.');
    const forged = await post(member, prematchBody(other.id, [await footballPick()], 5_000));
    expect(forged.statusCode).toBe(403);
    expect(await t.cash(other.id)).toBe(50_000);
    expect(await t.cash(member.id)).toBe(50_000);
  });

  it('refuses a stake above the cash with the spec message and writes nothing', async () => {
    const member = await t.addMember({ cash: 7_000 });
    const res = await post(member, prematchBody(member.id, [await footballPick()], 8_000));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'insufficientFunds', message: '보유 캐쉬가 부족합니다.' });
    const count = await t.call(member, { url: '/api/sports-prematch/count?gameType=1' });
    expect(count.json()).toEqual({ count: 0 });
  });

  it('answers 409 with the new odds when the price moved, so the client shows them beside the old', async () => {
    const member = await t.addMember({ cash: 50_000 });
    const pick = await footballPick(1);
    t.sim.setPrice(pick.odds.id, Math.round(pick.odds.betPrice * 100) + 7);
    await t.runtime.sync?.idle();
    const res = await post(member, prematchBody(member.id, [pick], 5_000));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'oddsChanged',
      message: '배당이 변경되었습니다. 변경된 배당을 확인 후 다시 베팅해주세요.',
      bettings: [
        {
          oddsId: pick.odds.id,
          betPrice: (Math.round(pick.odds.betPrice * 100) + 7) / 100,
          version: pick.odds.version + 1,
          oldPrice: pick.odds.betPrice,
        },
      ],
    });
    expect(await t.cash(member.id)).toBe(50_000);
  });

  it('never books a price the member was not shown, even with changeFlag: only the accepted new price', async () => {
    const member = await t.addMember({ cash: 50_000 });
    const pick = await footballPick(0, 2);
    const moved = Math.round(pick.odds.betPrice * 100) + 11;
    t.sim.setPrice(pick.odds.id, moved);
    await t.runtime.sync?.idle();
    const blind = await post(member, prematchBody(member.id, [pick], 5_000, { changeFlag: true }));
    expect(blind.statusCode).toBe(409);
    expect(blind.json()).toMatchObject({
      code: 'oddsChanged',
      bettings: [{ oddsId: pick.odds.id, betPrice: moved / 100, oldPrice: pick.odds.betPrice }],
    });
    expect(await t.cash(member.id)).toBe(50_000);
    // The member accepted the new price: the slip sends it (and its version), and that is what is booked.
    const shown = { ...pick, odds: { ...pick.odds, betPrice: moved / 100, version: pick.odds.version + 1 } };
    const accepted = await post(member, prematchBody(member.id, [shown], 5_000));
    expect(accepted.statusCode).toBe(200);
    const history = await t.call(member, { url: `/api/sports-prematch/bettings?gameType=1&memberUserId=${member.userId}&user=1` });
    const [slip] = history.json();
    expect(slip).toMatchObject({ id: accepted.json().id, total_ratio: moved / 100 });
    expect(slip.legs[0]).toMatchObject({ sports_betting_sports_prematch_odds_id: pick.odds.id, sports_betting_bet_price: moved / 100 });
  });

  it('books a newer version at the very price the member sent (the price on screen)', async () => {
    const member = await t.addMember({ cash: 50_000 });
    const pick = await footballPick(1, 2);
    const price = Math.round(pick.odds.betPrice * 100);
    t.sim.setPrice(pick.odds.id, price + 5);
    t.sim.setPrice(pick.odds.id, price);
    await t.runtime.sync?.idle();
    const res = await post(member, prematchBody(member.id, [pick], 5_000));
    expect(res.statusCode).toBe(200);
  });

  it('refuses a suspended market', async () => {
    const member = await t.addMember({ cash: 50_000 });
    const pick = await footballPick(1, 5);
    t.sim.setMarketSuspended(pick.market.id, true);
    await t.runtime.sync?.idle();
    const res = await post(member, prematchBody(member.id, [pick], 5_000));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('베팅이 일시 중지된 배당이 포함되어 있습니다.');
    t.sim.setMarketSuspended(pick.market.id, false);
    await t.runtime.sync?.idle();
  });

  it('allows two markets of one basketball fixture but not of one football fixture, and never one market twice', async () => {
    const member = await t.addMember({ cash: 100_000 });
    const [football] = await fixtures(t, 'prematch', `&sportId=${FOOTBALL}`);
    const [basket] = await fixtures(t, 'prematch', `&sportId=${BASKETBALL}`);
    const fb = [picksOf(football!, 1)[0]!, picksOf(football!, 2)[0]!];
    const notAllowed = await post(member, prematchBody(member.id, fb, 5_000));
    expect(notAllowed.json().message).toBe('같은 경기의 조합 베팅이 허용되지 않는 종목입니다.');
    const bk = [picksOf(basket!, 52)[0]!, picksOf(basket!, 2)[0]!];
    const allowed = await post(member, prematchBody(member.id, bk, 5_000));
    expect(allowed.statusCode).toBe(200);
    const totals = picksOf(basket!, 2);
    const twice = await post(
      member,
      prematchBody(member.id, [totals[0]!, totals.find((p) => p.market.id !== totals[0]!.market.id)!], 5_000),
    );
    expect(twice.json().message).toBe('같은 경기의 같은 마켓은 한 번만 베팅할 수 있습니다.');
  });

  it('refuses a gameDetailType that does not match the pick count, and unknown odds', async () => {
    const member = await t.addMember({ cash: 50_000 });
    const pick = await footballPick();
    const wrongType = await post(member, prematchBody(member.id, [pick], 5_000, { gameDetailType: 93 }));
    expect(wrongType.json().message).toBe('베팅 유형이 올바르지 않습니다.');
    const unknown = await post(member, prematchBody(member.id, [pick], 5_000, { bettings: [{ ...legOf(pick), oddsId: 999_999_999 }] }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('존재하지 않는 배당이 포함되어 있습니다. 베팅을 다시 선택해주세요.');
  });

  it('takes a folder bonus with enough picks at 1.30 or more', async () => {
    const member = await t.addMember({ cash: 100_000 });
    const list = await fixtures(t, 'prematch');
    const picks = list
      .map((f) => picksOf(f).find((p) => p.odds.betPrice >= 1.3 && p.odds.betPrice <= 3))
      .filter((p) => p !== undefined)
      .filter((p, i, all) => all.findIndex((q) => q!.fixture.id === p!.fixture.id) === i)
      .slice(0, 3) as TestPick[];
    const body = prematchBody(member.id, picks, 10_000);
    const bonusLeg = { betPrice: 1.03, fixtureId: -1, oddsId: 3, sportId: -1, marketId: -1, version: 0, betNameKorean: '보너스' };
    const total = Math.floor((body.totalRatio * 100 * 103) / 100) / 100;
    const res = await post(member, { ...body, bettings: [...body.bettings, bonusLeg], totalRatio: total });
    expect(res.statusCode).toBe(200);
    const tooFew = await post(member, {
      ...prematchBody(member.id, picks.slice(0, 2), 10_000),
      bettings: [...prematchBody(member.id, picks.slice(0, 2), 10_000).bettings, bonusLeg],
    });
    expect(tooFew.json().message).toBe('보너스 배당 조건을 충족하지 않습니다.');
    // Enough folders at 1.30 or more, but one more pick below 1.30: no bonus (spec 5).
    const low = list
      .filter((f) => !picks.some((p) => p.fixture.id === f.id))
      .map((f) => picksOf(f).find((p) => p.odds.betPrice < 1.3))
      .find((p) => p !== undefined)!;
    const withLow = prematchBody(member.id, [...picks, low], 10_000);
    const lowTotal = Math.floor((withLow.totalRatio * 100 * 103) / 100) / 100;
    const belowBonusMinimum = await post(member, { ...withLow, bettings: [...withLow.bettings, bonusLeg], totalRatio: lowTotal });
    expect(belowBonusMinimum.statusCode).toBe(400);
    expect(belowBonusMinimum.json().message).toBe('보너스 배당 조건을 충족하지 않습니다.');
    expect(await t.cash(member.id)).toBe(90_000);
  });

  it('refuses a fixture that has started', async () => {
    const member = await t.addMember({ cash: 50_000 });
    const pick = await footballPick(0);
    await t.advance(pick.fixture.startDate ? new Date(pick.fixture.startDate).getTime() - t.sim.now() + 1_000 : 0);
    const res = await post(member, prematchBody(member.id, [pick], 5_000));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('이미 시작되었거나 종료된 경기가 포함되어 있습니다.');
  });
});
