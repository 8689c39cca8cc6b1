import type { BetSlipViewModel, DepositViewModel, NonMemberInquiryViewModel, WithdrawViewModel } from '@bet/core';
import { BetSlipDialog, DepositDialog, NonMemberInquiryDialog, WithdrawDialog, type DialogRenderers, type ScreenAlert, type ScreenConfirm } from '@bet/ui';

export interface DialogRendererDeps {
  readonly betSlip: BetSlipViewModel;
  readonly deposit: DepositViewModel;
  readonly withdraw: WithdrawViewModel;
  readonly nonMemberInquiry: NonMemberInquiryViewModel;
  readonly onAlert: ScreenAlert;
  readonly onConfirm: ScreenConfirm;
  readonly openLogin: () => void;
}

/** Bodies of the dialogs the screens package draws, each wired to its view model. */
export function createDialogRenderers(d: DialogRendererDeps): DialogRenderers {
  return {
    betSlip: ({ close }) => <BetSlipDialog viewModel={d.betSlip} onAlert={d.onAlert} onLoginRequired={d.openLogin} onClose={close} />,
    deposit: ({ close, toggle }) => (
      <DepositDialog viewModel={d.deposit} onAlert={d.onAlert} onConfirm={d.onConfirm} onClose={close} onSwitch={toggle} />
    ),
    withdraw: ({ close, toggle }) => (
      <WithdrawDialog viewModel={d.withdraw} onAlert={d.onAlert} onConfirm={d.onConfirm} onClose={close} onSwitch={toggle} />
    ),
    nonMemberInquiry: ({ close }) => <NonMemberInquiryDialog model={d.nonMemberInquiry} onClose={close} />,
  };
}
