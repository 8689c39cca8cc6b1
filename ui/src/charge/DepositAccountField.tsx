import { CHARGE_ACCOUNT_PASSWORD_LENGTH } from '@bet/core/charge';
import { CHARGE_TEXTS } from './texts.js';
import { Field, Inline, Input, Label } from '../design-system/form.styles.js';
import { AccountBox, SmallButton } from './ChargeForm.styles.js';

const T = CHARGE_TEXTS.deposit;

export interface DepositAccountFieldProps {
  readonly passwordText: string;
  readonly revealing: boolean;
  /** The site's account once the password was accepted (core also copies it). */
  readonly accountText: string | null;
  readonly onPassword: (text: string) => void;
  readonly onReveal: () => void;
}

/** The deposit account reveal: the member's 4-digit password, then the account to transfer to. */
export function DepositAccountField({ passwordText, revealing, accountText, onPassword, onReveal }: DepositAccountFieldProps) {
  return (
    <Field>
      <Label htmlFor="deposit-password">{T.accountCheck}</Label>
      <Inline>
        <Input
          id="deposit-password"
          data-testid="deposit-password"
          type="password"
          inputMode="numeric"
          maxLength={CHARGE_ACCOUNT_PASSWORD_LENGTH}
          autoComplete="off"
          aria-label={T.password}
          placeholder={T.passwordPlaceholder}
          value={passwordText}
          onChange={(e) => onPassword(e.target.value)}
        />
        <SmallButton type="button" disabled={revealing} onClick={onReveal}>
          {revealing ? T.revealing : T.reveal}
        </SmallButton>
      </Inline>
      {accountText !== null && (
        <AccountBox data-testid="deposit-account" aria-label={T.account}>
          {accountText}
        </AccountBox>
      )}
    </Field>
  );
}
