import type { FormEvent } from 'react';
import { CAPTCHA_LENGTH, type SignUpField, type SignUpFormStep, type SignUpFormValues } from '@bet/core/sign-up';
import type { SessionBank } from '@bet/core/session';
import { Button } from '../design-system/Button.js';
import { DialogFrame } from '../design-system/DialogFrame.js';
import { CaptchaImage, LabelField, Form, Input, Inline } from '../design-system/form.styles.js';
import { JoinAccountFields, JoinFieldMessage } from './JoinAccountFields.js';
import { CaptchaPending, Check, Grid, Wide } from './JoinDialog.styles.js';
import { JoinPersonalFields } from './JoinPersonalFields.js';
import { SIGN_UP_TEXTS } from './texts.js';

const T = SIGN_UP_TEXTS.join;

export interface JoinDialogProps {
  readonly step: SignUpFormStep;
  readonly banks: readonly SessionBank[];
  readonly onField: <K extends SignUpField>(field: K, value: SignUpFormValues[K]) => void;
  readonly onCheckUserId: () => void;
  readonly onCheckNickname: () => void;
  readonly onRefreshCaptcha: () => void;
  readonly onSubmit: () => void;
  readonly onClose: () => void;
}

/** Every sign-up field of spec 5 with the availability checks and the captcha. */
export function JoinDialog({ step, banks, onField, onCheckUserId, onCheckNickname, onRefreshCaptcha, onSubmit, onClose }: JoinDialogProps) {
  const { values, errors } = step;
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <DialogFrame title={step.variant === 'usdtSimple' ? T.usdtTitle : T.title} onClose={onClose} width={640}>
      <Form onSubmit={submit} noValidate>
        <Grid>
          <JoinAccountFields
            values={values}
            errors={errors}
            userIdCheck={step.userIdCheck}
            nicknameCheck={step.nicknameCheck}
            onField={onField}
            onCheckUserId={onCheckUserId}
            onCheckNickname={onCheckNickname}
          />
          <JoinPersonalFields values={values} errors={errors} banks={banks} variant={step.variant} onField={onField} />
          {step.captchaRequired ? (
            // A div, not a label: a label would name the refresh button (its first control).
            <LabelField as="div">
              {T.captcha}
              <Inline>
                {step.captcha ? (
                  <CaptchaImage src={step.captcha.image} alt={T.captchaImage} width={150} height={50} />
                ) : (
                  <CaptchaPending aria-busy="true" />
                )}
                <Button type="button" $variant="ghost" onClick={onRefreshCaptcha}>
                  {T.captchaRefresh}
                </Button>
              </Inline>
              <Input
                name="captcha"
                aria-label={T.captcha}
                autoComplete="off"
                autoCapitalize="characters"
                maxLength={CAPTCHA_LENGTH}
                placeholder={T.captchaHint}
                value={values.captcha}
                onChange={(e) => onField('captcha', e.target.value.toUpperCase())}
              />
              <JoinFieldMessage error={errors.captcha} />
            </LabelField>
          ) : null}
          <Wide>
            <Check>
              <input
                type="checkbox"
                name="adultTermsAgreed"
                checked={values.adultTermsAgreed}
                onChange={(e) => onField('adultTermsAgreed', e.target.checked)}
              />
              {T.adultTerms}
            </Check>
            <JoinFieldMessage error={errors.adultTermsAgreed} />
          </Wide>
        </Grid>
        <Button type="submit" $block disabled={step.submitting}>
          {step.submitting ? T.submitting : T.submit}
        </Button>
      </Form>
    </DialogFrame>
  );
}
