import { formatKstDate } from '@bet/core/shared';
import { houseAccount, memberAccount, transfer } from '../../ledger/index.js';
import { createHarness, json, type Caller, type Harness } from '../../testing/harness.js';

/**
 * The activity statement is read from the ledger, whose transfers carry the database's time, so
 * the harness runs on the real clock here (a period 'today' is the ledger's today).
 */
let h: Harness;
let me: Caller;
let other: Caller;
let today: string;
let n = 0;

const move = (
  memberId: number,
  kind: string,
  from: 'member' | 'house',
  account: 'cash' | 'casino' | 'withdrawal_hold',
  amount: number,
  key = `t:${++n}`,
) =>
  h.db.transaction(async (tx) => {
    const m = memberAccount(memberId, account);
    const house = houseAccount(kind.startsWith('casino') ? 'casino' : kind.startsWith('bet') ? 'sportsbook' : 'bank', 'KRW');
    const r = await transfer(tx, {
      key,
      kind,
      memberId,
      legs: [from === 'member' ? { from: m, to: house, amount } : { from: house, to: m, amount }],
    });
    if (!r.ok) throw new Error(r.error.message);
  });

beforeAll(async () => {
  h = await createHarness({ now: Date.now() });
  today = formatKstDate(h.clock.now());
  me = await h.as(await h.createMember('statement1'));
  other = await h.as(await h.createMember('statement2'));
  await move(me.memberId, 'charge.deposit', 'house', 'cash', 300_000);
  await move(me.memberId, 'bet.stake', 'member', 'cash', 50_000);
  await move(me.memberId, 'bet.stake', 'member', 'cash', 20_000);
  await move(me.memberId, 'bet.refund', 'house', 'cash', 20_000);
  await move(me.memberId, 'bet.payout', 'house', 'cash', 97_500);
  await h.fund(me.memberId, 'casino', 40_000);
  await move(me.memberId, 'casino.bet', 'member', 'casino', 10_000);
  await move(me.memberId, 'casino.win', 'house', 'casino', 4_000);
  await h.fund(me.memberId, 'withdrawal_hold', 100_000);
  await move(me.memberId, 'charge.withdrawal.payout', 'member', 'withdrawal_hold', 100_000);
  await move(other.memberId, 'charge.deposit', 'house', 'cash', 777_000);
});
afterAll(async () => {
  await h.close();
});

describe('GET /api/mypage/statement', () => {
  it("sums the session member's deposits, withdrawals, stakes (minus refunds), wins and net result per KST day", async () => {
    const res = await me.inject({ method: 'GET', url: `/api/mypage/statement?from=${today.slice(0, 8)}01&to=${today}` });
    expect(res.statusCode).toBe(200);
    const line = { deposits: 300_000, withdrawals: 100_000, stakes: 60_000, openStakes: 0, wins: 101_500, net: 41_500 };
    expect(json(res)).toEqual({ from: `${today.slice(0, 8)}01`, to: today, days: [{ day: today, ...line }], total: line });
  });

  it("shows nothing of another member's movements, and an empty period is all zeros", async () => {
    const mine = json<{ total: { deposits: number } }>(
      await other.inject({ method: 'GET', url: `/api/mypage/statement?from=${today}&to=${today}` }),
    );
    expect(mine.total).toEqual({ deposits: 777_000, withdrawals: 0, stakes: 0, openStakes: 0, wins: 0, net: 0 });
    expect(json(await me.inject({ method: 'GET', url: '/api/mypage/statement?from=2025-01-01&to=2025-01-31' }))).toEqual({
      from: '2025-01-01',
      to: '2025-01-31',
      days: [],
      total: { deposits: 0, withdrawals: 0, stakes: 0, openStakes: 0, wins: 0, net: 0 },
    });
    // The member is the session's: a member id in the query is refused, a visitor is not let in.
    expect(
      (await me.inject({ method: 'GET', url: `/api/mypage/statement?from=${today}&to=${today}&memberId=${other.memberId}` })).statusCode,
    ).toBe(400);
    expect((await h.inject({ method: 'GET', url: `/api/mypage/statement?from=${today}&to=${today}` })).statusCode).toBe(401);
    expect((await h.inject({ method: 'GET', url: `/api/mypage/statement.csv?from=${today}&to=${today}` })).statusCode).toBe(401);
  });

  it('refuses a bad period with a Korean message', async () => {
    const cases: Array<[string, string]> = [
      ['from=2026-11-30&to=2026-11-01', '조회 시작일이 종료일보다 늦습니다.'],
      ['from=2024-01-01&to=2025-12-31', '조회 기간은 최대 366일입니다.'],
      [`from=${today}&to=2099-01-01`, '오늘 이후의 날짜는 조회할 수 없습니다.'],
    ];
    for (const [query, message] of cases) {
      const res = await me.inject({ method: 'GET', url: `/api/mypage/statement?${query}` });
      expect(res.statusCode).toBe(400);
      expect(json(res).message).toBe(message);
    }
    for (const query of ['from=2026-02-30&to=2026-03-01', 'from=x&to=y', `to=${today}`]) {
      const res = await me.inject({ method: 'GET', url: `/api/mypage/statement.csv?${query}` });
      expect(res.statusCode).toBe(400);
      expect(json(res).message).toMatch(/[가-힣]/);
    }
  });
});

