import type { WithdrawView } from '@bet/core/charge';
import { wonText } from '../design-system/amount-labels.js';
import { AccountPasswordField } from './AccountPasswordField.js';
import { ChargeFormFrame } from './ChargeFormFrame.js';
import { ChargeAmountField, type ChargeAmountActions } from './ChargeAmountField.js';
import { CHARGE_TEXTS } from './texts.js';
import { Field, Label } from '../design-system/form.styles.js';
import { AccountBox, SubmitButton } from './ChargeForm.styles.js';

const T = CHARGE_TEXTS.withdraw;

/** The intents the withdraw form sends (WithdrawViewModel has them all). */
export interface WithdrawFormActions extends ChargeAmountActions {
  setPassword(text: string): void;
  requestAccount(): void;
  submit(): void;
}

export interface WithdrawFormProps {
  readonly view: WithdrawView;
  readonly actions: WithdrawFormActions;
}

/**
 * The withdrawal request form: held money, the account request step first (password, then the
 * registered account is shown), amount with quick amounts, submit.
 */
export function WithdrawForm({ view, actions }: WithdrawFormProps) {
  return (
    <ChargeFormFrame
      title={T.title}
      bankMaintenance={view.bankMaintenance}
      fact={{ id: 'withdraw-emoney', label: T.emoney, value: wonText(view.emoney) }}
      onSubmit={() => actions.submit()}
    >
      {view.account ? (
        <Field>
          <Label as="span">{T.account}</Label>
          <AccountBox data-testid="withdraw-account">
            {view.account.holder} {view.account.number}
          </AccountBox>
        </Field>
      ) : (
        <AccountPasswordField
          form="withdraw"
          label={T.accountStep}
          buttonText={T.requestAccount}
          busyText={T.requestingAccount}
          passwordText={view.passwordText}
          busy={view.requestingAccount}
          onPassword={(text) => actions.setPassword(text)}
          onSend={() => actions.requestAccount()}
        />
      )}
      <ChargeAmountField form="withdraw" amountText={view.amountText} quickAmounts={view.quickAmounts} actions={actions} />
      <SubmitButton type="submit" data-testid="withdraw-submit" disabled={view.status !== 'editing'}>
        {view.status === 'submitting' ? (view.retryText ?? T.submitting) : T.submit}
      </SubmitButton>
    </ChargeFormFrame>
  );
}
