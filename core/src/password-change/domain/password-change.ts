import { DEFAULT_SIGN_UP_POLICY, type SignUpPolicy } from '../../sign-up/domain/sign-up-policy.js';
import { validatePassword } from '../../sign-up/domain/account-rules.js';
import { domainError, fail, ok, type DomainError, type Result } from '../../shared/domain/result.js';
import { PASSWORD_CHANGE_MESSAGES } from './password-change.messages.js';

/**
 * The spec shows two password-change forms: one asks for the current password
 * (PUT member/change-password/{id} with userId, oldPassword, password), the other only for the
 * new one (POST /member/change-password with userId, newPassword). 'withCurrent' is the default:
 * it is the form a logged-in member sees in the my-info dialog.
 */
export type PasswordChangeVariant = 'withCurrent' | 'newOnly';
export const DEFAULT_PASSWORD_CHANGE_VARIANT: PasswordChangeVariant = 'withCurrent';

export interface PasswordChangeForm {
  readonly current: string;
  readonly next: string;
  readonly confirm: string;
}

export type PasswordChangeRequest =
  | {
      readonly variant: 'withCurrent';
      readonly memberId: number;
      readonly body: { readonly userId: string; readonly oldPassword: string; readonly password: string };
    }
  | { readonly variant: 'newOnly'; readonly body: { readonly userId: string; readonly newPassword: string } };

export type PasswordChangeErrorKind = 'incomplete' | 'mismatch' | 'format';

/**
 * Checks the form in the spec's order: the 'withCurrent' variant needs all three fields
 * ('비밀번호를 확인해주세요.'), then new and confirmation must match, then the new password must
 * follow the sign-up password rule (same policy, so a password accepted at sign-up is accepted here).
 */
export function validatePasswordChange(
  form: PasswordChangeForm,
  member: { readonly id: number; readonly userId: string },
  variant: PasswordChangeVariant = DEFAULT_PASSWORD_CHANGE_VARIANT,
  policy: Pick<SignUpPolicy, 'passwordMaxLength'> = DEFAULT_SIGN_UP_POLICY,
): Result<PasswordChangeRequest, DomainError<PasswordChangeErrorKind>> {
  if (variant === 'withCurrent' && [form.current, form.next, form.confirm].some((v) => v.trim() === '')) {
    return fail(domainError('incomplete', PASSWORD_CHANGE_MESSAGES.incomplete));
  }
  if (form.next !== form.confirm) return fail(domainError('mismatch', PASSWORD_CHANGE_MESSAGES.mismatch));
  const rule = validatePassword(form.next, policy);
  if (!rule.ok) return fail(domainError('format', rule.error.message));
  return ok(
    variant === 'withCurrent'
      ? { variant, memberId: member.id, body: { userId: member.userId, oldPassword: form.current, password: form.next } }
      : { variant, body: { userId: member.userId, newPassword: form.next } },
  );
}
