import type { DepositView } from '@bet/core/charge';
import { ChargeDialogFrame, ChargePageFrame, type ChargeDialogActions } from './ChargeScreenFrame.js';
import { DepositForm, type DepositFormActions } from './DepositForm.js';
import type { ChargeScreenCallbacks, ChargeScreenModel } from './use-charge-screen.js';

/** DepositViewModel as the deposit screens use it (the real class satisfies it). */
export type DepositScreenModel = ChargeScreenModel<DepositView> & DepositFormActions;

export interface DepositPageProps extends ChargeScreenCallbacks {
  readonly viewModel: DepositScreenModel;
}

/** The deposit page: form and history (7 a page), rules panel on desktop. */
export function DepositPage({ viewModel, ...callbacks }: DepositPageProps) {
  return (
    <ChargePageFrame
      kind="deposit"
      viewModel={viewModel}
      renderForm={(view) => <DepositForm view={view} actions={viewModel} />}
      {...callbacks}
    />
  );
}

export interface DepositDialogProps extends DepositPageProps, ChargeDialogActions {}

/** The deposit dialog: the same form and history, with the switch to withdraw. */
export function DepositDialog({ viewModel, ...rest }: DepositDialogProps) {
  return (
    <ChargeDialogFrame
      kind="deposit"
      viewModel={viewModel}
      renderForm={(view) => <DepositForm view={view} actions={viewModel} />}
      {...rest}
    />
  );
}
