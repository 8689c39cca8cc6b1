import { CHARGE_MESSAGES, type DepositView } from '@bet/core/charge';
import { ChargeFormFrame } from './ChargeFormFrame.js';
import { ChargeAmountField, type ChargeAmountActions } from './ChargeAmountField.js';
import { DepositAccountField } from './DepositAccountField.js';
import { DepositBonusField } from './DepositBonusField.js';
import { CHARGE_TEXTS } from './texts.js';
import { Notice, SubmitButton } from './ChargeForm.styles.js';

const T = CHARGE_TEXTS.deposit;

/** The intents the deposit form sends (DepositViewModel has them all). */
export interface DepositFormActions extends ChargeAmountActions {
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
    <ChargeFormFrame
      title={T.title}
      bankMaintenance={view.bankMaintenance}
      fact={{ id: 'deposit-name', label: T.depositName, value: view.depositName }}
      onSubmit={() => actions.submit()}
    >
      <ChargeAmountField form="deposit" amountText={view.amountText} quickAmounts={view.quickAmounts} actions={actions} />
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
    </ChargeFormFrame>
  );
}
