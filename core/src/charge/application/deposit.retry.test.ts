import { apiError } from '../../shared/domain/api-error.js';
import { fail } from '../../shared/domain/result.js';
import { FakeClock } from '../../shared/testing/fake-clock.js';
import { DepositViewModel } from './deposit.view-model.js';
import { chargeMember, chargeSettings, FakeChargeGateway, settle, subjects, watch } from './testing/fake-charge-gateway.js';

const NO_ANSWER = fail(apiError('transport', '서버와 연결할 수 없습니다. 잠시 후 다시 시도해주세요.'));

function setup() {
  const gateway = new FakeChargeGateway();
  // Noon KST: outside the bank maintenance hour.
  const clock = new FakeClock(Date.UTC(2026, 2, 2, 3, 0, 0));
  const { member$, settings$ } = subjects(chargeMember(), chargeSettings());
  let n = 0;
  const vm = new DepositViewModel({ gateway, clock, member$, settings$, ids: { newId: () => `deposit-key-${++n}` } });
  return { gateway, clock, vm, member$ };
}

describe('DepositViewModel retries a request that got no answer', () => {
  it('sends one key on every try of one request, shows the retry, then the one outcome', async () => {
    const { gateway, clock, vm } = setup();
    const view = watch(vm.state$);
    await settle();
    gateway.reply('requestDeposit', NO_ANSWER);
    vm.selectBonus(2);
    vm.setAmount('30000');
    vm.submit();
    await settle();
    expect(view.last).toMatchObject({ status: 'submitting', retryText: '재시도 중입니다… (2/3)' });
    clock.advance(1_000);
    await settle();
    expect(view.last).toMatchObject({ status: 'pending-request', retryText: null, alert: { tone: 'success' } });
    expect(gateway.intentKeys).toEqual(['deposit-key-1', 'deposit-key-1']);
    view.stop();
  });

  it('takes a new key for the next request', async () => {
    const { gateway, vm, member$ } = setup();
    const view = watch(vm.state$);
    await settle();
    vm.selectBonus(2);
    vm.setAmount('30000');
    vm.submit();
    await settle();
    // The member's snapshot says no request waits any more (approved), so another may be sent.
    vm.selectBonus(2);
    vm.setAmount('40000');
    member$.next(chargeMember());
    vm.submit();
    await settle();
    expect(gateway.intentKeys).toEqual(['deposit-key-1', 'deposit-key-2']);
    view.stop();
  });
});
