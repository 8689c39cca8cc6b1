import { ok } from '../../shared/domain/result.js';
import { requireValue, ruleFailure, type SignUpRuleResult } from './field-rule.js';
import { SIGN_UP_MESSAGES } from './sign-up.messages.js';

/** What GET /suggestioncode?codeEquals answers for a known code (spec 3, Suggestion code). */
export interface SuggestionCodeOwner {
  /** 0 means the code fills suggestionCode1, anything else suggestionCode2. */
  readonly type: number;
  /** The referrer's member id; null when the code names no member. */
  readonly memberId: number | null;
}

/** A checked referral: the code in its slot and the referrer, carried into the join payload. */
export interface SignUpReferral {
  readonly code: string;
  readonly suggestionCode1: string | null;
  readonly suggestionCode2: string | null;
  readonly recommenderId: number;
}

/** The referral step's own check before any lookup: the code is required. */
export function validateReferralCode(code: string): SignUpRuleResult<string> {
  const required = requireValue(code);
  return required.ok ? ok(code.trim()) : required;
}

/** Turns a lookup answer into a referral: unknown code, or a code with no member, fail. */
export function referralFromLookup(code: string, owner: SuggestionCodeOwner | null): SignUpRuleResult<SignUpReferral> {
  if (owner === null) return ruleFailure('format', SIGN_UP_MESSAGES.invalidReferralCode);
  if (owner.memberId === null) return ruleFailure('format', SIGN_UP_MESSAGES.invalidRecommender);
  const first = owner.type === 0;
  return ok({
    code,
    suggestionCode1: first ? code : null,
    suggestionCode2: first ? null : code,
    recommenderId: owner.memberId,
  });
}
