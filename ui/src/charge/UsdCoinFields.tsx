import { useId } from 'react';
import { isUsdNetwork, type UsdNetwork, type UsdToken } from '@bet/core/charge';
import { Field, Label, Select } from '../design-system/form.styles.js';
import { MONEY_TEXTS } from './money-texts.js';

/** The coin choice both USD dialogs start with: which network, then which token on it. */
export interface UsdCoinChoice {
  readonly networks: readonly UsdNetwork[];
  /** '' only on the withdrawal, which starts with no network chosen. */
  readonly network: UsdNetwork | '';
  readonly tokens: readonly UsdToken[];
  readonly token: UsdToken | '';
}

/** The intents of the coin choice (both USD view models have them). */
export interface UsdCoinActions {
  setNetwork(network: UsdNetwork): void;
  setToken(token: UsdToken): void;
}

export interface UsdCoinFieldsProps {
  readonly choice: UsdCoinChoice;
  /** `usd-deposit` or `usd-withdraw`: the fields' test ids are `<prefix>-network` and `<prefix>-token`. */
  readonly testIdPrefix: string;
  /** The withdrawal offers "choose" before the networks; the deposit always has one chosen (spec 2). */
  readonly networkChoosable: boolean;
  readonly actions: UsdCoinActions;
}

/** The network and token selects of the USD deposit and withdrawal forms. */
export function UsdCoinFields({ choice, testIdPrefix, networkChoosable, actions }: UsdCoinFieldsProps) {
  const ids = { network: useId(), token: useId() };
  return (
    <>
      <Field>
        <Label htmlFor={ids.network}>{MONEY_TEXTS.network}</Label>
        <Select
          id={ids.network}
          data-testid={`${testIdPrefix}-network`}
          value={choice.network}
          onChange={(e) => isUsdNetwork(e.target.value) && actions.setNetwork(e.target.value)}
        >
          {networkChoosable ? <option value="">{MONEY_TEXTS.choose}</option> : null}
          {choice.networks.map((n) => (
            <option key={n} value={n}>
              {MONEY_TEXTS.networks[n]}
            </option>
          ))}
        </Select>
      </Field>
      <Field>
        <Label htmlFor={ids.token}>{MONEY_TEXTS.token}</Label>
        <Select
          id={ids.token}
          data-testid={`${testIdPrefix}-token`}
          value={choice.token}
          onChange={(e) => e.target.value !== '' && actions.setToken(e.target.value as UsdToken)}
        >
          <option value="">{MONEY_TEXTS.choose}</option>
          {choice.tokens.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </Select>
      </Field>
    </>
  );
}
