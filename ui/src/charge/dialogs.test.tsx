import { act } from '@testing-library/react';
import { renderFeature } from '../design-system/testing/render-feature.js';
import { chargeDialogs } from './dialogs.js';
import { moneySetup } from './testing/money-setup.js';

/** Issue 8 item 4: a dialog's view model lives as long as the dialog. */
describe('the charge dialogs', () => {
  it('build their view model when they open and dispose it when they close', async () => {
    const t = moneySetup();
    const made: { disposed: number }[] = [];
    const track = <VM extends { dispose(): void }>(vm: VM): VM => {
      const entry = { disposed: 0 };
      made.push(entry);
      const dispose = vm.dispose.bind(vm);
      vm.dispose = () => {
        entry.disposed += 1;
        dispose();
      };
      return vm;
    };
    const renderers = chargeDialogs({
      createDeposit: () => {
        throw new Error('not opened in this test');
      },
      createWithdraw: () => {
        throw new Error('not opened in this test');
      },
      createUsdDeposit: () => track(moneySetup().usdDeposit),
      createUsdWithdraw: () => track(t.usdWithdraw),
      createMoneyConversion: () => track(t.conversion),
      onAlert: () => undefined,
      onConfirm: () => undefined,
    });
    const view = renderFeature(<>{renderers.usdDeposit({ close: () => undefined, toggle: () => undefined })}</>);
    await act(async () => undefined);
    expect(made).toEqual([{ disposed: 0 }]);
    view.unmount();
    expect(made).toEqual([{ disposed: 1 }]);

    const again = renderFeature(<>{renderers.usdDeposit({ close: () => undefined, toggle: () => undefined })}</>);
    expect(made).toHaveLength(2);
    again.unmount();
    expect(made[1]).toEqual({ disposed: 1 });
  });
});
