import { checkLedger, ledgerIsSound } from '../../ledger/index.js';
import type { SportsMember, SportsTestApp } from '../sports/testing/sports-test-app.js';
import { onRealServer } from '../../testing/test-db.js';
import { MINIGAMES } from '../rounds/minigame-catalogue.js';
import {
  boardOf,
  buildLimitRaceApp,
  casinoBet,
  casinoUid,
  race,
  RACERS,
  setLimit,
  tally,
  usedOf,
  type RoundBoard,
} from './testing/limit-race-kit.js';

/**
 * Issue 29 defect 3: 20 stakes of one member at once on virtual games, mini-games and casino
 * and slot rounds (the provider's bet callbacks), and 20 deposit requests against the deposit
 * limit: exactly what fits is taken, the rest refused with the limit's Korean message, and the
 * member's page shows exactly what was taken.
 */
let t: SportsTestApp;
beforeAll(async () => {
  t = await buildLimitRaceApp();
});
afterAll(() => t.close());

const WAGER_DAY_25K = '403 베팅 한도를 초과했습니다. (일 한도 25,000원)';

const slipsOf = async (m: SportsMember, gameType: number): Promise<{ n: number; staked: number }> => {
  const { rows } = await t.db.query<{ n: number; s: string | number }>(
    'SELECT count(*)::int AS n, coalesce(sum(amount), 0) AS s FROM bet_slips WHERE member_id = $1 AND game_type = $2',
    [m.id, gameType],
  );
  return { n: Number(rows[0]?.n), staked: Number(rows[0]?.s) };
};

describe(`${RACERS} concurrent game stakes against a 25,000-won daily wager limit (${onRealServer() ? 'real PostgreSQL' : 'PGlite'})`, () => {
  it('virtual soccer: 5,000-won bets on one round: exactly 5 placed, 25,000 used', async () => {
    const m = await t.addMember({ cash: 1_000_000 });
    await setLimit(t, m, 'wager', 'day', 25_000);
    const round = (await boardOf(t, '/api/vet3/Soccer')).rounds[0]!;
    const home = round.picks.find((p) => p.marketId === 1)!;
    const payload = {
      memberId: m.id,
      amounts: 5_000,
      totalRatio: home.betPrice,
      gameDetailType: 50,
      bettings: [
        { betPrice: home.betPrice, fixtureId: round.fixtureId, oddsId: home.oddsId, marketId: home.marketId, betNameKorean: home.name },
      ],
    };
    const r = tally(await race(t, (_, headers) => t.call(m, { method: 'POST', url: '/api/virtureBetting/soccer', payload, headers })));
    expect(r.accepted).toHaveLength(5);
    expect(r.refusals).toEqual(new Set([WAGER_DAY_25K]));
    expect((await usedOf(t, m)).wager.day).toBe(25_000);
    expect(await slipsOf(m, 4)).toEqual({ n: 5, staked: 25_000 });
  });

  it('mini-games: 5,000-won bets on every open round (one bet per round, 18 games): exactly 5 placed', async () => {
    const m = await t.addMember({ cash: 1_000_000 });
    await setLimit(t, m, 'wager', 'day', 25_000);
    const open: { gameId: number; round: RoundBoard['rounds'][number] }[] = [];
    for (const game of MINIGAMES)
      for (const round of (await boardOf(t, `/api/minigame/rounds?gameId=${game.id}`)).rounds) open.push({ gameId: game.id, round });
    expect(open.length).toBeGreaterThanOrEqual(5);
    // More racers than open rounds: a round's second bet meets the limit or the one-bet-per-round rule.
    const answers = await race(t, (i, headers) => {
      const { gameId, round } = open[i % open.length]!;
      const pick = round.picks[0]!;
      return t.call(m, {
        method: 'POST',
        url: '/api/minigame/betting',
        headers,
        payload: {
          memberId: m.id,
          amounts: 5_000,
          totalRatio: pick.betPrice,
          gameDetailType: gameId,
          bettings: [{ oddsId: pick.oddsId, betPrice: pick.betPrice, name: pick.name, round: round.round, gameId }],
        },
      });
    });
    const r = tally(answers);
    expect(r.accepted).toHaveLength(5);
    expect(r.refusals).toContain(WAGER_DAY_25K);
    expect([...r.refusals].filter((line) => line !== WAGER_DAY_25K)).toEqual(
      [...r.refusals].filter((line) => line === '409 미니게임은 회차당 1회만 베팅가능합니다.'),
    );
    expect((await usedOf(t, m)).wager.day).toBe(25_000);
    expect(await slipsOf(m, 3)).toEqual({ n: 5, staked: 25_000 });
  });

  it("casino and slot rounds: the provider's 5,000-won bet callbacks on 20 rounds: exactly 5 taken", async () => {
    const m = await t.addMember();
    await t.harness.fund(m.id, 'casino', 1_000_000);
    await setLimit(t, m, 'wager', 'day', 25_000);
    const uid = await casinoUid(t, m, 'dragon-baccarat');
    const games = ['dragon-baccarat', 'aurora-northern-lights'];
    const answers = await race(t, (i, headers) =>
      casinoBet(t, { uid, gameId: games[i % 2]!, roundId: `race-${m.id}-${i}`, amount: 5_000 }, headers),
    );
    const r = tally(answers);
    expect(r.accepted).toHaveLength(5);
    expect(r.refusals).toEqual(new Set([WAGER_DAY_25K]));
    expect((await usedOf(t, m)).wager.day).toBe(25_000);
    const { rows } = await t.db.query<{ s: string | number }>(
      "SELECT coalesce(sum(amount), 0) AS s FROM casino_transactions WHERE member_id = $1 AND kind = 'bet'",
      [m.id],
    );
    expect(Number(rows[0]?.s)).toBe(25_000);
    expect(ledgerIsSound(await checkLedger(t.db))).toBe(true);
  });
});

