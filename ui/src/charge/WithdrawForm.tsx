import { CHARGE_ACCOUNT_PASSWORD_LENGTH, CHARGE_MESSAGES, type WithdrawView } from '@bet/core/charge';
import { wonText } from '../design-system/amount-labels.js';
import { ChargeAmountField } from './ChargeAmountField.js';
import { CHARGE_TEXTS } from './texts.js';
import { Field, Form, Inline, Input, Label } from '../design-system/form.styles.js';
import { AccountBox, Notice, SmallButton, SubmitButton } from './ChargeForm.styles.js';

const T = CHARGE_TEXTS.withdraw;

/** The intents the withdraw form sends (WithdrawViewModel has them all). */
export interface WithdrawFormActions {
  setAmount(text: string): void;
  addQuickAmount(amount: number): void;
  clearAmount(): void;
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
    <Form
      aria-label={T.title}
      onSubmit={(e) => {
        e.preventDefault();
        actions.submit();
      }}
    >
      {view.bankMaintenance && <Notice $tone="warning">{CHARGE_MESSAGES.bankMaintenance}</Notice>}
      <Field>
        <Label htmlFor="withdraw-emoney">{T.emoney}</Label>
        <Input id="withdraw-emoney" readOnly value={wonText(view.emoney)} />
      </Field>
      {view.account ? (
        <Field>
          <Label as="span">{T.account}</Label>
          <AccountBox data-testid="withdraw-account">
            {view.account.holder} {view.account.number}
          </AccountBox>
        </Field>
      ) : (
        <Field>
          <Label htmlFor="withdraw-password">{T.accountStep}</Label>
          <Inline>
            <Input
              id="withdraw-password"
              data-testid="withdraw-password"
              type="password"
              inputMode="numeric"
              maxLength={CHARGE_ACCOUNT_PASSWORD_LENGTH}
              autoComplete="off"
              aria-label={T.password}
              placeholder={T.passwordPlaceholder}
              value={view.passwordText}
              onChange={(e) => actions.setPassword(e.target.value)}
            />
            <SmallButton type="button" disabled={view.requestingAccount} onClick={() => actions.requestAccount()}>
              {view.requestingAccount ? T.requestingAccount : T.requestAccount}
            </SmallButton>
          </Inline>
        </Field>
      )}
      <ChargeAmountField
        id="withdraw-amount-input"
        testId="withdraw-amount"
        label={T.amount}
        placeholder={T.amountPlaceholder}
        amountText={view.amountText}
        quickAmounts={view.quickAmounts}
        onAmount={(text) => actions.setAmount(text)}
        onQuick={(amount) => actions.addQuickAmount(amount)}
        onClear={() => actions.clearAmount()}
      />
      <SubmitButton type="submit" data-testid="withdraw-submit" disabled={view.status !== 'editing'}>
        {view.status === 'submitting' ? (view.retryText ?? T.submitting) : T.submit}
      </SubmitButton>
    </Form>
  );
}
