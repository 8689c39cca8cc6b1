import type { DepositView } from '@bet/core';
import { ScreenDialog } from '../common/ScreenDialog.js';
import { ChargeHistoryList } from './ChargeHistoryList.js';
import { ChargeRules } from './ChargeRules.js';
import { ChargeSwitch } from './ChargeSwitch.js';
import { DepositForm, type DepositFormActions } from './DepositForm.js';
import { CHARGE_TEXTS } from './texts.js';
import { useChargeScreen, type ChargeScreenCallbacks, type ChargeScreenModel } from './use-charge-screen.js';
import { Column, PageGrid, PageTitle } from './ChargeLayout.styles.js';

const T = CHARGE_TEXTS.deposit;

/** DepositViewModel as the deposit screens use it (the real class satisfies it). */
export type DepositScreenModel = ChargeScreenModel<DepositView> & DepositFormActions;

export interface DepositPageProps extends ChargeScreenCallbacks {
  readonly viewModel: DepositScreenModel;
}

/** The deposit page: form and history (7 a page), rules panel on desktop. */
export function DepositPage({ viewModel, ...callbacks }: DepositPageProps) {
  const { view, history } = useChargeScreen(viewModel, callbacks);
  if (!view) return null;
  return (
    <section aria-label={T.title}>
      <PageTitle>{T.title}</PageTitle>
      <PageGrid>
        <Column>
          <DepositForm view={view} actions={viewModel} />
          <ChargeHistoryList title={T.history} testId="deposit-history" history={view.history} {...history} />
        </Column>
        <ChargeRules title={T.rules} rules={view.rules} />
      </PageGrid>
    </section>
  );
}

export interface DepositDialogProps extends DepositPageProps {
  readonly onClose: () => void;
  /** Switches to the withdraw dialog. */
  readonly onSwitch: () => void;
}

/** The deposit dialog: the same form and history, with the switch to withdraw. */
export function DepositDialog({ viewModel, onClose, onSwitch, ...callbacks }: DepositDialogProps) {
  const { view, history } = useChargeScreen(viewModel, callbacks);
  if (!view) return null;
  return (
    <ScreenDialog title={T.title} onClose={onClose} width="520px" headerExtra={<ChargeSwitch current="deposit" onSwitch={onSwitch} />}>
      <Column>
        <DepositForm view={view} actions={viewModel} />
        <ChargeHistoryList title={T.history} testId="deposit-history" history={view.history} {...history} />
      </Column>
    </ScreenDialog>
  );
}
