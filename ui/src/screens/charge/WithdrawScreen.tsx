import type { WithdrawView } from '@bet/core';
import { ScreenDialog } from '../common/ScreenDialog.js';
import { ChargeHistoryList } from './ChargeHistoryList.js';
import { ChargeRules } from './ChargeRules.js';
import { ChargeSwitch } from './ChargeSwitch.js';
import { WithdrawForm, type WithdrawFormActions } from './WithdrawForm.js';
import { CHARGE_TEXTS } from './texts.js';
import { useChargeScreen, type ChargeScreenCallbacks, type ChargeScreenModel } from './use-charge-screen.js';
import { Column, PageGrid, PageTitle } from './ChargeLayout.styles.js';

const T = CHARGE_TEXTS.withdraw;

/** WithdrawViewModel as the withdraw screens use it (the real class satisfies it). */
export type WithdrawScreenModel = ChargeScreenModel<WithdrawView> & WithdrawFormActions;

export interface WithdrawPageProps extends ChargeScreenCallbacks {
  readonly viewModel: WithdrawScreenModel;
}

/** The withdraw page: form and history (10 a page), rules panel on desktop. */
export function WithdrawPage({ viewModel, ...callbacks }: WithdrawPageProps) {
  const { view, history } = useChargeScreen(viewModel, callbacks);
  if (!view) return null;
  return (
    <section aria-label={T.title}>
      <PageTitle>{T.title}</PageTitle>
      <PageGrid>
        <Column>
          <WithdrawForm view={view} actions={viewModel} />
          <ChargeHistoryList title={T.history} testId="withdraw-history" history={view.history} {...history} />
        </Column>
        <ChargeRules title={T.rules} rules={view.rules} />
      </PageGrid>
    </section>
  );
}

export interface WithdrawDialogProps extends WithdrawPageProps {
  readonly onClose: () => void;
  /** Switches to the deposit dialog. */
  readonly onSwitch: () => void;
}

/** The withdraw dialog: the same form and history, with the switch to deposit. */
export function WithdrawDialog({ viewModel, onClose, onSwitch, ...callbacks }: WithdrawDialogProps) {
  const { view, history } = useChargeScreen(viewModel, callbacks);
  if (!view) return null;
  return (
    <ScreenDialog title={T.title} onClose={onClose} width="520px" headerExtra={<ChargeSwitch current="withdraw" onSwitch={onSwitch} />}>
      <Column>
        <WithdrawForm view={view} actions={viewModel} />
        <ChargeHistoryList title={T.history} testId="withdraw-history" history={view.history} {...history} />
      </Column>
    </ScreenDialog>
  );
}
