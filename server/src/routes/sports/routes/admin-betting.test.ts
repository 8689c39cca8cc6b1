import { checkLedger, ledgerIsSound } from '../../../ledger/index.js';
import { LIVE_CHANNELS } from '../../../live/channels.js';
import { fixtures, picksOf, prematchBody, type TestPick } from '../testing/bet-builders.js';
import { buildSportsTestApp } from '../testing/sports-test-app.js';
import type { SportsMember, SportsTestApp } from '../testing/sports-test-app.js';

const STAKE = 10_000;

/**
 * The operator's betting desk (issue 11): fixtures with exposure, market suspension and bet
 * voids; admins only; every change audited with before and after.
 */
describe('the admin betting desk', () => {
  let t: SportsTestApp;
  let admin: SportsMember;
  beforeAll(async () => {
    t = await buildSportsTestApp();
    admin = await t.addMember({ admin: true });
  });
  afterAll(async () => {
    await t.close();
  });

  /** The first open pick of the n-th pre-match fixture with one (each test bets on a fixture of its own). */
  const pickOf = async (index: number): Promise<TestPick> =>
    (await fixtures(t, 'prematch')).map((f) => picksOf(f)[0]).filter((p): p is TestPick => p !== undefined)[index]!;
  const bet = async (member: SportsMember, pick: TestPick) =>
    t.call(member, { method: 'POST', url: '/api/sports-prematch/betting', payload: prematchBody(member.id, [pick], STAKE) });
  const suspend = (who: SportsMember, marketId: number, suspended: boolean) =>
    t.call(who, { method: 'PUT', url: `/api/admin/markets/${marketId}/suspension`, payload: { suspended } });
  const voidSlip = (who: SportsMember, slipId: number, key = `void-${slipId}-${Date.now()}`) =>
    t.call(who, { method: 'POST', url: `/api/admin/bets/${slipId}/void`, headers: { 'idempotency-key': key } });
  const auditOf = async (action: string, target: string) =>
    (
      await t.db.query<{ actor_member_id: number; actor_ip: string; detail: Record<string, unknown> }>(
        'SELECT actor_member_id, actor_ip, detail FROM audit_log WHERE action = $1 AND target = $2 ORDER BY id',
        [action, target],
      )
    ).rows;
  const deskFixture = async (pick: TestPick) => {
    const res = await t.call(admin, { url: `/api/admin/betting/fixtures?page=1&perpage=100` });
    expect(res.statusCode).toBe(200);
    return (
      res.json() as {
        id: number;
        markets: { id: number; held: boolean; stakes: number; slips: number; odds: Record<string, number>[] }[];
      }[]
    ).find((f) => f.id === pick.fixture.id)!;
  };

  it('refuses a plain member on every call of the desk (403) and changes nothing', async () => {
    const member = await t.addMember({ cash: 50_000 });
    const pick = await pickOf(0);
    const placed = await bet(member, pick);
    const calls = [
      await t.call(member, { url: '/api/admin/betting/fixtures?page=1&perpage=10' }),
      await suspend(member, pick.market.id, true),
      await t.call(member, { url: '/api/admin/bets?page=1&perpage=10' }),
      await voidSlip(member, placed.json().id),
      await t.call(member, { url: '/api/admin/audit?page=1&perpage=10' }),
    ];
    expect(calls.map((c) => c.statusCode)).toEqual([403, 403, 403, 403, 403]);
    expect(await t.cash(member.id)).toBe(50_000 - STAKE);
    expect((await t.db.query('SELECT 1 FROM sports_market_holds WHERE market_id = $1', [pick.market.id])).rows).toEqual([]);
  });

  it("shows a market's open stakes and each outcome's payout and liability", async () => {
    const member = await t.addMember({ cash: 100_000 });
    const pick = await pickOf(1);
    const placed = (await bet(member, pick)).json();
    const market = (await deskFixture(pick)).markets.find((m) => m.id === pick.market.id)!;
    expect(market).toMatchObject({ slips: 1, stakes: STAKE, held: false });
    const [{ expect_amount: payout }] = (
      await t.db.query<{ expect_amount: number }>('SELECT expect_amount FROM bet_slips WHERE id = $1', [placed.id])
    ).rows as [{ expect_amount: number }];
    const picked = market.odds.find((o) => o.id === pick.odds.id)!;
    expect(picked).toMatchObject({ stakes: STAKE, payout: Number(payout), liability: Number(payout) - STAKE, price: pick.odds.betPrice });
    for (const other of market.odds.filter((o) => o.id !== pick.odds.id))
      expect(other).toMatchObject({ stakes: 0, payout: 0, liability: -STAKE });
  });

  it('suspends a market: bets on it are refused, the list and the slip stream show it locked, the feed cannot reopen it; lifting reopens it', async () => {
    const member = await t.addMember({ cash: 100_000 });
    const pick = await pickOf(2);
    // Odds rows as published: the desk's one-row frames and the feed's market frames ({ odds: [...] }).
    type Row = { id: number; suspended: boolean };
    const frames: { event: string; data: Row }[] = [];
    const stop = await t.broker.subscribe(LIVE_CHANNELS.odds, (m) => {
      const { event, data } = m as { event: string; data: Row | { odds: Row[] } };
      for (const row of 'odds' in data ? data.odds : [data]) frames.push({ event, data: row });
    });
    try {
      expect((await suspend(admin, pick.market.id, true)).statusCode).toBe(200);
      expect(frames.filter((f) => f.data.id === pick.odds.id).at(-1)?.data.suspended).toBe(true);

      const refused = await bet(member, pick);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('베팅이 일시 중지된 배당이 포함되어 있습니다.');
      expect(await t.cash(member.id)).toBe(100_000);
      const listed = (await fixtures(t, 'prematch')).find((f) => f.id === pick.fixture.id)!;
      const market = listed.markets.find((m) => m.id === pick.market.id)!;
      expect(market.suspended).toBe(true);
      expect(market.odds.every((o) => o.suspended)).toBe(true);
      expect((await deskFixture(pick)).markets.find((m) => m.id === pick.market.id)?.held).toBe(true);

      // The feed moves the price: the frame still says suspended, and bets are still refused.
      const framesOfPick = () => frames.filter((f) => f.data.id === pick.odds.id);
      const seen = framesOfPick().length;
      expect(t.sim.setPrice(pick.odds.id, Math.round(pick.odds.betPrice * 100) + 5)).toBe(true);
      await t.advance(1);
      expect(framesOfPick().length).toBeGreaterThan(seen);
      expect(framesOfPick().at(-1)!.data.suspended).toBe(true);

      expect((await suspend(admin, pick.market.id, false)).statusCode).toBe(200);
      expect(frames.filter((f) => f.data.id === pick.odds.id).at(-1)?.data.suspended).toBe(false);
      const reopened = picksOf((await fixtures(t, 'prematch')).find((f) => f.id === pick.fixture.id)!).find(
        (p) => p.odds.id === pick.odds.id,
      )!;
      expect((await bet(member, reopened)).statusCode).toBe(200);
    } finally {
      await stop();
    }
    const lines = await auditOf('admin.market.suspend', `market:${pick.market.id}`);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ actor_member_id: admin.id, detail: { before: { suspended: false }, after: { suspended: true } } });
    expect(lines[0]!.actor_ip).toMatch(/127\.0\.0\.1/);
    expect((await auditOf('admin.market.unsuspend', `market:${pick.market.id}`))[0]?.detail).toMatchObject({
      before: { suspended: true },
      after: { suspended: false },
    });
  });

  it('voids a waiting slip once: the stake back through the ledger, the history says so, a second void changes nothing', async () => {
    const member = await t.addMember({ cash: 100_000 });
    const pick = await pickOf(3);
    const slipId = (await bet(member, pick)).json().id as number;
    expect(await t.cash(member.id)).toBe(100_000 - STAKE);

    const key = `void-once-${slipId}`;
    const first = await voidSlip(admin, slipId, key);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('베팅이 무효 처리되고 베팅금이 환급되었습니다.');
    expect(await t.cash(member.id)).toBe(100_000);
    expect(ledgerIsSound(await checkLedger(t.db))).toBe(true);

    const replay = await voidSlip(admin, slipId, key);
    expect(replay.statusCode).toBe(200);
    const again = await voidSlip(admin, slipId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('이미 무효 처리된 베팅입니다.');
    expect(await t.cash(member.id)).toBe(100_000);
    const refunds = await t.db.query<{ kind: string }>('SELECT kind FROM ledger_transfers WHERE idempotency_key LIKE $1', [
      `%bet-void:${slipId}`,
    ]);
    expect(refunds.rows).toEqual([{ kind: 'bet.refund' }]);

    const history = await t.call(member, { url: `/api/sports-prematch/bettings?gameType=1&memberUserId=${member.userId}&user=1` });
    expect(history.json().find((s: { id: number }) => s.id === slipId)).toMatchObject({ settlement_flag: 3, settlement_name: '무효처리' });
    const listed = (await t.call(admin, { url: `/api/admin/bets?q=${member.userId}&page=1&perpage=10` })).json();
    expect(listed).toEqual([
      expect.objectContaining({ id: slipId, voided: true, settlementFlag: 3, amount: STAKE, userId: member.userId }),
    ]);
    expect(listed[0].legs[0].event).toContain(pick.fixture.homeParticipantsNameKorean);
    // The void's record cannot be changed or taken back in the database.
    await expect(t.db.query('UPDATE bet_slip_voids SET amount = 1 WHERE slip_id = $1', [slipId])).rejects.toThrow(/append-only/);
    await expect(t.db.query('DELETE FROM bet_slip_voids WHERE slip_id = $1', [slipId])).rejects.toThrow(/append-only/);
    const lines = await auditOf('admin.bet.void', `slip:${slipId}`);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.detail).toMatchObject({
      memberId: member.id,
      refunded: STAKE,
      before: { settlementFlag: 0 },
      after: { voided: true },
    });
  });

  it('refuses to void a slip that is no longer waiting, and a slip that does not exist', async () => {
    const member = await t.addMember({ cash: 100_000 });
    const slipId = (await bet(member, await pickOf(4))).json().id as number;
    expect((await t.call(member, { method: 'POST', url: `/api/sports-prematch/user/cancelAll/${slipId}` })).statusCode).toBe(200);
    const refused = await voidSlip(admin, slipId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('대기 중이거나 적중/미적중으로 정산된 베팅만 무효 처리할 수 있습니다.');
    expect(await t.cash(member.id)).toBe(100_000);
    expect((await voidSlip(admin, 999_999_999)).statusCode).toBe(404);
  });

  it('finds audit lines by the actor, the action or the target', async () => {
    const res = await t.call(admin, { url: `/api/admin/audit?q=admin.market&page=1&perpage=50` });
    expect(res.statusCode).toBe(200);
    const rows = res.json() as { action: string; actorUserId: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.action.startsWith('admin.market.'))).toBe(true);
    expect(rows[0]!.actorUserId).toBe(admin.userId);
    const none = await t.call(admin, { url: `/api/admin/audit?q=${encodeURIComponent('%_no such thing_%')}&page=1&perpage=50` });
    expect(none.json()).toEqual([]);
  });
});
