import { houseAccount, memberAccount, transfer } from '../../ledger/index.js';
import { createHarness, json, TEST_NOW, type Caller, type Harness } from '../../testing/harness.js';

/**
 * The dashboard's figures equal what was seeded. TEST_NOW is 2026-03-02 12:00 KST: "today" is
 * 2026-03-02, the 7 days start on 2026-02-24 and the 30 on 2026-02-01. Ledger transfers carry the
 * time they are given; members' sign-up times are set directly.
 */
let h: Harness;
let admin: Caller;
let alice: number;
let bob: number;
let n = 0;
const DAY_MS = 86_400_000;

const move = (
  memberId: number,
  kind: string,
  direction: 'in' | 'out',
  account: 'cash' | 'casino' | 'withdrawal_hold',
  amount: number,
  daysAgo = 0,
) =>
  h.db.transaction(async (tx) => {
    const m = memberAccount(memberId, account);
    const house = houseAccount(kind.startsWith('casino') ? 'casino' : kind.startsWith('bet') ? 'sportsbook' : 'bank', 'KRW');
    const r = await transfer(tx, {
      key: `dash:${++n}`,
      kind,
      memberId,
      at: TEST_NOW - daysAgo * DAY_MS,
      legs: [direction === 'out' ? { from: m, to: house, amount } : { from: house, to: m, amount }],
    });
    if (!r.ok) throw new Error(r.error.message);
  });

const signedUp = (memberId: number, daysAgo: number) =>
  h.db.query('UPDATE members SET created_at = $2 WHERE id = $1', [memberId, new Date(TEST_NOW - daysAgo * DAY_MS)]);

let slipKey = 0;
const openSlip = (memberId: number, gameType: number, amount: number, expect: number, flag = 0) =>
  h.db.query(
    `INSERT INTO bet_slips (member_id, user_id, nickname, game_type, game_detail_type, amount, total_ratio, expect_amount, e_money,
       settlement_flag, status, stake_key, created_at)
     VALUES ($1, 'u', 'n', $2, 1, $3, 250, $4, 0, $5, $6, $7, $8)`,
    [memberId, gameType, amount, expect, flag, flag === 0 ? 0 : 1, `dash-slip:${++slipKey}`, new Date(TEST_NOW)],
  );

