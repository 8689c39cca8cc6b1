import { useId } from 'react';
import { CHARGE_MESSAGES, type UsdDepositView, type UsdDepositViewModel } from '@bet/core/charge';
import { withThousands } from '@bet/core/shared';
import type { ScreenAlert } from '../design-system/callbacks.js';
import { ScreenDialog } from '../design-system/ScreenDialog.js';
import { Button } from '../design-system/Button.js';
import { AmountInput, Field, Form, Inline, Label } from '../design-system/form.styles.js';
import { Actions, QuickRow, SmallButton, Warning } from '../design-system/parts.styles.js';
import { DepositLink } from './UsdDepositDialog.styles.js';
import { MONEY_TEXTS } from './money-texts.js';
import { UsdCoinFields, type UsdCoinActions } from './UsdCoinFields.js';
import { useChargeView } from './use-charge-view.js';
import { submitHandler } from '../design-system/submit-handler.js';

const T = MONEY_TEXTS.usdDeposit;
/** Spec 9: the USD dialogs are 450 px wide. */
export const USD_DIALOG_WIDTH = '450px';

/** The intents of the USD deposit form (UsdDepositViewModel has them all). */
export interface UsdDepositActions extends UsdCoinActions {
  setAmount(text: string): void;
  addQuickAmount(amount: number): void;
  clearAmount(): void;
  submit(): void;
  cancelLatest(): void;
}

/** Pure form (spec 2): network, token; on trx only the amount with clear and quick-adds, and the cancel of the latest request. */
export function UsdDepositForm({ view, actions }: { readonly view: UsdDepositView; readonly actions: UsdDepositActions }) {
  const ids = { amount: useId() };
  const busy = view.status !== 'editing';
  return (
    <Form onSubmit={submitHandler(() => actions.submit())}>
      {view.tetherMaintenance ? <Warning>{CHARGE_MESSAGES.tetherMaintenance}</Warning> : null}
      <UsdCoinFields choice={view} testIdPrefix="usd-deposit" networkChoosable={false} actions={actions} />
      {view.showAmount ? (
        <Field>
          <Label htmlFor={ids.amount}>{T.amount}</Label>
          <Inline>
            <AmountInput
              id={ids.amount}
              data-testid="usd-deposit-amount"
              inputMode="numeric"
              autoComplete="off"
              // Spec 4's amount 0 shows as the field's placeholder, not as text: a member who clicks
              // the field and types 5000 must get 5,000, not a 0 the caret landed in front of (50,000).
              placeholder="0"
              value={view.amountText === '0' ? '' : view.amountText}
              onChange={(e) => actions.setAmount(e.target.value)}
            />
            <SmallButton type="button" onClick={() => actions.clearAmount()}>
              {MONEY_TEXTS.clear}
            </SmallButton>
          </Inline>
          <QuickRow>
            {view.quickAmounts.map((amount) => (
              <SmallButton key={amount} type="button" onClick={() => actions.addQuickAmount(amount)}>
                {withThousands(amount)}
              </SmallButton>
            ))}
          </QuickRow>
        </Field>
      ) : null}
      {view.depositLink ? (
        // Core passes only an https link (spec 5); it opens in a new window without access to this page.
        <DepositLink href={view.depositLink} target="_blank" rel="noopener noreferrer" data-testid="tether-deposit-link">
          {T.depositLink}
        </DepositLink>
      ) : null}
      <Actions>
        <Button type="submit" data-testid="usd-deposit-submit" disabled={busy}>
          {view.status === 'submitting' ? T.submitting : T.submit}
        </Button>
        {view.canCancelLatest ? (
          <Button
            type="button"
            $variant="secondary"
            data-testid="usd-deposit-cancel-latest"
            disabled={busy}
            onClick={() => actions.cancelLatest()}
          >
            {view.status === 'cancelling' ? T.cancelling : T.cancelLatest}
          </Button>
        ) : null}
      </Actions>
    </Form>
  );
}

/** UsdDepositViewModel as the dialog uses it (the real class satisfies it). */
export type UsdDepositScreenModel = Pick<UsdDepositViewModel, 'state$' | 'dismissAlert' | 'close'> & UsdDepositActions;

export interface UsdDepositDialogProps {
  readonly viewModel: UsdDepositScreenModel;
  readonly onAlert: ScreenAlert;
  readonly onClose: () => void;
}

/** The USD deposit dialog (450 px); closing resets it to eth, no token, amount 0 (spec 4). */
export function UsdDepositDialog({ viewModel, onAlert, onClose }: UsdDepositDialogProps) {
  const view = useChargeView(viewModel, onAlert);
  if (!view) return null;
  const close = (): void => {
    viewModel.close();
    onClose();
  };
  return (
    <ScreenDialog title={T.title} onClose={close} width={USD_DIALOG_WIDTH} testId="usd-deposit">
      <UsdDepositForm view={view} actions={viewModel} />
    </ScreenDialog>
  );
}
