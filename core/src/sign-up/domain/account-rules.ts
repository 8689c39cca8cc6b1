import { ok } from '../../shared/domain/result.js';
import { charCount, containsBannedWord, hasEmoji, hasWhitespace, requireValue, ruleFailure, type SignUpRuleResult } from './field-rule.js';
import { NICKNAME_CHECK_MAX_LENGTH, PASSWORD_MIN_LENGTH, USER_ID_MIN_LENGTH, type SignUpPolicy } from './sign-up-policy.js';
import { SIGN_UP_MESSAGES } from './sign-up.messages.js';

type Policy<K extends keyof SignUpPolicy> = Pick<SignUpPolicy, K>;

/** User id: required, no spaces, not banned, ASCII letters and digits, 6 to the policy's max. */
export function validateUserId(
  value: string,
  policy: Policy<'userIdMaxLength'>,
  bannedWords: readonly string[] = [],
): SignUpRuleResult<string> {
  const required = requireValue(value);
  if (!required.ok) return required;
  if (hasWhitespace(value)) return ruleFailure('containsSpace', SIGN_UP_MESSAGES.userIdSpace);
  if (containsBannedWord(value, bannedWords)) return ruleFailure('banned', SIGN_UP_MESSAGES.bannedUserId);
  if (!/^[A-Za-z0-9]+$/.test(value)) return ruleFailure('format', SIGN_UP_MESSAGES.userIdCharacters);
  if (value.length < USER_ID_MIN_LENGTH || value.length > policy.userIdMaxLength) {
    return ruleFailure('length', SIGN_UP_MESSAGES.userIdLength(USER_ID_MIN_LENGTH, policy.userIdMaxLength));
  }
  return ok(value);
}

/** Password: required; letters, digits and !@#$%^*+=- only; 4 to the policy's max. */
export function validatePassword(value: string, policy: Policy<'passwordMaxLength'>): SignUpRuleResult<string> {
  const required = requireValue(value);
  if (!required.ok) return required;
  const pattern = /^[A-Za-z0-9!@#$%^*+=-]+$/;
  if (!pattern.test(value) || value.length < PASSWORD_MIN_LENGTH || value.length > policy.passwordMaxLength) {
    return ruleFailure('format', SIGN_UP_MESSAGES.passwordFormat(PASSWORD_MIN_LENGTH, policy.passwordMaxLength));
  }
  return ok(value);
}

/** Password confirmation: required and equal to the password. */
export function validatePasswordConfirm(password: string, confirm: string): SignUpRuleResult<string> {
  const required = requireValue(confirm);
  if (!required.ok) return required;
  return confirm === password ? ok(confirm) : ruleFailure('mismatch', SIGN_UP_MESSAGES.passwordMismatch);
}

const HANGUL = /[\u1100-\u11FF\u3131-\u318E\uAC00-\uD7A3]/u;

/** Weighted nickname length: a Korean character counts 2, any other character 1. */
export function nicknameWeight(value: string): number {
  return Array.from(value).reduce((sum, ch) => sum + (HANGUL.test(ch) ? 2 : 1), 0);
}

/** Nickname: required, no spaces, no emoji, not banned, then the policy's reading. */
export function validateNickname(
  value: string,
  policy: Policy<'nicknameRule'>,
  bannedWords: readonly string[] = [],
): SignUpRuleResult<string> {
  const required = requireValue(value);
  if (!required.ok) return required;
  if (hasWhitespace(value)) return ruleFailure('containsSpace', SIGN_UP_MESSAGES.nicknameSpace);
  if (hasEmoji(value)) return ruleFailure('emoji', SIGN_UP_MESSAGES.nicknameEmoji);
  if (containsBannedWord(value, bannedWords)) return ruleFailure('banned', SIGN_UP_MESSAGES.bannedNickname);
  if (policy.nicknameRule === 'koreanSyllables') {
    return /^[가-힣]{2,6}$/u.test(value) ? ok(value) : ruleFailure('format', SIGN_UP_MESSAGES.nicknameKorean);
  }
  const weight = nicknameWeight(value);
  return weight >= 4 && weight <= 16 ? ok(value) : ruleFailure('length', SIGN_UP_MESSAGES.nicknameWeighted);
}

/**
 * The nickname availability check: the form rule, then the spec's cap of 8 characters (which
 * only bites under the weighted reading, e.g. 9 to 16 Latin letters).
 */
export function validateNicknameForCheck(
  value: string,
  policy: Policy<'nicknameRule'>,
  bannedWords: readonly string[] = [],
): SignUpRuleResult<string> {
  const rule = validateNickname(value, policy, bannedWords);
  if (!rule.ok) return rule;
  if (charCount(value) > NICKNAME_CHECK_MAX_LENGTH) {
    return ruleFailure('length', SIGN_UP_MESSAGES.nicknameCheckLength(NICKNAME_CHECK_MAX_LENGTH));
  }
  return rule;
}
