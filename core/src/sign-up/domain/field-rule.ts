import { domainError, fail, ok, type DomainError, type Result } from '../../shared/domain/result.js';
import { SIGN_UP_MESSAGES } from './sign-up.messages.js';

export type SignUpErrorKind =
  | 'required'
  | 'containsSpace'
  | 'emoji'
  | 'banned'
  | 'format'
  | 'length'
  | 'mismatch'
  | 'outOfRange'
  | 'notChecked'
  | 'duplicate'
  | 'termsNotAgreed';

export type SignUpFieldError = DomainError<SignUpErrorKind>;

/** A field rule: the cleaned value when the rule passes, else the first broken rule's message. */
export type SignUpRuleResult<T> = Result<T, SignUpFieldError>;

export const ruleFailure = (kind: SignUpErrorKind, message: string): { ok: false; error: SignUpFieldError } =>
  fail(domainError(kind, message));

/** Spec 5: every field is required; a value of only spaces counts as empty. */
export function requireValue(value: string): SignUpRuleResult<string> {
  return value.trim() === '' ? ruleFailure('required', SIGN_UP_MESSAGES.required) : ok(value);
}

export const hasWhitespace = (value: string): boolean => /\s/u.test(value);

/** Pictographic emoji and flag letters (digits, '#' and '*' are not counted as emoji). */
export const hasEmoji = (value: string): boolean => /[\p{Extended_Pictographic}\p{Regional_Indicator}]/u.test(value);

/**
 * True when `value` contains one of the banned words (spec: the idNiknameBan setting),
 * ignoring case: banning "admin" also bans "Admin01".
 */
export function containsBannedWord(value: string, bannedWords: readonly string[]): boolean {
  const lower = value.toLowerCase();
  return bannedWords.some((word) => word.trim() !== '' && lower.includes(word.trim().toLowerCase()));
}

/** Number of characters as a member counts them (code points, so an emoji is one). */
export const charCount = (value: string): number => Array.from(value).length;
