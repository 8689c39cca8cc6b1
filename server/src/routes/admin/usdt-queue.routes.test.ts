import { checkLedger, memberBalances } from '../../ledger/balances.js';
import { createHarness, json, type Caller, type Harness } from '../../testing/harness.js';

let h: Harness;
let admin: Caller;
let adminId: number;

// Deposits wait for the operator: the chain simulator confirms only after a minute, and no sweeper runs here.
beforeAll(async () => {
  h = await createHarness({ config: { chainConfirmMs: 60_000 } });
  adminId = await h.createMember('usdtadmin', { isAdmin: true, role: 10, type: 1 });
});
beforeEach(async () => {
  admin = await h.as(adminId);
});
afterAll(() => h.close());

const USDT = 1_000_000;

interface QueueRow {
  id: number;
  memberId: number;
  userId: string;
  depositMode: number;
  wallet: string;
  network: string | null;
  token: string | null;
  amount: number;
  address: string | null;
  status: number;
  txHash: string | null;
}

const newMember = async (name: string): Promise<Caller> => h.as(await h.createMember(name));
const usd = async (c: Caller) =>
  json<{ usdt: number; emoney: number; point: number }>(await c.inject({ method: 'GET', url: `/api/member/${c.memberId}` }));
const queue = async (status = 0) =>
  json<QueueRow[]>(await admin.inject({ method: 'GET', url: `/api/admin/usdt-requests?status=${status}&page=1&perpage=100` }));
const decide = (who: Caller, id: number, decision: 'approve' | 'reject', payload: unknown, key?: string) =>
  who.inject({
    method: 'POST',
    url: `/api/admin/usdt-requests/${id}/${decision}`,
    payload,
    headers: key ? { 'idempotency-key': key } : {},
  });
const auditLines = async (action: string, id: number) =>
  (
    await h.db.query<{ actor_member_id: number; detail: { before: Record<string, unknown>; after: Record<string, unknown> } }>(
      'SELECT actor_member_id, detail FROM audit_log WHERE action = $1 AND target = $2 ORDER BY id',
      [action, `charge:${id}`],
    )
  ).rows;
const requestUsdDeposit = async (c: Caller, network: 'trx' | 'eth', amount: number) =>
  json<{ id: number; address: string }>(
    await c.inject({
      method: 'POST',
      url: `/api/dewit/deposit?network=${network}&token=USDT${network === 'trx' ? `&amount=${amount}` : ''}`,
      payload: { depositAmount: amount },
    }),
  );
const requestUsdWithdrawal = async (c: Caller, amount: number) =>
  json<{ id: number }>(
    await c.inject({
      method: 'POST',
      url: '/api/dewit/withdrawalRequest',
      payload: { amount, withdrawalAddress: `0x${'c'.repeat(40)}`, token: 'USDT', network: 'eth' },
    }),
  );

