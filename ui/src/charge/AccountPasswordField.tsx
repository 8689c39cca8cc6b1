import type { ReactNode } from 'react';
import { CHARGE_ACCOUNT_PASSWORD_LENGTH } from '@bet/core/charge';
import { Field, Inline, Input, Label } from '../design-system/form.styles.js';
import { SmallButton } from './ChargeForm.styles.js';
import { CHARGE_TEXTS } from './texts.js';

export interface AccountPasswordFieldProps {
  /** `deposit` or `withdraw`: the input's id and test id are `<form>-password`. */
  readonly form: 'deposit' | 'withdraw';
  readonly label: string;
  readonly buttonText: string;
  readonly busyText: string;
  readonly passwordText: string;
  readonly busy: boolean;
  readonly onPassword: (text: string) => void;
  readonly onSend: () => void;
  /** What the accepted password shows under the field (the deposit's account). */
  readonly children?: ReactNode;
}

/**
 * The member's 4-digit money password and its button: both the deposit (to see the site's account)
 * and the withdrawal (to request the member's account) ask for it the same way.
 */
export function AccountPasswordField(props: AccountPasswordFieldProps) {
  const id = `${props.form}-password`;
  return (
    <Field>
      <Label htmlFor={id}>{props.label}</Label>
      <Inline>
        <Input
          id={id}
          data-testid={id}
          type="password"
          inputMode="numeric"
          maxLength={CHARGE_ACCOUNT_PASSWORD_LENGTH}
          autoComplete="off"
          aria-label={CHARGE_TEXTS[props.form].password}
          placeholder={CHARGE_TEXTS[props.form].passwordPlaceholder}
          value={props.passwordText}
          onChange={(e) => props.onPassword(e.target.value)}
        />
        <SmallButton type="button" disabled={props.busy} onClick={props.onSend}>
          {props.busy ? props.busyText : props.buttonText}
        </SmallButton>
      </Inline>
      {props.children}
    </Field>
  );
}
