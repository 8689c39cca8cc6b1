import { checkLedger, houseAccount, ledgerIsSound, memberAccount, moveMoney } from '../../../ledger/index.js';
import { fixtures, picksOf, prematchBody, type TestPick } from '../testing/bet-builders.js';
import { kickOff } from '../testing/kick-off.js';
import { buildSportsTestApp } from '../testing/sports-test-app.js';
import type { SportsMember, SportsTestApp } from '../testing/sports-test-app.js';

const STAKE = 10_000;
const START_CASH = 100_000;

interface SlipRow {
  settlement_flag: number;
  status: number;
  win_amount: number;
}

/**
 * Voiding a settled slip (issue 11): a won slip's payout is taken back and its stake returned, a
 * lost slip's stake returned, once, through the ledger and audited; when the member no longer
 * holds what the void takes back it is refused (policy 'refuse'). Mini-game and virtual slips
 * are on the operator's list too and void by the same rule.
 */
describe("voiding a settled slip and the operator's list of every game type", () => {
  let t: SportsTestApp;
  let admin: SportsMember;
  /** Per upcoming fixture, the open picks of its first market (a result closes the fixture, so each test takes its own). */
  let markets: TestPick[][];
  beforeAll(async () => {
    t = await buildSportsTestApp({ simulator: { fixturesPerLeague: 4 } });
    admin = await t.addMember({ admin: true });
    markets = (await fixtures(t, 'prematch')).map((f) => picksOf(f, picksOf(f)[0]?.market.marketId ?? -2)).filter((p) => p.length >= 2);
  });
  afterAll(async () => {
    await t.close();
  });

  /** Two picks of one market no other test uses: the first is bet on. */
  const freshMarket = (): [TestPick, TestPick] => {
    const picks = markets.shift()!;
    const [bet, other] = picks.filter((p) => p.market.id === picks[0]!.market.id);
    return [bet!, other!];
  };
  const bet = async (member: SportsMember, pick: TestPick): Promise<number> => {
    const res = await t.call(member, {
      method: 'POST',
      url: '/api/sports-prematch/betting',
      payload: prematchBody(member.id, [pick], STAKE),
    });
    expect(res.statusCode).toBe(200);
    return res.json().id as number;
  };
  const settle = async (pick: TestPick, winner: TestPick) => {
    await kickOff(t.db, pick.fixture.id, t.harness.clock.now());
    const res = await t.call(admin, {
      method: 'POST',
      url: `/api/admin/fixtures/${pick.fixture.id}/result`,
      payload: { markets: [{ marketId: pick.market.marketId, winningOddsIds: [winner.odds.id] }], homeScore: 1, awayScore: 0 },
    });
    expect(res.statusCode).toBe(200);
  };
  const voidSlip = (who: SportsMember, slipId: number, key = `void-${slipId}-${Math.random().toString(36).slice(2)}`) =>
    t.call(who, { method: 'POST', url: `/api/admin/bets/${slipId}/void`, headers: { 'idempotency-key': key } });
  const slipRow = async (slipId: number): Promise<SlipRow> =>
    (await t.db.query<SlipRow>('SELECT settlement_flag, status, win_amount FROM bet_slips WHERE id = $1', [slipId])).rows[0]!;
  const transfersOf = async (slipId: number) =>
    (
      await t.db.query<{ idempotency_key: string; kind: string }>(
        `SELECT idempotency_key, kind FROM ledger_transfers WHERE idempotency_key LIKE $1 ORDER BY id`,
        [`%bet-void:${slipId}%`],
      )
    ).rows.map((r) => r.kind);
  const auditOf = async (slipId: number) =>
    (
      await t.db.query<{ actor_member_id: number; detail: Record<string, unknown> }>(
        "SELECT actor_member_id, detail FROM audit_log WHERE action = 'admin.bet.void' AND target = $1",
        [`slip:${slipId}`],
      )
    ).rows;
  const voidRecord = async (slipId: number) =>
    (
      await t.db.query<{ amount: number; settled_flag: number; payout_taken: number }>(
        'SELECT amount, settled_flag, payout_taken FROM bet_slip_voids WHERE slip_id = $1',
        [slipId],
      )
    ).rows;
  /** A member whose single on a fresh market has been settled won (or lost). */
  const settledSlip = async (outcome: 'won' | 'lost') => {
    const member = await t.addMember({ cash: START_CASH });
    const [pick, other] = freshMarket();
    const slipId = await bet(member, pick);
    await settle(pick, outcome === 'won' ? pick : other);
    const slip = await slipRow(slipId);
    expect(slip.settlement_flag).toBe(outcome === 'won' ? 1 : 2);
    return { member, slipId, payout: Number(slip.win_amount) };
  };

  it('voids a won slip: the payout taken back and the stake returned, so the member ends as if never bet', async () => {
    const { member, slipId, payout } = await settledSlip('won');
    expect(payout).toBeGreaterThan(STAKE);
    expect(await t.cash(member.id)).toBe(START_CASH - STAKE + payout);

    const res = await voidSlip(admin, slipId);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      `베팅이 무효 처리되었습니다. 당첨금 ${payout.toLocaleString('en-US')}원을 회수하고 베팅금 10,000원을 환급했습니다.`,
    );
    expect(await t.cash(member.id)).toBe(START_CASH);
    expect(await transfersOf(slipId)).toEqual(['bet.refund', 'bet.payout']);
    expect(ledgerIsSound(await checkLedger(t.db))).toBe(true);
    expect(await slipRow(slipId)).toEqual({ settlement_flag: 3, status: 2, win_amount: STAKE });
    expect(await voidRecord(slipId)).toEqual([{ amount: STAKE, settled_flag: 1, payout_taken: payout }]);
    const [line, ...more] = await auditOf(slipId);
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      actor_member_id: admin.id,
      detail: {
        memberId: member.id,
        refunded: STAKE,
        payoutTaken: payout,
        before: { settlementFlag: 1, status: 1, winAmount: payout, cash: START_CASH - STAKE + payout },
        after: { settlementFlag: 3, status: 2, winAmount: STAKE, cash: START_CASH, voided: true },
      },
    });
    const history = await t.call(member, { url: `/api/sports-prematch/bettings?gameType=1&memberUserId=${member.userId}&user=1` });
    expect(history.json().find((s: { id: number }) => s.id === slipId)).toMatchObject({ settlement_name: '무효처리' });
  });

  it('voids a lost slip: the stake returned, nothing taken back', async () => {
    const { member, slipId } = await settledSlip('lost');
    expect(await t.cash(member.id)).toBe(START_CASH - STAKE);
    const res = await voidSlip(admin, slipId);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('베팅이 무효 처리되고 베팅금이 환급되었습니다.');
    expect(await t.cash(member.id)).toBe(START_CASH);
    expect(await transfersOf(slipId)).toEqual(['bet.refund']);
    expect(await voidRecord(slipId)).toEqual([{ amount: STAKE, settled_flag: 2, payout_taken: 0 }]);
    expect((await auditOf(slipId))[0]!.detail).toMatchObject({
      payoutTaken: 0,
      before: { settlementFlag: 2 },
      after: { cash: START_CASH },
    });
  });

  it('replays a retried void with its key and refuses a new one: the money moves once', async () => {
    const { member, slipId } = await settledSlip('won');
    const key = `void-replay-${slipId}`;
    const first = await voidSlip(admin, slipId, key);
    expect(first.statusCode).toBe(200);
    const replay = await voidSlip(admin, slipId, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    const again = await voidSlip(admin, slipId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'alreadyVoided', message: '이미 무효 처리된 베팅입니다.' });
    expect(await t.cash(member.id)).toBe(START_CASH);
    expect(await transfersOf(slipId)).toEqual(['bet.refund', 'bet.payout']);
    expect(await auditOf(slipId)).toHaveLength(1);
  });

  it("refuses (policy 'refuse') when the member no longer holds the payout less the stake, and changes nothing", async () => {
    const { member, slipId, payout } = await settledSlip('won');
    const held = START_CASH - STAKE + payout;
    const needed = payout - STAKE;
    // The member spent the winnings: 1,000 won short of what the void takes back.
    const spent = await moveMoney(t.db, {
      key: `test-spend-${member.id}`,
      kind: 'test.spend',
      from: memberAccount(member.id, 'cash'),
      to: houseAccount('adjustment', 'KRW'),
      amount: held - (needed - 1_000),
    });
    expect(spent.ok).toBe(true);
    const refused = await voidSlip(admin, slipId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'insufficientFunds',
      message: `회원의 보유머니가 부족하여 무효 처리할 수 없습니다. (회수할 금액 ${needed.toLocaleString('en-US')}원, 보유머니 ${(needed - 1_000).toLocaleString('en-US')}원)`,
    });
    expect(await t.cash(member.id)).toBe(needed - 1_000);
    expect(await slipRow(slipId)).toEqual({ settlement_flag: 1, status: 1, win_amount: payout });
    expect(await voidRecord(slipId)).toEqual([]);
    expect(await transfersOf(slipId)).toEqual([]);
    expect(await auditOf(slipId)).toEqual([]);

    // With exactly what it takes back the void goes through and leaves the member at zero, never below.
    await t.harness.fund(member.id, 'cash', 1_000);
    expect((await voidSlip(admin, slipId)).statusCode).toBe(200);
    expect(await t.cash(member.id)).toBe(0);
    expect(ledgerIsSound(await checkLedger(t.db))).toBe(true);
  });

  it('refuses a member (403) on the list and the void, and nothing moves', async () => {
    const { member, slipId, payout } = await settledSlip('won');
    const listed = await t.call(member, { url: '/api/admin/bets?gameType=3&page=1&perpage=10' });
    const voided = await voidSlip(member, slipId);
    expect([listed.statusCode, voided.statusCode]).toEqual([403, 403]);
    expect(await t.cash(member.id)).toBe(START_CASH - STAKE + payout);
    expect(await voidRecord(slipId)).toEqual([]);
  });

  it('two concurrent voids of one won slip move the money once: one voids, the other is refused', async () => {
    const { member, slipId } = await settledSlip('won');
    const answers = await Promise.all([voidSlip(admin, slipId), voidSlip(admin, slipId)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().code).toBe('alreadyVoided');
    expect(await t.cash(member.id)).toBe(START_CASH);
    expect(await transfersOf(slipId)).toEqual(['bet.refund', 'bet.payout']);
    expect(await auditOf(slipId)).toHaveLength(1);
    expect(ledgerIsSound(await checkLedger(t.db))).toBe(true);
  });

  it('refuses a slip the member cancelled (nothing to take back)', async () => {
    const member = await t.addMember({ cash: START_CASH });
    const [pick] = freshMarket();
    const slipId = await bet(member, pick);
    expect((await t.call(member, { method: 'POST', url: `/api/sports-prematch/user/cancelAll/${slipId}` })).statusCode).toBe(200);
    const refused = await voidSlip(admin, slipId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'notVoidable',
      message: '대기 중이거나 적중/미적중으로 정산된 베팅만 무효 처리할 수 있습니다.',
    });
    expect(await t.cash(member.id)).toBe(START_CASH);
  });

  it('lists mini-game and virtual slips by game type with their legs, and voids a drawn mini-game slip by the same rule', async () => {
    const member = await t.addMember({ cash: START_CASH });
    const board = (await t.call(null, { url: '/api/minigame/rounds?gameId=301' })).json();
    const round = board.rounds[0];
    const pick = round.picks[0];
    const placed = await t.call(member, {
      method: 'POST',
      url: '/api/minigame/betting',
      payload: {
        memberId: member.id,
        amounts: STAKE,
        totalRatio: pick.betPrice,
        gameDetailType: 301,
        bettings: [{ oddsId: pick.oddsId, betPrice: pick.betPrice, name: pick.name, round: round.round, gameId: 301 }],
      },
    });
    expect(placed.statusCode).toBe(200);
    const slipId = placed.json().id as number;
    const sportsSlip = await bet(member, freshMarket()[0]);

    const list = async (query: string) =>
      (await t.call(admin, { url: `/api/admin/bets?q=${member.userId}&page=1&perpage=10${query}` })).json() as {
        id: number;
        gameType: number;
        gameDetailType: number;
        legs: { event: string; marketName: string; pick: string; oddsId: number; sportId: number | null; winFlag: number }[];
      }[];
    expect((await list('')).map((s) => s.id)).toEqual([sportsSlip, slipId]);
    expect((await list('&gameType=1')).map((s) => s.id)).toEqual([sportsSlip]);
    expect((await list('&gameType=4')).map((s) => s.id)).toEqual([]);
    const [mini] = await list('&gameType=3');
    expect(mini).toMatchObject({ id: slipId, gameType: 3, gameDetailType: 301 });
    expect(mini!.legs).toEqual([
      {
        event: expect.stringContaining('로투스 파워볼'),
        marketName: expect.any(String),
        pick: pick.name,
        oddsId: pick.oddsId,
        sportId: null,
        price: pick.betPrice,
        winFlag: 0,
      },
    ]);
    expect((await t.call(admin, { url: '/api/admin/bets?gameType=5&page=1&perpage=10' })).statusCode).toBe(400);

    // The round is drawn and the slip settles, won or lost; the void leaves the member where the bet found it.
    t.advanceClock(new Date(round.drawsAt).getTime() - t.harness.clock.now() + 1);
    await t.scheduler?.tick();
    const drawn = await slipRow(slipId);
    expect([1, 2]).toContain(drawn.settlement_flag);
    expect((await voidSlip(admin, slipId)).statusCode).toBe(200);
    expect(await t.cash(member.id)).toBe(START_CASH - STAKE);
    expect(await voidRecord(slipId)).toEqual([
      { amount: STAKE, settled_flag: drawn.settlement_flag, payout_taken: Number(drawn.win_amount) },
    ]);
  });
});
