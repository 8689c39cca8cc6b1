import { createHarness, json, TEST_NOW, type Caller, type Harness } from '../../testing/harness.js';

let h: Harness;
let admin: Caller;
let adminId: number;

beforeAll(async () => {
  h = await createHarness();
  adminId = await h.createMember('chargeadm', { isAdmin: true, role: 10, type: 1 });
});
// An operator's session ends after 30 idle minutes (issue 11) and some tests move the clock by
// hours: each test, and each jump of the clock, starts from a fresh operator login.
beforeEach(async () => {
  admin = await h.as(adminId);
});
afterAll(() => h.close());

const deposit = (c: Caller, depositAmount: number, pointType = 2, headers: Record<string, string> = {}) =>
  c.inject({
    method: 'POST',
    url: '/api/charge',
    headers,
    payload: { memberId: c.memberId, depositMode: 0, depositAmount, depositName: '홍길동', userDisplayFlag: 1, type: 0, pointType },
  });

const withdraw = (c: Caller, depositAmount: number) =>
  c.inject({
    method: 'POST',
    url: '/api/charge',
    payload: {
      memberId: c.memberId,
      depositMode: 1,
      depositAmount,
      depositName: '홍길동',
      userDisplayFlag: 1,
      duplicate: 0,
      status: 0,
      type: 0,
      depositDate: '2026-03-02 12:00:00',
      confirmFlag: 0,
      createdAt: '2026-03-02 12:00:00',
      updatedAt: '2026-03-02 12:00:00',
    },
  });

const balances = async (c: Caller) =>
  json<{ emoney: number; point: number; isChargeData: boolean }>(await c.inject({ method: 'GET', url: `/api/member/${c.memberId}` }));

async function newMember(name: string): Promise<Caller> {
  return h.as(await h.createMember(name));
}

describe('deposit requests', () => {
  it('records a request, marks the member as having one pending, and refuses a second', async () => {
    const m = await newMember('depositor1');
    const res = await deposit(m, 50_000);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ message: '충전신청을 완료했습니다.' });
    expect((await balances(m)).isChargeData).toBe(true);
    const again = await deposit(m, 20_000);
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe('처리 대기 중인 충전신청이 있습니다. 처리가 끝난 후 다시 신청해주세요.');
  });

  it('enforces the amount rules of spec 5 with their messages', async () => {
    const m = await newMember('depositor2');
    expect(json(await deposit(m, 9_000)).message).toBe('10,000원 이상 충전신청 가능합니다.');
    expect(json(await deposit(m, 10_500)).message).toBe('1,000원 단위로 충전신청 가능합니다.');
    expect(json(await deposit(m, 10_000.5)).message).toBe('소수점으로 충전신청 불가합니다.');
    expect(json(await deposit(m, 10_000, 0)).message).toBe('보너스를 선택해 주세요.');
  });

  it('refuses deposits and withdrawals in the 23:30-00:30 KST bank maintenance window', async () => {
    const m = await newMember('nightowl1');
    await h.fund(m.memberId, 'cash', 100_000);
    h.clock.set(Date.UTC(2026, 2, 2, 14, 45)); // 23:45 KST
    try {
      expect(json(await deposit(m, 10_000)).message).toBe('은행 점검시간(23:30~00:30)에는 입출금 신청이 불가합니다.');
      expect(json(await withdraw(m, 10_000)).message).toBe('은행 점검시간(23:30~00:30)에는 입출금 신청이 불가합니다.');
    } finally {
      h.clock.set(TEST_NOW);
    }
  });

  it('credits cash and the bonus points of the chosen pointType on approval, exactly once', async () => {
    const m = await newMember('depositor3');
    const { id } = json<{ id: number }>(await deposit(m, 100_000, 2));
    const ok = await admin.inject({ method: 'POST', url: `/api/admin/charges/${id}/approve` });
    expect(ok.statusCode).toBe(200);
    expect(await balances(m)).toMatchObject({ emoney: 100_000, point: 5_000, isChargeData: false });
    const again = await admin.inject({ method: 'POST', url: `/api/admin/charges/${id}/approve` });
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe('이미 처리된 신청입니다.');
    expect((await balances(m)).emoney).toBe(100_000);
    const points = json<{ point: number; pointMemo: string }[]>(
      await m.inject({ method: 'GET', url: `/api/point?memberId=${m.memberId}&pointToCashFlg=0&page=1&perpage=10` }),
    );
    expect(points[0]).toMatchObject({ point: 5_000, pointMemo: '충전 보너스 (스포츠 무한 5%)' });
  });

  it('pays no bonus when chargePointFlag fixes the choice to "no point"', async () => {
    await h.db.query("INSERT INTO settings (key, value) VALUES ('chargePointFlag', 'true')");
    try {
      const m = await newMember('depositor4');
      const { id } = json<{ id: number }>(await deposit(m, 100_000, 4));
      await admin.inject({ method: 'POST', url: `/api/admin/charges/${id}/approve` });
      expect(await balances(m)).toMatchObject({ emoney: 100_000, point: 0 });
    } finally {
      await h.db.query("DELETE FROM settings WHERE key = 'chargePointFlag'");
    }
  });
});

