import type { FormEvent } from 'react';
import { Button } from '../design-system/Button.js';
import { DialogFrame } from '../design-system/DialogFrame.js';
import { LabelField, FieldMessage, Form, Input } from '../design-system/form.styles.js';
import { SIGN_UP_TEXTS } from './texts.js';

const T = SIGN_UP_TEXTS.referral;

export interface ReferralCodeDialogProps {
  readonly code: string;
  readonly placeholder: string;
  readonly error: string | null;
  readonly busy: boolean;
  readonly onChange: (code: string) => void;
  readonly onNext: () => void;
  readonly onClose: () => void;
}

/** First step of the join flow: the referral (join) code and Next. */
export function ReferralCodeDialog({ code, placeholder, error, busy, onChange, onNext, onClose }: ReferralCodeDialogProps) {
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    onNext();
  };
  return (
    <DialogFrame title={T.title} onClose={onClose} width={380}>
      <Form onSubmit={submit} noValidate>
        <LabelField>
          {T.label}
          <Input name="joinCode" value={code} placeholder={placeholder} onChange={(e) => onChange(e.target.value)} autoFocus />
          {error ? <FieldMessage role="alert">{error}</FieldMessage> : null}
        </LabelField>
        <Button type="submit" $block disabled={busy}>
          {busy ? T.busy : T.next}
        </Button>
      </Form>
    </DialogFrame>
  );
}
