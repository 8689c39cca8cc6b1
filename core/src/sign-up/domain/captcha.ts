import { ok } from '../../shared/domain/result.js';
import { requireValue, ruleFailure, type SignUpRuleResult } from './field-rule.js';
import { SIGN_UP_MESSAGES } from './sign-up.messages.js';

export const CAPTCHA_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const CAPTCHA_LENGTH = 4;

/**
 * A new anti-bot code of 4 characters from A-Z0-9. Randomness comes from the caller
 * (`randomInt(n)` returns a whole number in 0..n-1), so core stays deterministic in tests.
 */
export function generateCaptcha(randomInt: (maxExclusive: number) => number): string {
  let code = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i += 1) {
    const index = Math.abs(Math.trunc(randomInt(CAPTCHA_ALPHABET.length))) % CAPTCHA_ALPHABET.length;
    code += CAPTCHA_ALPHABET[index] ?? 'A';
  }
  return code;
}

/**
 * What the member typed for the shown picture, before it goes to the server (which alone knows the
 * code and decides, single use): required, and 4 of A-Z0-9 (case is ignored: the picture shows
 * capitals), else the spec's mismatch message at once. Returns the code in capitals.
 */
export function validateCaptchaEntry(input: string): SignUpRuleResult<string> {
  const required = requireValue(input);
  if (!required.ok) return required;
  const typed = input.trim().toUpperCase();
  const pattern = new RegExp(`^[${CAPTCHA_ALPHABET}]{${CAPTCHA_LENGTH}}$`);
  return pattern.test(typed) ? ok(typed) : ruleFailure('mismatch', SIGN_UP_MESSAGES.captchaMismatch);
}
