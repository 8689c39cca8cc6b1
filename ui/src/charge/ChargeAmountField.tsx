import { manLabel } from '../design-system/amount-labels.js';
import { CHARGE_TEXTS as T } from './texts.js';
import { AmountInput, Field, Inline, Label } from '../design-system/form.styles.js';
import { QuickRow, SmallButton } from './ChargeForm.styles.js';

/** The amount intents (the deposit and withdraw view models have them). */
export interface ChargeAmountActions {
  setAmount(text: string): void;
  addQuickAmount(amount: number): void;
  clearAmount(): void;
}

export interface ChargeAmountFieldProps {
  /** Which form: the input's id is `<form>-amount-input`, its test id `<form>-amount`. */
  readonly form: 'deposit' | 'withdraw';
  /** As core groups it: thousands separators while typing. */
  readonly amountText: string;
  readonly quickAmounts: readonly number[];
  readonly actions: ChargeAmountActions;
}

/** The amount input with its quick-add buttons (they add to what is typed) and a clear button. */
export function ChargeAmountField({ form, amountText, quickAmounts, actions }: ChargeAmountFieldProps) {
  const id = `${form}-amount-input`;
  return (
    <Field>
      <Label htmlFor={id}>{T[form].amount}</Label>
      <Inline>
        <AmountInput
          id={id}
          data-testid={`${form}-amount`}
          inputMode="numeric"
          autoComplete="off"
          placeholder={T[form].amountPlaceholder}
          value={amountText}
          onChange={(e) => actions.setAmount(e.target.value)}
        />
        <span>{T.won}</span>
      </Inline>
      <QuickRow>
        {quickAmounts.map((amount) => (
          <SmallButton key={amount} type="button" onClick={() => actions.addQuickAmount(amount)}>
            {manLabel(amount)}
          </SmallButton>
        ))}
        <SmallButton type="button" onClick={() => actions.clearAmount()}>
          {T.clearAmount}
        </SmallButton>
      </QuickRow>
    </Field>
  );
}
