import { CHARGE_TEXTS } from './texts.js';
import { AccountPasswordField } from './AccountPasswordField.js';
import { AccountBox } from './ChargeForm.styles.js';

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
    <AccountPasswordField
      form="deposit"
      label={T.accountCheck}
      buttonText={T.reveal}
      busyText={T.revealing}
      passwordText={passwordText}
      busy={revealing}
      onPassword={onPassword}
      onSend={onReveal}
    >
      {accountText !== null && (
        <AccountBox data-testid="deposit-account" aria-label={T.account}>
          {accountText}
        </AccountBox>
      )}
    </AccountPasswordField>
  );
}
