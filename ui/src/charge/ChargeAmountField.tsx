import { manLabel } from '../design-system/amount-labels.js';
import { CHARGE_TEXTS as T } from './texts.js';
import { AmountInput, Field, Inline, Label } from '../design-system/form.styles.js';
import { QuickRow, SmallButton } from './ChargeForm.styles.js';

export interface ChargeAmountFieldProps {
  readonly id: string;
  readonly testId: string;
  readonly label: string;
  readonly placeholder: string;
  /** As core groups it: thousands separators while typing. */
  readonly amountText: string;
  readonly quickAmounts: readonly number[];
  readonly onAmount: (text: string) => void;
  readonly onQuick: (amount: number) => void;
  readonly onClear: () => void;
}

/** The amount input with its quick-add buttons (they add to what is typed) and a clear button. */
export function ChargeAmountField(p: ChargeAmountFieldProps) {
  return (
    <Field>
      <Label htmlFor={p.id}>{p.label}</Label>
      <Inline>
        <AmountInput
          id={p.id}
          data-testid={p.testId}
          inputMode="numeric"
          autoComplete="off"
          placeholder={p.placeholder}
          value={p.amountText}
          onChange={(e) => p.onAmount(e.target.value)}
        />
        <span>{T.won}</span>
      </Inline>
      <QuickRow>
        {p.quickAmounts.map((amount) => (
          <SmallButton key={amount} type="button" onClick={() => p.onQuick(amount)}>
            {manLabel(amount)}
          </SmallButton>
        ))}
        <SmallButton type="button" onClick={p.onClear}>
          {T.clearAmount}
        </SmallButton>
      </QuickRow>
    </Field>
  );
}
