import { useEffect, useState } from 'react';
import type { PartnerLoginView, PartnerLoginViewModel } from '@bet/core/partner-desk';
import { Button } from '../design-system/Button.js';
import { CaptchaImage, Field, FieldMessage, Form, Input, Label } from '../design-system/form.styles.js';
import { Card, Heading, Lead } from '../design-system/page.styles.js';
import { useViewOf } from '../design-system/use-view-of.js';
import { useShellNavigation } from '../shell/shell-services.js';
import { SiteLink } from '../shell/SiteLink.js';
import { LoginBox } from './PartnerLoginPage.styles.js';
import { PARTNER_TEXTS } from './texts.js';
import { submitHandler } from '../design-system/submit-handler.js';

const T = PARTNER_TEXTS.login;

export type PartnerLoginScreenModel = Pick<PartnerLoginViewModel, 'state$' | 'submit'>;

/** Pure: the partner login form; the refusal (Korean, the server's where spec 8 shows it) under it. */
export function PartnerLoginForm({
  view,
  onSubmit,
}: {
  readonly view: PartnerLoginView;
  readonly onSubmit: (id: string, pw: string, code: string) => void;
}) {
  const [userId, setUserId] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  return (
    <Form aria-label={T.title} onSubmit={submitHandler(() => onSubmit(userId, password, code))}>
      <Field>
        <Label htmlFor="partner-login-id">{T.userId}</Label>
        <Input id="partner-login-id" name="userId" autoComplete="username" value={userId} onChange={(e) => setUserId(e.target.value)} />
      </Field>
      <Field>
        <Label htmlFor="partner-login-password">{T.password}</Label>
        <Input
          id="partner-login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </Field>
      {view.captcha && (
        <Field>
          <Label htmlFor="partner-login-captcha">{T.captcha}</Label>
          <CaptchaImage src={view.captcha.image} alt={T.captcha} />
          <Input id="partner-login-captcha" name="captcha" value={code} onChange={(e) => setCode(e.target.value)} />
        </Field>
      )}
      {view.error && (
        <FieldMessage role="alert" $tone="error" data-testid="partner-login-error">
          {view.error}
        </FieldMessage>
      )}
      <Button type="submit" $block disabled={view.sending}>
        {view.sending ? T.sending : T.submit}
      </Button>
    </Form>
  );
}

/** /auth/login: the partner login; on success the area's first page. */
export function PartnerLoginPage({ viewModel }: { readonly viewModel: PartnerLoginScreenModel }) {
  const view = useViewOf(viewModel);
  const { navigate } = useShellNavigation();
  const destination = view?.destination ?? null;
  useEffect(() => {
    if (destination) navigate(destination);
  }, [destination, navigate]);
  if (!view) return null;
  return (
    <LoginBox data-testid="partner-login-page">
      <Card>
        <Heading>{T.title}</Heading>
        <Lead>{T.lead}</Lead>
        <PartnerLoginForm view={view} onSubmit={(id, pw, code) => viewModel.submit(id, pw, code)} />
        <SiteLink to="/">{T.mainSite}</SiteLink>
      </Card>
    </LoginBox>
  );
}
