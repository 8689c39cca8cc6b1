import type { BonusOption } from '@bet/core/charge';
import { CHARGE_TEXTS } from './texts.js';
import { Field, Label, Select } from '../design-system/form.styles.js';
import { RuleList } from './ChargeForm.styles.js';

const T = CHARGE_TEXTS.deposit;

export interface DepositBonusFieldProps {
  readonly options: readonly BonusOption[];
  readonly pointType: number;
  readonly selected: BonusOption;
  /** Site setting chargePointFlag: fixed to 3 ('포인트 받지 않음'). */
  readonly disabled: boolean;
  readonly onSelect: (pointType: number) => void;
}

/** The bonus (pointType) select with the rules of the chosen bonus under it. */
export function DepositBonusField({ options, pointType, selected, disabled, onSelect }: DepositBonusFieldProps) {
  return (
    <Field>
      <Label htmlFor="deposit-bonus">{T.bonus}</Label>
      <Select
        id="deposit-bonus"
        data-testid="deposit-bonus"
        value={pointType}
        disabled={disabled}
        onChange={(e) => onSelect(Number(e.target.value))}
      >
        {options.map((o) => (
          <option key={o.pointType} value={o.pointType}>
            {o.label}
          </option>
        ))}
      </Select>
      {selected.rules.length > 0 && (
        <RuleList data-testid="deposit-bonus-rules">
          {selected.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </RuleList>
      )}
    </Field>
  );
}
