import type { DialogRenderersOf } from '../design-system/dialog-renderers.js';
import { Scoped, type DisposableViewModel } from '../design-system/use-scoped-view-model.js';
import type { ScreenAlert, ScreenConfirm } from '../design-system/callbacks.js';
import { DepositDialog, type DepositScreenModel } from './DepositScreen.js';
import { MoneyConversionDialog, type MoneyConversionScreenModel } from './MoneyConversionDialog.js';
import { UsdDepositDialog, type UsdDepositScreenModel } from './UsdDepositDialog.js';
import { UsdWithdrawDialog, type UsdWithdrawScreenModel } from './UsdWithdrawDialog.js';
import { WithdrawDialog, type WithdrawScreenModel } from './WithdrawScreen.js';

/** The dialogs of the charge feature: won deposit and withdrawal, USD deposit and withdrawal, money conversion. */
export const CHARGE_DIALOG_KINDS = ['deposit', 'withdraw', 'usdDeposit', 'usdWithdraw', 'moneyConversion'] as const;
export type ChargeDialogKind = (typeof CHARGE_DIALOG_KINDS)[number];

type Owned<VM> = () => VM & DisposableViewModel;

/** Factories: each dialog builds its view model when it opens and disposes it when it closes. */
export interface ChargeDialogDeps {
  readonly createDeposit: Owned<DepositScreenModel>;
  readonly createWithdraw: Owned<WithdrawScreenModel>;
  readonly createUsdDeposit: Owned<UsdDepositScreenModel>;
  readonly createUsdWithdraw: Owned<UsdWithdrawScreenModel>;
  readonly createMoneyConversion: Owned<MoneyConversionScreenModel>;
  readonly onAlert: ScreenAlert;
  readonly onConfirm: ScreenConfirm;
}

/** Deposit and withdraw switch into each other (spec 4) through the shell's `toggle`. */
export function chargeDialogs(d: ChargeDialogDeps): DialogRenderersOf<ChargeDialogKind> {
  return {
    deposit: ({ close, toggle }) => (
      <Scoped create={d.createDeposit}>
        {(vm) => <DepositDialog viewModel={vm} onAlert={d.onAlert} onConfirm={d.onConfirm} onClose={close} onSwitch={toggle} />}
      </Scoped>
    ),
    withdraw: ({ close, toggle }) => (
      <Scoped create={d.createWithdraw}>
        {(vm) => <WithdrawDialog viewModel={vm} onAlert={d.onAlert} onConfirm={d.onConfirm} onClose={close} onSwitch={toggle} />}
      </Scoped>
    ),
    usdDeposit: ({ close }) => (
      <Scoped create={d.createUsdDeposit}>{(vm) => <UsdDepositDialog viewModel={vm} onAlert={d.onAlert} onClose={close} />}</Scoped>
    ),
    usdWithdraw: ({ close }) => (
      <Scoped create={d.createUsdWithdraw}>{(vm) => <UsdWithdrawDialog viewModel={vm} onAlert={d.onAlert} onClose={close} />}</Scoped>
    ),
    moneyConversion: ({ close }) => (
      <Scoped create={d.createMoneyConversion}>
        {(vm) => <MoneyConversionDialog viewModel={vm} onAlert={d.onAlert} onClose={close} />}
      </Scoped>
    ),
  };
}
