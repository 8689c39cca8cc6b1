import { checkLedger, ledgerIsSound } from '../../../ledger/index.js';
import { fixtures, picksOf, prematchBody, type TestPick } from '../testing/bet-builders.js';
import { kickOff } from '../testing/kick-off.js';
import { buildSportsTestApp } from '../testing/sports-test-app.js';
import type { SportsMember, SportsTestApp } from '../testing/sports-test-app.js';
import { settleSlips } from './settle-slips.js';
import type { FixtureResultState } from './fixture-results.js';
import { LEG_WIN_FLAG } from './leg-outcome.js';

const STAKE = 10_000;
const pay = (hundredths: number): number => Math.floor((STAKE * hundredths) / 100);
const halfWonOdds = (price: number): number => Math.floor((Math.round(price * 100) + 100) / 2);

describe('settlement', () => {
  let t: SportsTestApp;
  let member: SportsMember;
  beforeAll(async () => {
    t = await buildSportsTestApp();
    member = await t.addMember({ cash: 1_000_000 });
  });
  afterAll(async () => {
    await t.close();
  });

  const place = async (pick: TestPick): Promise<number> => {
    const res = await t.call(member, {
      method: 'POST',
      url: '/api/sports-prematch/betting',
      payload: prematchBody(member.id, [pick], STAKE),
    });
    expect(res.statusCode).toBe(200);
    return res.json().id as number;
  };
  const slips = async () =>
    (await t.call(member, { url: '/api/sports-prematch/bettings?perpage=100' })).json() as Array<Record<string, any>>;
  const payouts = async () =>
    Number(
      (await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM ledger_transfers WHERE kind IN ('bet.payout', 'bet.refund')"))
        .rows[0]?.n,
    );
  const quarter = (baseline: string | null): boolean => baseline !== null && Math.abs(Number(baseline) * 4) % 2 === 1;

  it('settles won, lost, half won and half lost legs from finished fixtures, paying each slip once', async () => {
    const football = await fixtures(t, 'prematch', '&sportId=6046');
    const [a, b] = [football[0]!, football[1]!];
    const totals = picksOf(a, 2).filter((p) => quarter(p.market.baseline));
    const over = totals.find((p) => p.odds.betName === 'Over')!;
    const under = totals.find((p) => p.odds.betName === 'Under' && p.market.id === over.market.id)!;
    const home = picksOf(a, 1).find((p) => p.odds.betName === '1')!;
    const draw = picksOf(a, 1).find((p) => p.odds.betName === 'X')!;
    const handicap = picksOf(b, 3).filter((p) => quarter(p.market.baseline));
    const ahHome = handicap.find((p) => p.odds.betName === '1')!;
    const ahAway = handicap.find((p) => p.odds.betName === '2' && p.market.id === ahHome.market.id)!;
    const ids = {
      over: await place(over),
      under: await place(under),
      home: await place(home),
      draw: await place(draw),
      ahHome: await place(ahHome),
      ahAway: await place(ahAway),
    };
    const before = await t.cash(member.id);

    // Totals line x.25 / x.75: a total of round(line) splits the stake between push and a result.
    const total = Math.round(Number(over.market.baseline));
    t.sim.finishFixture(a.id, { home: total, away: 0 });
    // Handicap line h: a home margin of -round(h) does the same for both sides.
    const margin = -Math.round(Number(ahHome.odds.betLine));
    t.sim.finishFixture(b.id, margin >= 0 ? { home: margin, away: 0 } : { home: 0, away: -margin });
    await t.runtime.sync?.idle();

    const byId = new Map((await slips()).map((s) => [s.id as number, s]));
    const overHalf = Number(over.market.baseline) < total ? 'halfWon' : 'halfLost';
    const expectations: Array<[number, TestPick, 'won' | 'lost' | 'halfWon' | 'halfLost']> = [
      [ids.over, over, overHalf],
      [ids.under, under, overHalf === 'halfWon' ? 'halfLost' : 'halfWon'],
      [ids.home, home, 'won'],
      [ids.draw, draw, 'lost'],
      [ids.ahHome, ahHome, Number(ahHome.odds.betLine) + margin > 0 ? 'halfWon' : 'halfLost'],
      [ids.ahAway, ahAway, Number(ahHome.odds.betLine) + margin > 0 ? 'halfLost' : 'halfWon'],
    ];
    let paid = 0;
    for (const [id, pick, outcome] of expectations) {
      const slip = byId.get(id)!;
      const expected = {
        won: pay(Math.round(pick.odds.betPrice * 100)),
        lost: 0,
        halfWon: pay(halfWonOdds(pick.odds.betPrice)),
        halfLost: pay(50),
      }[outcome];
      const flag = { won: 2, lost: 1, halfWon: 5, halfLost: 4 }[outcome];
      expect({ id, outcome, win: slip.win_amount, flag: slip.legs[0].sports_betting_win_flag }).toEqual({
        id,
        outcome,
        win: expected,
        flag,
      });
      expect(slip.settlement_flag).toBe(outcome === 'lost' ? 2 : 1);
      expect(slip.settlement_name).toBe(outcome === 'lost' ? '미적중' : '적중');
      expect(slip.legs[0].sports_betting_score).toMatch(/^\d+:\d+$/);
      paid += expected;
    }
    expect(await t.cash(member.id)).toBe(before + paid);

    // Running settlement again (sweep, a direct re-run, the feed's results replayed) pays nothing more.
    const transfers = await payouts();
    await t.runtime.sweep();
    await settleSlips(t.db, t.harness.app.deps.wallet, Object.values(ids), t.sim.now());
    expect(await t.cash(member.id)).toBe(before + paid);
    expect(await payouts()).toBe(transfers);
    expect(ledgerIsSound(await checkLedger(t.db))).toBe(true);
  });

  it('enters results through the admin route: winners, void picks refunded, the rest lost, once', async () => {
    const admin = await t.addMember({ admin: true });
    const [c] = await fixtures(t, 'prematch', '&sportId=48242');
    const winner = picksOf(c!, 52);
    const totals = picksOf(c!, 2);
    const [homeId, awayId, overId] = [await place(winner[0]!), await place(winner[1]!), await place(totals[0]!)];
    const before = await t.cash(member.id);
    const body = {
      markets: [
        { marketId: 52, winningOddsIds: [winner[0]!.odds.id] },
        { marketId: 2, winningOddsIds: [], voidOddsIds: totals.map((p) => p.odds.id) },
      ],
      homeScore: 2,
      awayScore: 1,
    };
    const url = `/api/admin/fixtures/${c!.id}/result`;
    await kickOff(t.db, c!.id, t.harness.clock.now());
    expect((await t.call(member, { method: 'POST', url, payload: body })).statusCode).toBe(403);
    const res = await t.call(admin, { method: 'POST', url, payload: body });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ fixtureId: c!.id, settledSlips: 3 });
    const byId = new Map((await slips()).map((s) => [s.id as number, s]));
    expect(byId.get(homeId)).toMatchObject({ settlement_flag: 1, win_amount: pay(Math.round(winner[0]!.odds.betPrice * 100)) });
    expect(byId.get(awayId)).toMatchObject({ settlement_flag: 2, win_amount: 0 });
    expect(byId.get(overId)).toMatchObject({ settlement_flag: 3, settlement_name: '적특', win_amount: STAKE });
    expect(byId.get(overId)!.legs[0].sports_betting_win_flag).toBe(3);
    const after = await t.cash(member.id);
    expect(after).toBe(before + pay(Math.round(winner[0]!.odds.betPrice * 100)) + STAKE);
    const audited = await t.db.query<{ action: string; actor_member_id: number }>(
      'SELECT action, actor_member_id FROM audit_log WHERE target = $1',
      [`fixture:${c!.id}`],
    );
    expect(audited.rows).toEqual([{ action: 'admin.fixture.result', actor_member_id: admin.id }]);
    // The line has the fixture's results before (none) and after (issue 11: before and after of every admin change).
    const decidedIds = [...winner, ...totals].map((p) => String(p.odds.id));
    const { rows: lines } = await t.db.query<{ detail: { before: FixtureResultState; after: FixtureResultState } }>(
      'SELECT detail FROM audit_log WHERE target = $1',
      [`fixture:${c!.id}`],
    );
    const { before: stateBefore, after: stateAfter } = lines[0]!.detail;
    expect(stateBefore.status).not.toBe(3);
    expect([stateBefore.score, stateAfter.score]).toEqual([null, { home: 2, away: 1 }]);
    for (const id of decidedIds) expect(stateBefore.results[id]).toBeNull();
    expect(stateAfter.status).toBe(3);
    expect(stateAfter.results[String(winner[0]!.odds.id)]).toBe(LEG_WIN_FLAG.won);
    expect(stateAfter.results[String(winner[1]!.odds.id)]).toBe(LEG_WIN_FLAG.lost);
    for (const p of totals) expect(stateAfter.results[String(p.odds.id)]).toBe(LEG_WIN_FLAG.void);
    const again = await t.call(admin, { method: 'POST', url, payload: body });
    expect(again.json()).toMatchObject({ decidedOdds: 0, settledSlips: 0 });
    expect(await t.cash(member.id)).toBe(after);
  });

  it('refuses admin results naming odds of another market or fixture, and both winning and void', async () => {
    const admin = await t.addMember({ admin: true });
    const [d, e] = await fixtures(t, 'prematch', '&sportId=154914');
    const url = `/api/admin/fixtures/${d!.id}/result`;
    const foreign = await t.call(admin, {
      method: 'POST',
      url,
      payload: { markets: [{ marketId: 52, winningOddsIds: [picksOf(e!, 52)[0]!.odds.id] }], homeScore: 1, awayScore: 0 },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('해당 경기와 마켓에 속하지 않는 배당이 포함되어 있습니다.');
    const id = picksOf(d!, 52)[0]!.odds.id;
    const both = await t.call(admin, {
      method: 'POST',
      url,
      payload: { markets: [{ marketId: 52, winningOddsIds: [id], voidOddsIds: [id] }], homeScore: 1, awayScore: 0 },
    });
    expect(both.json().message).toBe('적중 배당과 적특 배당이 겹칩니다.');
    expect(
      (
        await t.call(admin, {
          method: 'POST',
          url: '/api/admin/fixtures/999999999/result',
          payload: { markets: [{ marketId: 1, winningOddsIds: [] }], homeScore: 0, awayScore: 0 },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('pays a folder bonus on top when every folder wins, and records the bonus leg as won', async () => {
    const admin = await t.addMember({ admin: true });
    const open = await fixtures(t, 'prematch');
    const picks = open
      .map((f) => picksOf(f).find((p) => p.odds.betPrice >= 1.3 && p.odds.betPrice <= 3 && p.market.marketId !== 5))
      .filter((p): p is TestPick => p !== undefined)
      .slice(0, 3);
    expect(picks).toHaveLength(3);
    const body = prematchBody(member.id, picks, STAKE);
    const total = Math.floor((Math.round(body.totalRatio * 100) * 103) / 100);
    const bonusLeg = { betPrice: 1.03, fixtureId: -1, oddsId: 3, sportId: -1, marketId: -1, version: 0, betNameKorean: '보너스' };
    const res = await t.call(member, {
      method: 'POST',
      url: '/api/sports-prematch/betting',
      payload: { ...body, bettings: [...body.bettings, bonusLeg], totalRatio: total / 100 },
    });
    expect(res.statusCode).toBe(200);
    const before = await t.cash(member.id);
    for (const p of picks) {
      await kickOff(t.db, p.fixture.id, t.harness.clock.now());
      const r = await t.call(admin, {
        method: 'POST',
        url: `/api/admin/fixtures/${p.fixture.id}/result`,
        payload: { markets: [{ marketId: p.market.marketId, winningOddsIds: [p.odds.id] }], homeScore: 1, awayScore: 0 },
      });
      expect(r.statusCode).toBe(200);
    }
    const slip = (await slips()).find((s) => s.id === res.json().id)!;
    expect(slip).toMatchObject({ settlement_flag: 1, win_amount: pay(total) });
    expect(slip.legs.at(-1)).toMatchObject({
      sports_betting_market_id: -1,
      sports_betting_market_name: 'Bonus',
      sports_betting_win_flag: 2,
      sports_betting_bet_price: 1.03,
    });
    expect(await t.cash(member.id)).toBe(before + pay(total));
  });
});
