import { useState, type FormEvent } from 'react';
import { CAPTCHA_LENGTH } from '@bet/core/sign-up';
import type { LoginCaptcha } from '@bet/core/session';
import { Button } from '../design-system/Button.js';
import { DialogFrame } from '../design-system/DialogFrame.js';
import { CaptchaImage, LabelField, Form, Input, LinkRow, Inline, TextLink } from '../design-system/form.styles.js';
import { SESSION_TEXTS } from './texts.js';

const T = SESSION_TEXTS.loginDialog;

export interface LoginDialogProps {
  readonly pending: boolean;
  /** The anti-automation code the server asks for after repeated failures, or null. */
  readonly captcha: LoginCaptcha | null;
  readonly onRefreshCaptcha: () => void;
  readonly onLogin: (userId: string, password: string, captchaCode: string) => void;
  readonly onJoin: () => void;
  readonly onNonMemberInquiry: () => void;
  readonly onClose: () => void;
  readonly supportChannelUrl: string;
}

/**
 * User id, password with a show toggle, login, join, non-member inquiry and the support
 * channel, and the anti-automation code when the server asks for it. The typed values live
 * only while the dialog is open: every opening of login (or of join, which replaces it) starts
 * from empty fields (spec 4). A new picture clears the typed code.
 */
export function LoginDialog({
  pending,
  captcha,
  onRefreshCaptcha,
  onLogin,
  onJoin,
  onNonMemberInquiry,
  onClose,
  supportChannelUrl,
}: LoginDialogProps) {
  const [userId, setUserId] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [captchaCode, setCaptchaCode] = useState({ id: captcha?.id ?? null, text: '' });
  const typedCode = captchaCode.id === (captcha?.id ?? null) ? captchaCode.text : '';
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    onLogin(userId, password, typedCode);
  };
  return (
    <DialogFrame title={T.title} onClose={onClose}>
      <Form onSubmit={submit} noValidate>
        <LabelField>
          {T.userId}
          <Input name="userId" autoComplete="username" value={userId} onChange={(e) => setUserId(e.target.value)} />
        </LabelField>
        <LabelField>
          {T.password}
          <Inline>
            <Input
              name="password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <Button type="button" $variant="secondary" aria-pressed={showPassword} onClick={() => setShowPassword((s) => !s)}>
              {showPassword ? T.hidePassword : T.showPassword}
            </Button>
          </Inline>
        </LabelField>
        {captcha ? (
          // A div, not a label: a label would name the refresh button (its first control).
          <LabelField as="div">
            {T.captcha}
            <Inline>
              <CaptchaImage src={captcha.image} alt={T.captchaImage} width={150} height={50} />
              <Button type="button" $variant="secondary" onClick={onRefreshCaptcha}>
                {T.captchaRefresh}
              </Button>
            </Inline>
            <Input
              name="captchaCode"
              aria-label={T.captcha}
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={CAPTCHA_LENGTH}
              placeholder={T.captchaHint}
              value={typedCode}
              onChange={(e) => setCaptchaCode({ id: captcha.id, text: e.target.value })}
            />
          </LabelField>
        ) : null}
        <Button type="submit" $block disabled={pending}>
          {pending ? T.submitting : T.submit}
        </Button>
        <Inline>
          <Button type="button" $variant="secondary" $block onClick={onJoin}>
            {T.join}
          </Button>
          <Button type="button" $variant="secondary" $block onClick={onNonMemberInquiry}>
            {T.nonMemberInquiry}
          </Button>
        </Inline>
        <LinkRow>
          <TextLink href={supportChannelUrl} target="_blank" rel="noopener noreferrer">
            {T.supportChannel}
          </TextLink>
        </LinkRow>
      </Form>
    </DialogFrame>
  );
}
