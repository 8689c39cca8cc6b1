import type { Observable } from 'rxjs';
import { FakeClock } from '../../shared/testing/fake-clock.js';
import { CHARGE_POLL_MS, type ChargeViewModelDeps } from './charge-support.js';
import { DepositViewModel } from './deposit.view-model.js';
import { MoneyConversionViewModel } from './money-conversion.view-model.js';
import { UsdDepositViewModel } from './usd-deposit.view-model.js';
import { UsdWithdrawViewModel } from './usd-withdraw.view-model.js';
import { WithdrawViewModel } from './withdraw.view-model.js';
import { FakeChargeGateway, settle, subjects } from './testing/fake-charge-gateway.js';

interface Disposable {
  readonly state$: Observable<unknown>;
  dispose(): void;
}

const screens: readonly [string, (deps: ChargeViewModelDeps) => Disposable][] = [
  ['deposit', (deps) => new DepositViewModel(deps)],
  ['withdraw', (deps) => new WithdrawViewModel(deps)],
  ['USD deposit', (deps) => new UsdDepositViewModel(deps)],
  ['USD withdrawal', (deps) => new UsdWithdrawViewModel(deps)],
  ['money conversion', (deps) => new MoneyConversionViewModel(deps)],
];

describe.each(screens)('the %s screen on dispose', (_name, create) => {
  it('completes its state and stops its polls while still watched', async () => {
    const gateway = new FakeChargeGateway();
    const clock = new FakeClock();
    const vm = create({ gateway, clock, ...subjects() });
    let completed = false;
    let views = 0;
    vm.state$.subscribe({ next: () => (views += 1), complete: () => (completed = true) });
    await settle();
    expect(views).toBeGreaterThan(0);
    vm.dispose();
    expect(completed).toBe(true);
    const calls = gateway.calls.length;
    clock.advance(CHARGE_POLL_MS * 3);
    await settle();
    expect(gateway.calls.length).toBe(calls);
  });
});
