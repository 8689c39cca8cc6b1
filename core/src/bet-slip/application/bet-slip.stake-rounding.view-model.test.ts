import { BehaviorSubject } from 'rxjs';
import { FakeClock } from '../../shared/testing/fake-clock.js';
import { FakeBetSlipGateway, slipEntry } from '../testing/bet-slip-fixtures.js';
import type { BetSlipContext } from './bet-slip.ports.js';
import type { BetSlipView } from './bet-slip.view.js';
import { BetSlipViewModel } from './bet-slip.view-model.js';

const MEMBER: BetSlipContext = { loggedIn: true, memberId: 7, userId: 'tester', role: 2, cash: 1_000_000 };
const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
const home = slipEntry({ id: 501, fixtureId: 10, price: 185, version: 3, betNameKorean: '홈승' });

function setup(context: BetSlipContext) {
  const gateway = new FakeBetSlipGateway(new FakeClock(0));
  const vm = new BetSlipViewModel({ gateway, context$: new BehaviorSubject<BetSlipContext>(context) });
  let view!: BetSlipView;
  vm.state$.subscribe((v) => (view = v));
  return { gateway, vm, view: (): BetSlipView => view };
}

/** Issue 29 defect 10, spec 9: "bet rounded down to multiple of 10" (12,345 was refused with the 10-won message). */
describe('BetSlipViewModel: the stake rounded down to 10 won', () => {
  it('places a typed 12345 as 12,340 (spec 9: rounded down to 10), says so while the field keeps 12345, and separates it on leaving', async () => {
    const t = setup({ ...MEMBER, cash: 20_000 });
    await flush();
    t.vm.addBet(home);
    for (const text of ['1', '12', '123', '1234', '12345']) {
      t.vm.setStakeText(text);
      expect(t.view().stakeText).toBe(text);
    }
    expect(t.view()).toMatchObject({ stakeText: '12345', stake: 12_345, stakeRoundingHint: '12,340원으로 베팅됩니다.' });
    t.vm.leaveStake();
    expect(t.view()).toMatchObject({ stakeText: '12,345', stake: 12_345, stakeRoundingHint: '12,340원으로 베팅됩니다.' });
    t.vm.submit();
    await flush();
    expect(t.gateway.placed().map((p) => (p.body as { amounts: number }).amounts)).toEqual([12_340]);
    t.vm.setStakeText('12340');
    expect(t.view().stakeRoundingHint).toBeNull();
  });
});
