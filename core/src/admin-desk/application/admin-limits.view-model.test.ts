import { deskRefusal } from '../testing/fake-admin-desk-gateway.js';
import { FakeOperatorLimitsGateway } from '../testing/fake-operator-limits-gateway.js';
import { validateBankAccountDraft, validateDelayDraft, validateLimitDraft, validateRateDraft } from '../domain/operator-limits.js';
import { AdminLimitsViewModel } from './admin-limits.view-model.js';
import { latestView } from '../../shared/testing/view-model-probe.js';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup() {
  const gateway = new FakeOperatorLimitsGateway();
  const vm = new AdminLimitsViewModel({ gateway });
  const view = latestView(vm.state$);
  return { gateway, vm, view };
}

describe("the operator limits' checks", () => {
  it.each([
    [{ maxBet: '', maxWin: '10' }, '값을 입력해주세요.'],
    [{ maxBet: '1.5', maxWin: '10' }, '값은 1 이상의 정수로 입력해주세요.'],
    [{ maxBet: '0', maxWin: '10' }, '값은 1 이상의 정수로 입력해주세요.'],
    [{ maxBet: '-3', maxWin: '10' }, '값은 1 이상의 정수로 입력해주세요.'],
    [{ maxBet: '20', maxWin: '10' }, '최대 베팅금은 최대 당첨금보다 클 수 없습니다.'],
    [{ maxBet: '10000001', maxWin: '10000001' }, '값이 너무 큽니다.'],
  ])('refuses the limits %j: %s', (draft, message) => {
    expect(validateLimitDraft(draft)).toEqual({ ok: false, error: { kind: 'invalid', message } });
  });

  it('takes whole positive limits with commas, bet equal to winnings allowed', () => {
    expect(validateLimitDraft({ maxBet: '1,000', maxWin: '1000' })).toEqual({ ok: true, value: { maxBetUnits: 1000, maxWinUnits: 1000 } });
  });

  it('takes delays of 3-60 seconds, rates of whole won and accounts with digits and dashes', () => {
    expect(validateDelayDraft('2')).toMatchObject({
      ok: false,
      error: { message: '라이브 베팅 대기 시간은 3초 이상 60초 이하로 입력해주세요.' },
    });
    expect(validateDelayDraft('61')).toMatchObject({ ok: false });
    expect(validateDelayDraft('3')).toEqual({ ok: true, value: 3 });
    expect(validateRateDraft('1,450')).toEqual({ ok: true, value: 1450 });
    expect(validateRateDraft('0')).toMatchObject({ ok: false });
    const account = { bankName: ' 국민은행 ', bankAccountNumber: '123-45', accountHolder: '(주)벳' };
    expect(validateBankAccountDraft(account)).toEqual({ ok: true, value: { ...account, bankName: '국민은행' } });
    expect(validateBankAccountDraft({ ...account, bankAccountNumber: '12a' })).toMatchObject({
      ok: false,
      error: { message: '계좌번호는 숫자와 -로 30자 이내로 입력해주세요.' },
    });
    expect(validateBankAccountDraft({ ...account, accountHolder: ' ' })).toMatchObject({
      ok: false,
      error: { message: '예금주를 입력해주세요.' },
    });
  });
});

