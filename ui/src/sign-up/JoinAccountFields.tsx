import type { SignUpAvailability, SignUpFieldErrors, SignUpFormValues, SignUpTextField } from '@bet/core/sign-up';
import { Button } from '../design-system/Button.js';
import { LabelField, FieldMessage, Input, Inline } from '../design-system/form.styles.js';
import { SIGN_UP_TEXTS } from './texts.js';

const T = SIGN_UP_TEXTS.join;

export interface JoinAccountFieldsProps {
  readonly values: SignUpFormValues;
  readonly errors: SignUpFieldErrors;
  readonly userIdCheck: SignUpAvailability;
  readonly nicknameCheck: SignUpAvailability;
  readonly onField: (field: SignUpTextField, value: string) => void;
  readonly onCheckUserId: () => void;
  readonly onCheckNickname: () => void;
}

/** The field's error, else the availability result (green when usable). */
function Message({ error, check }: { error?: string | undefined; check?: SignUpAvailability }) {
  if (error) return <FieldMessage role="alert">{error}</FieldMessage>;
  if (check?.message) return <FieldMessage $tone={check.isValid ? 'ok' : 'error'}>{check.message}</FieldMessage>;
  return null;
}

/** Id and nickname with their availability checks, password and its confirmation. */
export function JoinAccountFields(props: JoinAccountFieldsProps) {
  const { values, errors, userIdCheck, nicknameCheck, onField } = props;
  return (
    <>
      <LabelField>
        {T.userId}
        <Inline>
          <Input name="userId" autoComplete="username" value={values.userId} onChange={(e) => onField('userId', e.target.value)} />
          <Button type="button" $variant="secondary" disabled={userIdCheck.checking} onClick={props.onCheckUserId}>
            {userIdCheck.checking ? T.checking : T.check}
          </Button>
        </Inline>
        <Message error={errors.userId} check={userIdCheck} />
      </LabelField>
      <LabelField>
        {T.nickname}
        <Inline>
          <Input name="nickname" value={values.nickname} onChange={(e) => onField('nickname', e.target.value)} />
          <Button type="button" $variant="secondary" disabled={nicknameCheck.checking} onClick={props.onCheckNickname}>
            {nicknameCheck.checking ? T.checking : T.check}
          </Button>
        </Inline>
        <Message error={errors.nickname} check={nicknameCheck} />
      </LabelField>
      <LabelField>
        {T.password}
        <Input
          name="password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={(e) => onField('password', e.target.value)}
        />
        <Message error={errors.password} />
      </LabelField>
      <LabelField>
        {T.passwordConfirm}
        <Input
          name="passwordConfirm"
          type="password"
          autoComplete="new-password"
          value={values.passwordConfirm}
          onChange={(e) => onField('passwordConfirm', e.target.value)}
        />
        <Message error={errors.passwordConfirm} />
      </LabelField>
    </>
  );
}

export { Message as JoinFieldMessage };
