import { jest } from '@jest/globals';
import { AlertQueue } from './alert-queue.js';
import { DialogSwitch, type DialogSwitchState } from './dialog-switch.js';

function watch(dialogs: DialogSwitch): () => DialogSwitchState {
  let state!: DialogSwitchState;
  dialogs.state$.subscribe((s) => (state = s));
  return () => state;
}

describe('DialogSwitch', () => {
  it('keeps one dialog open at a time: opening VIP roulette closes the normal one', () => {
    const dialogs = new DialogSwitch();
    dialogs.open('roulette');
    dialogs.open('vipRoulette');
    expect(dialogs.current).toBe('vipRoulette');
  });

  it('closes a dialog on the second tap of the same button and opens another on a different one', () => {
    const dialogs = new DialogSwitch();
    dialogs.tap('deposit');
    expect(dialogs.current).toBe('deposit');
    dialogs.tap('betSlip');
    expect(dialogs.current).toBe('betSlip');
    dialogs.tap('betSlip');
    expect(dialogs.current).toBeNull();
  });

  it('switches deposit to withdraw and back, and ignores toggle for dialogs without a partner', () => {
    const dialogs = new DialogSwitch();
    dialogs.open('deposit');
    dialogs.toggle();
    expect(dialogs.current).toBe('withdraw');
    dialogs.toggle();
    expect(dialogs.current).toBe('deposit');
    dialogs.open('login');
    dialogs.toggle();
    expect(dialogs.current).toBe('login');
    dialogs.closeAll();
    dialogs.toggle();
    expect(dialogs.current).toBeNull();
  });

  it('closes only the named dialog when one is given', () => {
    const dialogs = new DialogSwitch();
    dialogs.open('login');
    dialogs.close('deposit');
    expect(dialogs.current).toBe('login');
    dialogs.close();
    expect(dialogs.current).toBeNull();
  });

  it('opens nothing while the popup switch is off, and turning it off closes the open dialog', () => {
    const dialogs = new DialogSwitch();
    const state = watch(dialogs);
    dialogs.open('login');
    dialogs.setEnabled(false);
    expect(state()).toEqual({ enabled: false, current: null });
    dialogs.open('deposit');
    expect(dialogs.current).toBeNull();
    dialogs.setEnabled(true);
    dialogs.open('deposit');
    expect(state()).toEqual({ enabled: true, current: 'deposit' });
  });
});

describe('AlertQueue', () => {
  it('ignores a resolve for an alert that is already gone', () => {
    const alerts = new AlertQueue();
    const onOk = jest.fn();
    alerts.alert('한 번', onOk);
    let ids: number[] = [];
    alerts.state$.subscribe((items) => (ids = items.map((a) => a.id)));
    const [id] = ids;
    alerts.resolve(id ?? -1, true);
    alerts.resolve(id ?? -1, true);
    expect(onOk).toHaveBeenCalledTimes(1);
  });
});