describe('AdminLimitsViewModel', () => {
  it('shows the limits, refuses a max bet above the max winnings without a call, then saves a typed row and reads it again', async () => {
    const t = setup();
    await flush();
    const row = () => t.view().limits.find((r) => r.key === 'limit:1:2')!;
    expect(row().texts).toEqual({ maxBet: '200', maxWin: '1000' });
    t.vm.edit(row().key, 'maxBet', '2000');
    t.vm.saveLimit(row());
    await flush();
    expect(t.view().alert).toBe('최대 베팅금은 최대 당첨금보다 클 수 없습니다.');
    expect(t.gateway.calls).toEqual([]);
    t.vm.dismissAlert();
    t.vm.edit(row().key, 'maxBet', '2');
    t.vm.saveLimit(row());
    await flush();
    expect(t.gateway.calls).toEqual(['saveBettingLimit {"gameType":1,"level":2,"maxBetUnits":2,"maxWinUnits":1000}']);
    expect(t.view().alert).toBe('베팅 한도가 저장되었습니다.');
    expect(row()).toMatchObject({ row: { maxBetUnits: 2 }, texts: { maxBet: '2', maxWin: '1000' } });
  });

  it("keeps the typed row and shows the server's refusal", async () => {
    const t = setup();
    await flush();
    t.gateway.failNext.saveBettingLimit = deskRefusal('존재하지 않는 베팅 한도입니다.', 404);
    const first = t.view().limits[0]!;
    t.vm.edit(first.key, 'maxWin', '900');
    t.vm.saveLimit(t.view().limits[0]!);
    await flush();
    expect(t.view().alert).toBe('존재하지 않는 베팅 한도입니다.');
    expect(t.view().limits[0]!.texts.maxWin).toBe('900');
  });

  it('reads each tab when chosen and saves a delay, an account and the rate', async () => {
    const t = setup();
    await flush();
    t.vm.selectTab('delays');
    await flush();
    const soccer = () => t.view().delays.find((d) => d.row.sportId === 6046)!;
    t.vm.edit(soccer().key, 'seconds', '9');
    t.vm.saveDelay(soccer());
    await flush();
    expect(t.gateway.delays).toContainEqual({ sportId: 6046, seconds: 9 });

    t.vm.selectTab('accounts');
    await flush();
    const level2 = () => t.view().accounts.find((a) => a.row.level === 2)!;
    t.vm.edit(level2().key, 'bankAccountNumber', '999-88');
    t.vm.saveAccount(level2());
    await flush();
    expect(t.gateway.accounts[1]).toMatchObject({ level: 2, bankAccountNumber: '999-88' });
    expect(t.view().alert).toBe('입금 계좌가 저장되었습니다.');

    t.vm.selectTab('rate');
    await flush();
    expect(t.view().rateText).toBe('1500');
    t.vm.edit('rate', 'wonPerUsd', '1,420');
    t.vm.saveRate();
    await flush();
    expect(t.gateway.rate).toBe(1420);
    expect(t.view()).toMatchObject({ tab: 'rate', rateText: '1420', alert: '환율이 저장되었습니다.' });
  });

  it('shows the folder bonuses as prices, refuses a price outside 1.01-3.00, saves one in hundredths', async () => {
    const t = setup();
    await flush();
    t.vm.selectTab('bonus');
    await flush();
    const three = () => t.view().bonus.find((b) => b.row.folders === 3)!;
    expect(three().texts).toEqual({ price: '1.03' });
    for (const bad of ['1.001', '1.00', '3.01', 'abc']) {
      t.vm.edit(three().key, 'price', bad);
      t.vm.saveBonus(three());
      await flush();
      expect(t.view().alert).toBe('보너스 배당은 1.01 이상 3.00 이하, 소수 둘째 자리까지 입력해주세요.');
    }
    expect(t.gateway.calls).toEqual([]);
    t.vm.edit(three().key, 'price', '1.1');
    t.vm.saveBonus(three());
    await flush();
    expect(t.gateway.calls).toEqual(['saveBonusOffer {"folders":3,"priceHundredths":110}']);
    expect(three().texts).toEqual({ price: '1.10' });
  });

  it('shows the deposit bonus rates, refuses a rate outside 0-100 without a call, saves a typed one and reads the tab again', async () => {
    const t = setup();
    await flush();
    t.vm.selectTab('depositBonus');
    await flush();
    const slot = () => t.view().depositBonus.find((b) => b.row.pointType === 4)!;
    expect(t.view().depositBonus.map((b) => b.texts)).toEqual([{ percent: '5' }, { percent: '5' }, { percent: '10' }]);
    for (const bad of ['101', '-1', '2.5', 'abc']) {
      t.vm.edit(slot().key, 'percent', bad);
      t.vm.saveDepositBonus(slot());
      await flush();
      expect(t.view().alert).toBe('입금 보너스 비율은 0 이상 100 이하의 정수(%)로 입력해주세요.');
    }
    expect(t.gateway.calls).toEqual([]);
    t.vm.edit(slot().key, 'percent', '12%');
    t.vm.saveDepositBonus(slot());
    await flush();
    expect(t.gateway.calls).toEqual(['saveDepositBonusRate {"pointType":4,"percent":12}']);
    expect(t.view()).toMatchObject({ alert: '입금 보너스 비율이 저장되었습니다.' });
    expect(slot().texts).toEqual({ percent: '12' });
  });

  it('says when a tab cannot be read', async () => {
    const t = setup();
    t.gateway.failNext.liveBetDelays = deskRefusal('관리자만 이용할 수 있습니다.', 403);
    await flush();
    t.vm.selectTab('delays');
    await flush();
    expect(t.view()).toMatchObject({ loading: false, delays: [], alert: '관리자만 이용할 수 있습니다.' });
  });
});
