import { CHARGE_MESSAGES, type DepositView } from '@bet/core/charge';
import { ChargeAmountField } from './ChargeAmountField.js';
import { DepositAccountField } from './DepositAccountField.js';
import { DepositBonusField } from './DepositBonusField.js';
import { CHARGE_TEXTS } from './texts.js';
import { Field, Form, Input, Label } from '../design-system/form.styles.js';
import { Notice, SubmitButton } from './ChargeForm.styles.js';

const T = CHARGE_TEXTS.deposit;

/** The intents the deposit form sends (DepositViewModel has them all). */
export interface DepositFormActions {
  setAmount(text: string): void;
  addQuickAmount(amount: number): void;
  clearAmount(): void;
  selectBonus(pointType: number): void;
  setPassword(text: string): void;
  revealAccount(): void;
  submit(): void;
}

export interface DepositFormProps {
  readonly view: DepositView;
  readonly actions: DepositFormActions;
}

/**
 * The deposit request form: depositor name, amount with quick amounts, bonus choice, account
 * reveal, and the submit button, which a pending request replaces with its notice.
 */
export function DepositForm({ view, actions }: DepositFormProps) {
  const pending = view.status === 'pending-request';
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
        <Label htmlFor="deposit-name">{T.depositName}</Label>
        <Input id="deposit-name" readOnly value={view.depositName} />
      </Field>
      <ChargeAmountField
        id="deposit-amount-input"
        testId="deposit-amount"
        label={T.amount}
        placeholder={T.amountPlaceholder}
        amountText={view.amountText}
        quickAmounts={view.quickAmounts}
        onAmount={(text) => actions.setAmount(text)}
        onQuick={(amount) => actions.addQuickAmount(amount)}
        onClear={() => actions.clearAmount()}
      />
      <DepositBonusField
        options={view.bonusOptions}
        pointType={view.pointType}
        selected={view.selectedBonus}
        disabled={view.bonusSelectDisabled}
        onSelect={(pointType) => actions.selectBonus(pointType)}
      />
      <DepositAccountField
        passwordText={view.passwordText}
        revealing={view.revealingAccount}
        accountText={view.accountText}
        onPassword={(text) => actions.setPassword(text)}
        onReveal={() => actions.revealAccount()}
      />
      {pending ? (
        <Notice role="status" data-testid="deposit-pending">
          {view.pendingNotice ?? CHARGE_MESSAGES.depositPending}
        </Notice>
      ) : (
        <SubmitButton type="submit" data-testid="deposit-submit" disabled={view.status !== 'editing'}>
          {view.status === 'submitting' ? (view.retryText ?? T.submitting) : T.submit}
        </SubmitButton>
      )}
    </Form>
  );
}
