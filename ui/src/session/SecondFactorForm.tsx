import { useState, type FormEvent } from 'react';
import type { SecondFactorStep } from '@bet/core/session';
import { Button } from '../design-system/Button.js';
import { Form, Input, LabelField, Note } from '../design-system/form.styles.js';
import { QrImage, SecretInput } from './SecondFactorForm.styles.js';
import { SESSION_TEXTS } from './texts.js';

const T = SESSION_TEXTS.secondFactor;

/** The title of the dialog while the step is shown. */
export const secondFactorTitle = (step: SecondFactorStep): string => (step.enrolment ? T.enrolTitle : T.title);

/** A base32 secret in groups of four (what authenticator apps show). */
const grouped = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1 ');

export interface SecondFactorFormProps {
  readonly step: SecondFactorStep;
  readonly pending: boolean;
  readonly onSubmit: (code: string) => void;
  /** Back to the password. */
  readonly onBack: () => void;
}

/**
 * The operator's second step (issue 11): while enrolling, the QR code of the otpauth:// address
 * and the secret as text; then the 6-digit code from the authenticator app.
 */
export function SecondFactorForm({ step, pending, onSubmit, onBack }: SecondFactorFormProps) {
  const [code, setCode] = useState('');
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    onSubmit(code);
  };
  const { enrolment } = step;
  return (
    <Form onSubmit={submit} noValidate>
      <Note>{enrolment ? T.enrolLead : T.lead}</Note>
      {enrolment ? (
        <>
          <QrImage src={enrolment.qrImage} alt={T.qrImage} width={180} height={180} />
          <LabelField>
            {T.secret}
            <SecretInput name="totpSecret" readOnly value={grouped(enrolment.secret)} />
          </LabelField>
          <Note>{T.secretNote}</Note>
        </>
      ) : null}
      <LabelField>
        {T.code}
        <Input
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder={T.codeHint}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
        />
      </LabelField>
      <Button type="submit" $block disabled={pending}>
        {pending ? T.submitting : T.submit}
      </Button>
      <Button type="button" $variant="secondary" $block onClick={onBack}>
        {T.back}
      </Button>
    </Form>
  );
}
