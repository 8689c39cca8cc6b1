/**
 * Where the spec gives two readings of a sign-up rule, the reading in force is named here.
 * Defaults pick the reading that agrees with the availability check, because the join form
 * needs a passed check for id and nickname anyway.
 */
export interface SignUpPolicy {
  /**
   * Longest user id: 12 (the availability check's "6자이상,12자 이내", default) or 14 (the
   * form's 6-14). One limit serves both the form and the check so they never disagree.
   */
  readonly userIdMaxLength: 12 | 14;
  /** Longest password: 12 (default) or 255 (the other reading); the minimum is 4 in both. */
  readonly passwordMaxLength: 12 | 255;
  /**
   * 'koreanSyllables' (default): Korean only, 2-6 syllables, with the spec's exact message.
   * 'weightedLength': any non-space, non-emoji characters, length 4-16 where Korean counts 2.
   */
  readonly nicknameRule: 'koreanSyllables' | 'weightedLength';
  /**
   * Youngest allowed age, by birth year. 19 is Korea's age of majority (the spec's code used
   * 15, which would admit minors to a betting site); the sign-up settings may override it.
   */
  readonly minimumAge: number;
  /** False for the form variant that has no captcha. */
  readonly captchaRequired: boolean;
}

export const DEFAULT_SIGN_UP_POLICY: SignUpPolicy = {
  userIdMaxLength: 12,
  passwordMaxLength: 12,
  nicknameRule: 'koreanSyllables',
  minimumAge: 19,
  captchaRequired: true,
};

export const USER_ID_MIN_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 4;
/** Spec 5: the nickname availability check refuses more than 8 characters. */
export const NICKNAME_CHECK_MAX_LENGTH = 8;
export const BIRTH_YEAR_MIN = 1950;
export const ACCOUNT_NUMBER_MAX_LENGTH = 14;
export const ACCOUNT_HOLDER_MAX_LENGTH = 80;
export const BANK_CODE_MIN = 1;
export const BANK_CODE_MAX = 39;