describe(`${RACERS} concurrent deposit requests against a 50,000-won daily deposit limit`, () => {
  const deposit = (m: SportsMember, depositAmount: number, headers: Record<string, string>) =>
    t.call(m, {
      method: 'POST',
      url: '/api/charge',
      headers,
      payload: { memberId: m.id, depositMode: 0, depositAmount, depositName: '홍길동', userDisplayFlag: 1, type: 0, pointType: 2 },
    });

  it('with 40,000 approved: 20,000-won requests all refused by the limit; of 10,000-won ones exactly one is taken', async () => {
    const m = await t.addMember();
    const admin = await t.addMember({ admin: true, role: 10 });
    await setLimit(t, m, 'deposit', 'day', 50_000);
    expect((await deposit(m, 40_000, {})).statusCode).toBe(200);
    const { rows } = await t.db.query<{ id: number }>('SELECT id FROM charge_requests WHERE member_id = $1', [m.id]);
    expect((await t.call(admin, { method: 'POST', url: `/api/admin/charges/${rows[0]!.id}/approve` })).statusCode).toBe(200);

    const over = tally(await race(t, (_, headers) => deposit(m, 20_000, headers)));
    expect(over.accepted).toHaveLength(0);
    expect(over.refusals).toEqual(new Set(['403 입금 한도를 초과했습니다. (일 한도 50,000원)']));
    // One waiting request at a time (spec): once the one that fits waits, the others meet that rule.
    const fit = tally(await race(t, (_, headers) => deposit(m, 10_000, headers)));
    expect(fit.accepted).toHaveLength(1);
    expect(fit.refusals).toEqual(new Set(['409 처리 대기 중인 충전신청이 있습니다. 처리가 끝난 후 다시 신청해주세요.']));
    expect((await usedOf(t, m)).deposit).toEqual({ day: 50_000, week: 50_000, month: 50_000 });
  });
});
