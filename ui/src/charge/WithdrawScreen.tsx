import type { WithdrawView } from '@bet/core/charge';
import { ChargeDialogFrame, ChargePageFrame, type ChargeDialogActions } from './ChargeScreenFrame.js';
import { WithdrawForm, type WithdrawFormActions } from './WithdrawForm.js';
import type { ChargeScreenCallbacks, ChargeScreenModel } from './use-charge-screen.js';

/** WithdrawViewModel as the withdraw screens use it (the real class satisfies it). */
export type WithdrawScreenModel = ChargeScreenModel<WithdrawView> & WithdrawFormActions;

export interface WithdrawPageProps extends ChargeScreenCallbacks {
  readonly viewModel: WithdrawScreenModel;
}

/** The withdraw page: form and history (10 a page), rules panel on desktop. */
export function WithdrawPage({ viewModel, ...callbacks }: WithdrawPageProps) {
  return (
    <ChargePageFrame
      kind="withdraw"
      viewModel={viewModel}
      renderForm={(view) => <WithdrawForm view={view} actions={viewModel} />}
      {...callbacks}
    />
  );
}

export interface WithdrawDialogProps extends WithdrawPageProps, ChargeDialogActions {}

/** The withdraw dialog: the same form and history, with the switch to deposit. */
export function WithdrawDialog({ viewModel, ...rest }: WithdrawDialogProps) {
  return (
    <ChargeDialogFrame
      kind="withdraw"
      viewModel={viewModel}
      renderForm={(view) => <WithdrawForm view={view} actions={viewModel} />}
      {...rest}
    />
  );
}