beforeAll(async () => {
  h = await createHarness();
  admin = await h.as(await h.createMember('dashadmin', { isAdmin: true, role: 10, type: 1 }));
  alice = await h.createMember('dashalice');
  bob = await h.createMember('dashbob01');
  const old = await h.createMember('dashold01');
  const pending = await h.createMember('dashpend1', { status: 'pending' });
  await signedUp(alice, 0);
  await signedUp(bob, 3);
  await signedUp(old, 60);
  await signedUp(pending, 0);

  // Today: two deposits of 10,000 and 20,000, a stake of 12,000 of which 2,000 refunded, a payout of 4,000.
  await move(alice, 'charge.deposit', 'in', 'cash', 10_000);
  await move(alice, 'charge.deposit', 'in', 'cash', 20_000);
  await move(alice, 'bet.stake', 'out', 'cash', 12_000);
  await move(alice, 'bet.refund', 'in', 'cash', 2_000);
  await move(alice, 'bet.payout', 'in', 'cash', 4_000);
  // Three days ago: Bob deposits 50,000, stakes 30,000 at the casino, wins 45,000, withdraws 5,000.
  await move(bob, 'charge.deposit', 'in', 'cash', 50_000, 3);
  await move(bob, 'casino.bet', 'out', 'cash', 30_000, 3);
  await move(bob, 'casino.win', 'in', 'cash', 45_000, 3);
  await h.fund(bob, 'withdrawal_hold', 5_000);
  await move(bob, 'charge.withdrawal.payout', 'out', 'withdrawal_hold', 5_000, 3);
  // Twenty days ago: the old member deposits; forty days ago (outside every period) too.
  await move(old, 'charge.deposit', 'in', 'cash', 7_000, 20);
  await move(old, 'charge.deposit', 'in', 'cash', 900_000, 40);
  // Not the members' money of play: a test funding and an adjustment are left out.
  await h.fund(alice, 'cash', 1_000_000);

  // Open liability: two waiting slips (expected payouts 50,000 and 25,000); a settled one is not open.
  await openSlip(alice, 1, 20_000, 50_000);
  await openSlip(bob, 3, 10_000, 25_000);
  await openSlip(bob, 1, 10_000, 99_000, 2);

  // Queues: the pending sign-up, a waiting won deposit and withdrawal, a USDT request, an unanswered and an answered inquiry.
  const request = (mode: number, type: number, status: number) =>
    h.db.query(
      `INSERT INTO charge_requests (member_id, deposit_mode, charge_type, wallet, amount, status, created_at, updated_at)
       VALUES ($1, $2, $3, $4, 10000, $5, now(), now())`,
      [alice, mode, type, type === 0 ? 'cash' : 'usdt', status],
    );
  await request(0, 0, 0);
  await request(1, 0, 0);
  await request(0, 1, 0);
  await request(0, 0, 1);
  const inquiry = async () =>
    (
      await h.db.query<{ id: number }>(
        "INSERT INTO inquiries (member_id, title, question_contents, created_at) VALUES ($1, '문의', '내용', now()) RETURNING id",
        [bob],
      )
    ).rows[0]!.id;
  await inquiry();
  const answered = await inquiry();
  await h.db.query("INSERT INTO inquiry_answers (inquiry_id, answer_contents, created_at) VALUES ($1, '답변', now())", [answered]);
});
afterAll(async () => {
  await h.close();
});

describe('GET /api/admin/dashboard', () => {
  it('sums the seeded ledger, sign-ups, open slips and queues into today, 7 and 30 days', async () => {
    const res = await admin.inject({ method: 'GET', url: '/api/admin/dashboard' });
    expect(res.statusCode).toBe(200);
    const d = json<{
      today: string;
      periods: Record<'today' | 'last7' | 'last30', Record<string, number>>;
      days: { day: string; deposits: number }[];
      openLiability: number;
      openSlips: number;
      pending: Record<string, number>;
    }>(res);
    expect(d.today).toBe('2026-03-02');
    expect(d.periods.today).toEqual({
      deposits: 30_000,
      withdrawals: 0,
      stakes: 10_000,
      payouts: 4_000,
      ggr: 6_000,
      activeMembers: 1,
      newMembers: 2,
    });
    expect(d.periods.last7).toEqual({
      deposits: 80_000,
      withdrawals: 5_000,
      stakes: 40_000,
      payouts: 49_000,
      ggr: -9_000,
      activeMembers: 2,
      newMembers: 3,
    });
    expect(d.periods.last30).toEqual({
      deposits: 87_000,
      withdrawals: 5_000,
      stakes: 40_000,
      payouts: 49_000,
      ggr: -9_000,
      activeMembers: 3,
      newMembers: 3,
    });
    expect(d.days).toHaveLength(30);
    expect(d.days.filter((x) => x.deposits > 0).map((x) => [x.day, x.deposits])).toEqual([
      ['2026-02-10', 7_000],
      ['2026-02-27', 50_000],
      ['2026-03-02', 30_000],
    ]);
    expect([d.openLiability, d.openSlips]).toEqual([75_000, 2]);
    expect(d.pending).toEqual({ signUps: 1, deposits: 1, withdrawals: 1, usdt: 1, inquiries: 1 });
  });

  it('is for the operator only', async () => {
    expect((await h.inject({ method: 'GET', url: '/api/admin/dashboard' })).statusCode).toBe(401);
    const member = await h.as(alice);
    expect((await member.inject({ method: 'GET', url: '/api/admin/dashboard' })).statusCode).toBe(403);
  });
});
