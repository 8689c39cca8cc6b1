import { hashSecretNow } from '../../auth/password.js';
import { createHarness, json, type Caller, type Harness } from '../../testing/harness.js';

let h: Harness;
let admin: Caller;
let member: Caller;

beforeAll(async () => {
  h = await createHarness();
  admin = await h.as(await h.createMember('rateadmin', { isAdmin: true, role: 10, type: 1 }));
  const memberId = await h.createMember('ratemember', { role: 2 });
  await h.db.query('UPDATE members SET deposit_pin_hash = $2 WHERE id = $1', [memberId, await hashSecretNow('4321')]);
  member = await h.as(memberId);
});
afterAll(() => h.close());

const changeLines = async (action: string) =>
  (
    await h.db.query<{ actor_member_id: number; target: string; detail: Record<string, unknown> }>(
      'SELECT actor_member_id, target, detail FROM audit_log WHERE action = $1 ORDER BY id',
      [action],
    )
  ).rows;
const account = { userType: 'A', level: 2, bankName: '국민은행', bankAccountNumber: '123-45-678901', accountHolder: '(주)새계좌' };

/** The operator's deposit accounts per level and exchange rate (issue 11): admins only, checked, audited, used at once. */
describe('admin deposit accounts and exchange rate', () => {
  it('refuses a member on every call (403) and changes nothing', async () => {
    const answers = [
      await member.inject({ method: 'GET', url: '/api/admin/banking-levels' }),
      await member.inject({ method: 'PUT', url: '/api/admin/banking-levels', payload: account }),
      await member.inject({ method: 'GET', url: '/api/admin/exchange-rate' }),
      await member.inject({ method: 'PUT', url: '/api/admin/exchange-rate', payload: { wonPerUsd: 1 } }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([403, 403, 403, 403]);
    expect(json(await h.inject({ method: 'GET', url: '/api/charge/exchangeRates' }))).toBe(1500);
    expect(await changeLines('admin.banking.change')).toEqual([]);
  });

  it("changes a level's deposit account: the member of that level is shown it, the audit has before and after", async () => {
    const levels = json<(typeof account)[]>(await admin.inject({ method: 'GET', url: '/api/admin/banking-levels' }));
    // The harness seeds no account for level 2: the desk lists it blank, to be filled.
    expect(levels.find((l) => l.userType === 'A' && l.level === 2)).toEqual({
      ...account,
      bankName: '',
      bankAccountNumber: '',
      accountHolder: '',
    });
    expect(levels.map((l) => l.level)).toEqual([1, 2, 3, 4, 5]);
    const first = { ...account, accountHolder: '(주)옛계좌' };
    expect(json(await admin.inject({ method: 'PUT', url: '/api/admin/banking-levels', payload: first }))).toEqual({
      message: '입금 계좌가 저장되었습니다.',
    });
    await admin.inject({ method: 'PUT', url: '/api/admin/banking-levels', payload: account });
    const shown = await member.inject({
      method: 'POST',
      url: '/api/member/check-deposit-pw',
      payload: { userId: 'ratemember', bankAccountPssword: '4321' },
    });
    expect(json(shown)).toEqual({ account: '국민은행 123-45-678901 (주)새계좌' });
    const fields = ({ bankName, bankAccountNumber, accountHolder }: typeof account) => ({ bankName, bankAccountNumber, accountHolder });
    expect(await changeLines('admin.banking.change')).toEqual([
      { actor_member_id: admin.memberId, target: 'banking:A:2', detail: { before: null, after: fields(first) } },
      { actor_member_id: admin.memberId, target: 'banking:A:2', detail: { before: fields(first), after: fields(account) } },
    ]);
  });

  it.each([
    ['a blank holder', { ...account, accountHolder: '  ' }, '예금주를 입력해주세요.'],
    ['a blank bank name', { ...account, bankName: ' ' }, '은행명을 입력해주세요.'],
    ['letters in the account number', { ...account, bankAccountNumber: '12a-45' }, null],
  ])('refuses an account with %s in Korean and keeps the old one', async (_name, body, message) => {
    const res = await admin.inject({ method: 'PUT', url: '/api/admin/banking-levels', payload: body });
    expect(res.statusCode).toBe(400);
    const text = json<{ message: string }>(res).message;
    if (message) expect(text).toBe(message);
    expect(text).toMatch(/[가-힣]/);
    const levels = json<(typeof account)[]>(await admin.inject({ method: 'GET', url: '/api/admin/banking-levels' }));
    expect(levels.find((l) => l.userType === 'A' && l.level === 2)).toEqual(account);
  });

  it('sets the exchange rate: members read it and the next conversion uses it; the audit has before and after', async () => {
    expect(json(await admin.inject({ method: 'GET', url: '/api/admin/exchange-rate' }))).toEqual({ wonPerUsd: 1500 });
    expect(json(await admin.inject({ method: 'PUT', url: '/api/admin/exchange-rate', payload: { wonPerUsd: 1400 } }))).toEqual({
      message: '환율이 저장되었습니다.',
    });
    expect(json(await admin.inject({ method: 'GET', url: '/api/admin/exchange-rate' }))).toEqual({ wonPerUsd: 1400 });
    expect(json(await h.inject({ method: 'GET', url: '/api/charge/exchangeRates' }))).toBe(1400);
    await h.fund(member.memberId, 'cash', 14_000);
    const converted = await member.inject({ method: 'POST', url: '/api/dewit/increase', payload: { amount: 14_000 } });
    expect(json(converted)).toEqual({ message: '전환에 성공했습니다.', usdt: 10_000_000 });
    expect(await changeLines('admin.exchangeRate.change')).toEqual([
      { actor_member_id: admin.memberId, target: 'exchangeRate', detail: { before: { wonPerUsd: 1500 }, after: { wonPerUsd: 1400 } } },
    ]);
  });

  it.each([0, -5, 1.5, 100_001])('refuses the rate %p in Korean and keeps the old one', async (wonPerUsd) => {
    const res = await admin.inject({ method: 'PUT', url: '/api/admin/exchange-rate', payload: { wonPerUsd } });
    expect(res.statusCode).toBe(400);
    expect(json<{ message: string }>(res).message).toMatch(/[가-힣]/);
    expect(json(await h.inject({ method: 'GET', url: '/api/charge/exchangeRates' }))).toBe(1400);
  });
});