describe('withdrawal requests', () => {
  it('holds the money at request, pays it out on approval, returns it on rejection', async () => {
    const m = await newMember('withdraw1');
    await h.fund(m.memberId, 'cash', 100_000);
    await h.db.query("INSERT INTO settings (key, value) VALUES ('withdrawalCooldownMinutes', '0')");
    try {
      const first = json<{ id: number; message: string }>(await withdraw(m, 30_000));
      expect(first.message).toBe('출금신청을 완료했습니다.');
      expect((await balances(m)).emoney).toBe(70_000);
      const second = json<{ id: number }>(await withdraw(m, 20_000));
      expect((await balances(m)).emoney).toBe(50_000);
      expect((await admin.inject({ method: 'POST', url: `/api/admin/charges/${first.id}/approve` })).statusCode).toBe(200);
      expect((await admin.inject({ method: 'POST', url: `/api/admin/charges/${second.id}/reject` })).statusCode).toBe(200);
      expect((await balances(m)).emoney).toBe(70_000);
      const check = json<{ sound: boolean }>(await admin.inject({ method: 'GET', url: '/api/admin/ledger/check' }));
      expect(check.sound).toBe(true);
    } finally {
      await h.db.query("DELETE FROM settings WHERE key = 'withdrawalCooldownMinutes'");
    }
  });

  it('enforces the withdrawal rules of spec 5 and 9 with their messages', async () => {
    const m = await newMember('withdraw2');
    await h.fund(m.memberId, 'cash', 40_000_000);
    expect(json(await withdraw(m, 15_000)).message).toBe('10,000원 단위로 출금신청 가능합니다.');
    expect(json(await withdraw(m, 5_000)).message).toBe('10,000원 이상 출금신청 가능합니다.');
    expect(json(await withdraw(m, 50_000_000)).message).toBe('보유머니보다 많은 금액을 입력했습니다.');
    expect(json(await withdraw(m, 31_000_000)).message).toBe('1회 최대 30,000,000원까지 출금신청 가능합니다.');
    await h.db.query('UPDATE members SET bank_account_number = NULL WHERE id = $1', [m.memberId]);
    expect(json(await withdraw(m, 10_000)).message).toBe('출금계좌요청을 진행해주세요.');
  });

  it('allows a new request only two hours after the last one that was not cancelled', async () => {
    const m = await newMember('withdraw3');
    await h.fund(m.memberId, 'cash', 100_000);
    const first = json<{ id: number }>(await withdraw(m, 10_000));
    h.clock.advance(60 * 60 * 1000);
    admin = await h.as(adminId);
    try {
      expect(json(await withdraw(m, 10_000)).message).toBe('출금신청 후 2시간이 지나야 다시 출금신청 가능합니다.');
      await admin.inject({ method: 'POST', url: `/api/admin/charges/${first.id}/reject` });
      expect((await withdraw(m, 10_000)).statusCode).toBe(200);
      h.clock.advance(2 * 60 * 60 * 1000);
      expect((await withdraw(m, 10_000)).statusCode).toBe(200);
    } finally {
      h.clock.set(TEST_NOW);
    }
  });

  it('asks for rolling: deposits since the last withdrawal must be staked first', async () => {
    const m = await newMember('roller001');
    const { id } = json<{ id: number }>(await deposit(m, 100_000, 3));
    await admin.inject({ method: 'POST', url: `/api/admin/charges/${id}/approve` });
    const refused = await withdraw(m, 10_000);
    expect(json(refused).message).toBe('롤링 조건을 충족해야 출금이 가능합니다. (남은 롤링: 100,000원)');
    await h.db.transaction((tx) =>
      h.app.deps.wallet.debit(tx, { memberId: m.memberId, amount: 60_000, idempotencyKey: 'roll-stake-1', reason: 'bet stake' }),
    );
    expect(json(await withdraw(m, 10_000)).message).toBe('롤링 조건을 충족해야 출금이 가능합니다. (남은 롤링: 40,000원)');
    await h.db.transaction((tx) =>
      h.app.deps.wallet.debit(tx, { memberId: m.memberId, amount: 40_000, idempotencyKey: 'roll-stake-2', reason: 'bet stake' }),
    );
    await h.fund(m.memberId, 'cash', 10_000);
    expect((await withdraw(m, 10_000)).statusCode).toBe(200);
  });
});

