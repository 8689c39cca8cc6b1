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

/**
 * The operator's choice of reading, as the site settings carry it (GET /settingSignUp and
 * GET /setting/user; the server reads the same stored settings). Every switch off = the default.
 */
export interface SignUpPolicySettings {
  /** User ids up to 14 characters (the form's 6-14) instead of 12. */
  readonly signUpUserIdMax14: boolean;
  /** Passwords up to 255 characters instead of 12. */
  readonly signUpPasswordMax255: boolean;
  /** Nicknames by weighted length (4-16, Korean counts 2) instead of 2-6 Korean syllables. */
  readonly signUpNicknameWeighted: boolean;
}

/**
 * The one mapping from the site settings to the sign-up readings, used by the join form, the
 * password change and the server, so both ends always apply the same reading. Age and captcha
 * are not settings of these switches and come from `base`.
 */
export function signUpPolicyOf(settings: SignUpPolicySettings, base: SignUpPolicy = DEFAULT_SIGN_UP_POLICY): SignUpPolicy {
  return {
    ...base,
    userIdMaxLength: settings.signUpUserIdMax14 ? 14 : 12,
    passwordMaxLength: settings.signUpPasswordMax255 ? 255 : 12,
    nicknameRule: settings.signUpNicknameWeighted ? 'weightedLength' : 'koreanSyllables',
  };
}
