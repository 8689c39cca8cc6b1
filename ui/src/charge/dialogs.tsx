import type { DialogRenderersOf } from '../design-system/dialog-renderers.js';
import type { ScreenAlert, ScreenConfirm } from '../design-system/callbacks.js';
import { DepositDialog, type DepositScreenModel } from './DepositScreen.js';
import { MoneyConversionDialog, type MoneyConversionScreenModel } from './MoneyConversionDialog.js';
import { UsdDepositDialog, type UsdDepositScreenModel } from './UsdDepositDialog.js';
import { UsdWithdrawDialog, type UsdWithdrawScreenModel } from './UsdWithdrawDialog.js';
import { WithdrawDialog, type WithdrawScreenModel } from './WithdrawScreen.js';

/** The dialogs of the charge feature: won deposit and withdrawal, USD deposit and withdrawal, money conversion. */
export const CHARGE_DIALOG_KINDS = ['deposit', 'withdraw', 'usdDeposit', 'usdWithdraw', 'moneyConversion'] as const;
export type ChargeDialogKind = (typeof CHARGE_DIALOG_KINDS)[number];

export interface ChargeDialogDeps {
  readonly deposit: DepositScreenModel;
  readonly withdraw: WithdrawScreenModel;
  readonly usdDeposit: UsdDepositScreenModel;
  readonly usdWithdraw: UsdWithdrawScreenModel;
  readonly moneyConversion: MoneyConversionScreenModel;
  readonly onAlert: ScreenAlert;
  readonly onConfirm: ScreenConfirm;
}

/** Deposit and withdraw switch into each other (spec 4) through the shell's `toggle`. */
export function chargeDialogs(d: ChargeDialogDeps): DialogRenderersOf<ChargeDialogKind> {
  return {
    deposit: ({ close, toggle }) => (
      <DepositDialog viewModel={d.deposit} onAlert={d.onAlert} onConfirm={d.onConfirm} onClose={close} onSwitch={toggle} />
    ),
    withdraw: ({ close, toggle }) => (
      <WithdrawDialog viewModel={d.withdraw} onAlert={d.onAlert} onConfirm={d.onConfirm} onClose={close} onSwitch={toggle} />
    ),
    usdDeposit: ({ close }) => <UsdDepositDialog viewModel={d.usdDeposit} onAlert={d.onAlert} onClose={close} />,
    usdWithdraw: ({ close }) => <UsdWithdrawDialog viewModel={d.usdWithdraw} onAlert={d.onAlert} onClose={close} />,
    moneyConversion: ({ close }) => <MoneyConversionDialog viewModel={d.moneyConversion} onAlert={d.onAlert} onClose={close} />,
  };
}
