import type {
  BetSlipViewModel,
  DepositViewModel,
  InboxViewModel,
  MoneyConversionViewModel,
  NonMemberInquiryViewModel,
  RouletteViewModel,
  UsdDepositViewModel,
  UsdWithdrawViewModel,
  WithdrawViewModel,
} from '@bet/core';
import {
  BetSlipDialog,
  DepositDialog,
  InboxDialog,
  MoneyConversionDialog,
  NonMemberInquiryDialog,
  RouletteDialog,
  UsdDepositDialog,
  UsdWithdrawDialog,
  WithdrawDialog,
  type DialogRenderers,
  type ScreenAlert,
  type ScreenConfirm,
} from '@bet/ui';

export interface DialogRendererDeps {
  readonly betSlip: BetSlipViewModel;
  readonly deposit: DepositViewModel;
  readonly withdraw: WithdrawViewModel;
  readonly nonMemberInquiry: NonMemberInquiryViewModel;
  readonly inbox: InboxViewModel;
  readonly roulette: RouletteViewModel;
  readonly moneyConversion: MoneyConversionViewModel;
  readonly usdDeposit: UsdDepositViewModel;
  readonly usdWithdraw: UsdWithdrawViewModel;
  readonly onAlert: ScreenAlert;
  readonly onConfirm: ScreenConfirm;
  readonly openLogin: () => void;
}

/** Bodies of the dialogs the screens and features packages draw, each wired to its view model. */
export function createDialogRenderers(d: DialogRendererDeps): DialogRenderers {
  return {
    // Its alerts come through BetSlipAlerts in the main layout.
    betSlip: ({ close }) => <BetSlipDialog viewModel={d.betSlip} onClose={close} />,
    deposit: ({ close, toggle }) => (
      <DepositDialog viewModel={d.deposit} onAlert={d.onAlert} onConfirm={d.onConfirm} onClose={close} onSwitch={toggle} />
    ),
    withdraw: ({ close, toggle }) => (
      <WithdrawDialog viewModel={d.withdraw} onAlert={d.onAlert} onConfirm={d.onConfirm} onClose={close} onSwitch={toggle} />
    ),
    nonMemberInquiry: ({ close }) => <NonMemberInquiryDialog model={d.nonMemberInquiry} onClose={close} />,
    // Persistent: core closes it only when no unread message is left, then the shell's dialog closes.
    memo: ({ close }) => <InboxDialog viewModel={d.inbox} onAlert={d.onAlert} onConfirm={d.onConfirm} onClosed={close} />,
    // One wheel at a time: the dialog switch toggles roulette <-> vipRoulette.
    roulette: ({ close, toggle }) => (
      <RouletteDialog key="roulette" viewModel={d.roulette} kind="normal" onClose={close} onSwitch={toggle} />
    ),
    vipRoulette: ({ close, toggle }) => (
      <RouletteDialog key="vipRoulette" viewModel={d.roulette} kind="vip" onClose={close} onSwitch={toggle} />
    ),
    moneyConversion: ({ close }) => <MoneyConversionDialog viewModel={d.moneyConversion} onAlert={d.onAlert} onClose={close} />,
    usdDeposit: ({ close }) => <UsdDepositDialog viewModel={d.usdDeposit} onAlert={d.onAlert} onClose={close} />,
    usdWithdraw: ({ close }) => <UsdWithdrawDialog viewModel={d.usdWithdraw} onAlert={d.onAlert} onClose={close} />,
  };
}
