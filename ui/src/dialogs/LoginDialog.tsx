import { useState, type FormEvent } from 'react';
import { Button } from '../shared/Button.js';
import { DialogFrame } from './DialogFrame.js';
import { Field, Form, Input, LinkRow, Row, TextLink } from './form.styles.js';
import { DIALOG_TEXTS } from './texts.js';

const T = DIALOG_TEXTS.login;

export interface LoginDialogProps {
  readonly pending: boolean;
  readonly onLogin: (userId: string, password: string) => void;
  readonly onJoin: () => void;
  readonly onNonMemberInquiry: () => void;
  readonly onClose: () => void;
  readonly supportChannelUrl: string;
}

/**
 * User id, password with a show toggle, login, join, non-member inquiry and the support
 * channel. The typed id and password live only while the dialog is open: every opening of
 * login (or of join, which replaces it) starts from empty fields (spec 4).
 */
export function LoginDialog({ pending, onLogin, onJoin, onNonMemberInquiry, onClose, supportChannelUrl }: LoginDialogProps) {
  const [userId, setUserId] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    onLogin(userId, password);
  };
  return (
    <DialogFrame title={T.title} onClose={onClose}>
      <Form onSubmit={submit} noValidate>
        <Field>
          {T.userId}
          <Input name="userId" autoComplete="username" value={userId} onChange={(e) => setUserId(e.target.value)} />
        </Field>
        <Field>
          {T.password}
          <Row>
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
          </Row>
        </Field>
        <Button type="submit" $block disabled={pending}>
          {pending ? T.submitting : T.submit}
        </Button>
        <Row>
          <Button type="button" $variant="secondary" $block onClick={onJoin}>
            {T.join}
          </Button>
          <Button type="button" $variant="secondary" $block onClick={onNonMemberInquiry}>
            {T.nonMemberInquiry}
          </Button>
        </Row>
        <LinkRow>
          <TextLink href={supportChannelUrl} target="_blank" rel="noopener noreferrer">
            {T.supportChannel}
          </TextLink>
        </LinkRow>
      </Form>
    </DialogFrame>
  );
}
