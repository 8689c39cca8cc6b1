import type { DialogRenderersOf } from '../design-system/dialog-renderers.js';
import { BetSlipDialog } from './BetSlipDialog.js';
import type { BetSlipScreenModel } from './BetSlipPanel.js';

/** The dialogs the bet slip draws: the mobile slip. */
export const BET_SLIP_DIALOG_KINDS = ['betSlip'] as const;
export type BetSlipDialogKind = (typeof BET_SLIP_DIALOG_KINDS)[number];

export interface BetSlipDialogDeps {
  readonly betSlip: BetSlipScreenModel;
}

/** Its alerts come through BetSlipAlerts in the main layout, so the dialog gets no onAlert. */
export function betSlipDialogs(d: BetSlipDialogDeps): DialogRenderersOf<BetSlipDialogKind> {
  return {
    betSlip: ({ close }) => <BetSlipDialog viewModel={d.betSlip} onClose={close} />,
  };
}