describe('charge history', () => {
  it('lists and counts the member records, hides finished ones only', async () => {
    const m = await newMember('history01');
    const { id } = json<{ id: number }>(await deposit(m, 20_000, 3));
    const count = () =>
      m
        .inject({ method: 'GET', url: `/api/charge/count?memberId=${m.memberId}&depositMode=0&userDisplayFlag=1` })
        .then((r) => json<{ count: number }>(r).count);
    expect(await count()).toBe(1);
    const list = json<Record<string, unknown>[]>(
      await m.inject({
        method: 'GET',
        url: `/api/charge/userHistory?memberId=${m.memberId}&depositMode=0&userDisplayFlag=1&page=1&perpage=7`,
      }),
    );
    expect(list[0]).toMatchObject({
      id,
      chargeType: 0,
      depositAmount: 20_000,
      status: 0,
      statusNm: '대기',
      userDisplayFlag: 1,
      depositDate: '2026-03-02 12:00:00',
    });
    const waiting = await m.inject({ method: 'PUT', url: `/api/charge/${id}`, payload: { id, userDisplayFlag: 0 } });
    expect(waiting.statusCode).toBe(409);
    expect(json(waiting).message).toBe('대기 중인 내역은 삭제할 수 없습니다.');
    await admin.inject({ method: 'POST', url: `/api/admin/charges/${id}/reject` });
    expect((await m.inject({ method: 'PUT', url: `/api/charge/${id}`, payload: { id, userDisplayFlag: 0 } })).statusCode).toBe(200);
    expect(await count()).toBe(0);
  });

  it('asks support for the deposit account with the quick-account template', async () => {
    const m = await newMember('askacct01');
    const res = await m.inject({ method: 'POST', url: '/api/deposot-account-confirm', payload: { memberId: m.memberId } });
    expect(json(res).message).toBe('입금계좌 문의가 접수되었습니다. 쪽지로 안내해드립니다.');
    const inquiries = json<{ title: string; template: string }[]>(await m.inject({ method: 'GET', url: `/api/customer/user/askacct01` }));
    expect(inquiries[0]).toMatchObject({ title: '입금계좌 문의', template: 'A1' });
  });
});