describe('GET /api/mypage/statement.csv', () => {
  it('downloads the same statement as UTF-8 CSV with a BOM, a Korean header and a total row', async () => {
    const res = await me.inject({ method: 'GET', url: `/api/mypage/statement.csv?from=${today}&to=${today}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="statement_${today}_${today}.csv"`);
    // fetch's text() drops the BOM it decodes; the length counts its 3 bytes.
    expect(Number(res.headers.get('content-length'))).toBe(3 + Buffer.byteLength(res.body));
    expect(res.body).toBe(
      `날짜,입금,출금,베팅금액,진행중 베팅,당첨금액,손익\r\n${today},300000,100000,60000,0,101500,41500\r\n합계,300000,100000,60000,0,101500,41500\r\n`,
    );
  });
});

/** Issue 29 defect 9: 손익 −615,200원 while most of the 630,000 staked was still 대기. */
describe('the statement and bets still waiting', () => {
  /** A sports slip as the bet writer stores it, its stake's ledger key in stake_key. */
  const slip = async (member: Caller, amount: number, state: 'waiting' | 'lost' | 'won', stakeKey: string) => {
    const [status, flag] = state === 'waiting' ? [0, 0] : [1, state === 'won' ? 1 : 2];
    await h.db.query(
      `INSERT INTO bet_slips (member_id, user_id, nickname, game_type, game_detail_type, amount, total_ratio, expect_amount, e_money,
         status, settlement_flag, stake_key, created_at) VALUES ($1, 'statement3', 'statement3', 1, 91, $2, 248, $3, 0, $4, $5, $6, now())`,
      [member.memberId, amount, Math.floor((amount * 248) / 100), status, flag, stakeKey],
    );
    await move(member.memberId, 'bet.stake', 'member', 'cash', amount, stakeKey);
  };

  it('counts only settled bets in the profit and loss, and shows the open stakes apart', async () => {
    const bettor = await h.as(await h.createMember('statement3'));
    await move(bettor.memberId, 'charge.deposit', 'house', 'cash', 700_000);
    await slip(bettor, 600_000, 'waiting', 'open-stake:1');
    await slip(bettor, 20_000, 'lost', 'open-stake:2');
    await slip(bettor, 10_000, 'won', 'open-stake:3');
    await move(bettor.memberId, 'bet.payout', 'house', 'cash', 24_800);

    const res = await bettor.inject({ method: 'GET', url: `/api/mypage/statement?from=${today}&to=${today}` });
    expect(res.statusCode).toBe(200);
    const line = { deposits: 700_000, withdrawals: 0, stakes: 30_000, openStakes: 600_000, wins: 24_800, net: -5_200 };
    expect(json(res)).toEqual({ from: today, to: today, days: [{ day: today, ...line }], total: line });

    // Once the open slip is settled as lost, its stake counts in the profit and loss.
    await h.db.query("UPDATE bet_slips SET status = 1, settlement_flag = 2 WHERE stake_key = 'open-stake:1'");
    const settled = json<{ total: unknown }>(
      await bettor.inject({ method: 'GET', url: `/api/mypage/statement?from=${today}&to=${today}` }),
    );
    expect(settled.total).toEqual({ ...line, stakes: 630_000, openStakes: 0, net: -605_200 });
  });
});