/** Issue 11: the operator's USDT queue (USD deposits, tether charges, USD withdrawals). */
describe('the admin USDT queue', () => {
  it('refuses members (403) on every call and changes nothing', async () => {
    const m = await newMember('usdtq0001');
    const { id } = await requestUsdDeposit(m, 'trx', 30 * USDT);
    const answers = [
      await m.inject({ method: 'GET', url: '/api/admin/usdt-requests?page=1&perpage=20' }),
      await decide(m, id, 'approve', { memberId: m.memberId }),
      await decide(m, id, 'reject', { memberId: m.memberId }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([403, 403, 403]);
    expect((await usd(m)).usdt).toBe(0);
    expect((await queue()).find((r) => r.id === id)?.status).toBe(0);
  });

  it('lists a waiting USD deposit and credits it once on approval, audited before and after in the same transaction', async () => {
    const m = await newMember('usdtq0002');
    const { id, address } = await requestUsdDeposit(m, 'trx', 25 * USDT);
    expect((await queue()).find((r) => r.id === id)).toMatchObject({
      memberId: m.memberId,
      userId: 'usdtq0002',
      depositMode: 0,
      wallet: 'usdt',
      network: 'trx',
      token: 'USDT',
      amount: 25 * USDT,
      address,
      status: 0,
    });

    const approved = await decide(admin, id, 'approve', { memberId: m.memberId }, 'usdt-approve-0002');
    expect([approved.statusCode, json(approved).message]).toEqual([200, 'USDT 신청을 승인했습니다.']);
    expect((await usd(m)).usdt).toBe(25 * USDT);
    // The same call again (its key) replays the answer; a new approval is refused: nothing moves twice.
    const replay = await decide(admin, id, 'approve', { memberId: m.memberId }, 'usdt-approve-0002');
    expect([replay.statusCode, replay.headers.get('idempotent-replay')]).toEqual([200, 'true']);
    const again = await decide(admin, id, 'approve', { memberId: m.memberId }, 'usdt-approve-0002b');
    expect([again.statusCode, json(again).message]).toEqual([409, '이미 처리된 신청입니다.']);
    const rejectLate = await decide(admin, id, 'reject', { memberId: m.memberId });
    expect(rejectLate.statusCode).toBe(409);
    expect((await usd(m)).usdt).toBe(25 * USDT);

    expect(await auditLines('admin.usdt.approve', id)).toEqual([
      {
        actor_member_id: adminId,
        detail: {
          before: {
            status: 'waiting',
            memberId: m.memberId,
            depositMode: 0,
            wallet: 'usdt',
            network: 'trx',
            token: 'USDT',
            amount: 25 * USDT,
            address,
          },
          after: { status: 'done', amount: 25 * USDT },
        },
      },
    ]);
    // The member's USD history shows it done.
    const history = json<{ id: number; chargeType: number; status: string; statusNm: string }[]>(
      await m.inject({
        method: 'GET',
        url: `/api/charge/userHistory?memberId=${m.memberId}&depositMode=0&userDisplayFlag=1&page=1&perpage=7`,
      }),
    );
    expect(history.find((r) => r.id === id)).toMatchObject({ chargeType: 1, status: 'SUCCESS', statusNm: '완료' });
    expect((await queue(1)).find((r) => r.id === id)?.status).toBe(1);
    expect(await checkLedger(h.db)).toEqual({ unbalanced: [], drifted: [], negative: [] });
  });

  it("refuses a decision naming another member (403) and a won request's id (409), moving nothing", async () => {
    const m = await newMember('usdtq0003');
    const other = await newMember('usdtq0004');
    const { id } = await requestUsdDeposit(m, 'trx', 10 * USDT);
    for (const decision of ['approve', 'reject'] as const) {
      const wrong = await decide(admin, id, decision, { memberId: other.memberId });
      expect([wrong.statusCode, json(wrong).message]).toEqual([
        403,
        '화면의 회원과 신청한 회원이 다릅니다. 목록을 새로 고친 뒤 다시 처리해주세요.',
      ]);
    }
    expect([(await usd(m)).usdt, (await usd(other)).usdt]).toEqual([0, 0]);
    expect(await auditLines('admin.usdt.approve', id)).toEqual([]);

    const won = json<{ id: number }>(
      await other.inject({
        method: 'POST',
        url: '/api/charge',
        payload: {
          memberId: other.memberId,
          depositMode: 0,
          depositAmount: 10_000,
          depositName: '홍길동',
          userDisplayFlag: 1,
          type: 0,
          pointType: 3,
        },
      }),
    );
    const notUsdt = await decide(admin, won.id, 'approve', { memberId: other.memberId });
    expect([notUsdt.statusCode, json(notUsdt).message]).toEqual([409, 'USDT 신청이 아닙니다.']);
    expect((await queue()).some((r) => r.id === won.id)).toBe(false);
    const missing = await decide(admin, 99_999_999, 'approve', { memberId: m.memberId });
    expect(missing.statusCode).toBe(404);
    expect((await queue()).find((r) => r.id === id)?.status).toBe(0);
  });

  it('refuses bad input with Korean messages and changes nothing', async () => {
    const m = await newMember('usdtq0005');
    const eth = await requestUsdDeposit(m, 'eth', 0);
    const answers = [
      await decide(admin, eth.id, 'approve', { memberId: m.memberId }),
      await decide(admin, eth.id, 'approve', { memberId: m.memberId, receivedAmount: 0 }),
      await decide(admin, eth.id, 'approve', { memberId: m.memberId, receivedAmount: '12.5' }),
      await decide(admin, eth.id, 'approve', {}),
      await decide(admin, eth.id, 'approve', { memberId: m.memberId, extra: 1 }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([400, 400, 400, 400, 400]);
    expect(json(answers[0]!).message).toBe('받은 USDT 금액을 입력해주세요.');
    for (const a of answers) expect(json(a).message).toMatch(/[가-힣]/);
    expect((await usd(m)).usdt).toBe(0);
    expect((await queue()).find((r) => r.id === eth.id)?.amount).toBe(0);

    // An eth deposit names no amount: the operator credits what arrived.
    expect((await decide(admin, eth.id, 'approve', { memberId: m.memberId, receivedAmount: 12_500_000 })).statusCode).toBe(200);
    expect((await usd(m)).usdt).toBe(12_500_000);
    expect((await queue(1)).find((r) => r.id === eth.id)?.amount).toBe(12_500_000);
  });

  it('returns the held USDT of a rejected withdrawal exactly once; an approved one is sent on chain', async () => {
    const m = await newMember('usdtq0006');
    await h.fund(m.memberId, 'usdt', 50 * USDT);
    const first = await requestUsdWithdrawal(m, 20 * USDT);
    const second = await requestUsdWithdrawal(m, 5 * USDT);
    const holds = async () => (await memberBalances(h.db, m.memberId)).usdt_hold;
    expect([(await usd(m)).usdt, await holds()]).toEqual([25 * USDT, 25 * USDT]);

    const received = await decide(admin, first.id, 'approve', { memberId: m.memberId, receivedAmount: USDT });
    expect([received.statusCode, json(received).message]).toEqual([400, '받은 금액은 입금 신청에만 입력합니다.']);
    const rejected = await decide(admin, first.id, 'reject', { memberId: m.memberId });
    expect([rejected.statusCode, json(rejected).message]).toEqual([200, 'USDT 신청을 거절했습니다.']);
    expect((await usd(m)).usdt).toBe(45 * USDT);
    expect((await decide(admin, first.id, 'reject', { memberId: m.memberId })).statusCode).toBe(409);
    expect((await usd(m)).usdt).toBe(45 * USDT);
    expect((await auditLines('admin.usdt.reject', first.id))[0]?.detail.after).toEqual({
      status: 'cancelled',
      amount: 20 * USDT,
      returnedToMember: 20 * USDT,
    });

    expect((await decide(admin, second.id, 'approve', { memberId: m.memberId })).statusCode).toBe(200);
    const sent = (await queue(1)).find((r) => r.id === second.id);
    expect(sent?.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect((await auditLines('admin.usdt.approve', second.id))[0]?.detail.after).toEqual({
      status: 'done',
      amount: 5 * USDT,
      txHash: sent?.txHash,
    });
    expect([(await usd(m)).usdt, await holds()]).toEqual([45 * USDT, 0]);
    expect(await checkLedger(h.db)).toEqual({ unbalanced: [], drifted: [], negative: [] });
  });

  it('credits a tether charge in won at the rate in force', async () => {
    const m = await newMember('usdtq0007');
    const { id } = json<{ id: number }>(
      await m.inject({
        method: 'POST',
        url: '/api/charge/cryptoDeposit',
        payload: { memberId: m.memberId, depositAmount: 10 * USDT, network: 'trx', token: 'USDT' },
      }),
    );
    expect((await queue()).find((r) => r.id === id)).toMatchObject({ wallet: 'cash', amount: 10 * USDT });
    expect((await decide(admin, id, 'approve', { memberId: m.memberId })).statusCode).toBe(200);
    expect(await usd(m)).toMatchObject({ emoney: 15_000, usdt: 0 });
    expect((await auditLines('admin.usdt.approve', id))[0]?.detail.after).toEqual({ status: 'done', amount: 10 * USDT, krwAmount: 15_000 });
  });

  it('lets a member cancel only their own waiting deposit and hide only their own records', async () => {
    const m = await newMember('usdtq0008');
    const other = await newMember('usdtq0009');
    const { id } = await requestUsdDeposit(m, 'trx', 7 * USDT);
    expect((await other.inject({ method: 'GET', url: '/api/charge/depositCancel' })).statusCode).toBe(404);
    const hide = await other.inject({ method: 'PUT', url: `/api/chargeUsdt/${id}`, payload: { id, userDisplayFlag: 0 } });
    expect([403, 404, 409]).toContain(hide.statusCode);
    expect((await queue()).find((r) => r.id === id)?.status).toBe(0);
    expect((await m.inject({ method: 'GET', url: '/api/charge/depositCancel' })).statusCode).toBe(200);
    expect((await queue(2)).find((r) => r.id === id)?.status).toBe(2);
    expect((await decide(admin, id, 'approve', { memberId: m.memberId })).statusCode).toBe(409);
  });

  it('credits a deposit once when the operator approves it while the chain sweeper confirms it', async () => {
    const m = await newMember('usdtq0010');
    const { id } = await requestUsdDeposit(m, 'trx', 40 * USDT);
    h.clock.advance(61_000);
    const [approved, swept] = await Promise.all([
      decide(admin, id, 'approve', { memberId: m.memberId }),
      admin.inject({ method: 'POST', url: '/api/admin/chain/sweep' }),
    ]);
    expect(swept.statusCode).toBe(200);
    // Exactly one of them credited the deposit: the operator (200, processed by them) or the sweeper (the approval 409).
    const { rows } = await h.db.query<{ processed_by: number | null; status: number }>(
      'SELECT processed_by, status FROM charge_requests WHERE id = $1',
      [id],
    );
    expect(rows[0]).toEqual(approved.statusCode === 200 ? { processed_by: adminId, status: 1 } : { processed_by: null, status: 1 });
    expect([200, 409]).toContain(approved.statusCode);
    expect((await usd(m)).usdt).toBe(40 * USDT);
    expect(await checkLedger(h.db)).toEqual({ unbalanced: [], drifted: [], negative: [] });
  });
});
