import {
  validateNicknameForCheck,
  validateUserId,
  validateAccountNumber,
  validatePhoneNumber,
  signUpPolicyOf,
  SIGN_UP_MESSAGES as SU,
} from '@bet/core/sign-up';
import type { PasswordHasher } from '../../auth/password.js';
import { pgErrorCode, PG_CODES, type Db } from '../../db/db.js';
import { SERVER_MESSAGES as M } from '../../http/messages.js';
import { done, refuse, type Outcome, type Refused } from '../../http/refusals.js';
import { redeemCaptcha } from '../../auth/login-captcha.js';
import { readSettings } from '../settings/site-settings.js';
import { checkJoinFields, type JoinBody } from './join-rules.js';
import { insertPendingMember, isMemberFieldTaken, membersHoldingAny, referralCodeOwner, type UniqueMemberField } from './member-store.js';

/** Unique indexes of `members` and the duplicate message each stands for (spec 8). */
const DUPLICATE_BY_INDEX: Record<string, string> = {
  members_user_id_key: SU.duplicateUserId,
  members_nickname_key: SU.duplicateNickname,
  members_phone_key: SU.duplicatePhoneNumber,
  members_account_key: SU.duplicateAccountNumber,
};

export type AvailabilityQuery = {
  userIdEquals?: string;
  nicknameEquals?: string;
  phoneNumberEquals?: string;
  bankAccountNumber?: string;
  accountNumberEquals?: string;
};

/**
 * Whether the one value asked about is free: core's rule for the field first (under the
 * operator's readings of the stored settings, as the join form applies them), then the members table.
 */
export async function checkAvailability(db: Db, q: AvailabilityQuery): Promise<Outcome<{ available: boolean; message: string }>> {
  const settings = await readSettings(db);
  const banned = settings.idNiknameBan;
  const policy = signUpPolicyOf(settings);
  let column: UniqueMemberField;
  let value: string;
  let rule;
  if (q.userIdEquals !== undefined) [column, value, rule] = ['user_id', q.userIdEquals, validateUserId(q.userIdEquals, policy, banned)];
  else if (q.nicknameEquals !== undefined)
    [column, value, rule] = ['nickname', q.nicknameEquals, validateNicknameForCheck(q.nicknameEquals, policy, banned)];
  else if (q.phoneNumberEquals !== undefined)
    [column, value, rule] = ['phone_number', q.phoneNumberEquals, validatePhoneNumber(q.phoneNumberEquals)];
  else {
    value = (q.bankAccountNumber ?? q.accountNumberEquals)!;
    [column, rule] = ['bank_account_number', validateAccountNumber(value)];
  }
  if (!rule.ok) return refuse('invalidValue', rule.error.message);
  const available = !(await isMemberFieldTaken(db, column, value));
  return done({ available, message: available ? SU.available(value) : SU.taken(value) });
}

/**
 * The 자동방지코드 the join form showed (GET /auth/captcha) answered right. Single use: the
 * challenge is spent by this check whatever its outcome, so a wrong answer cannot be retried.
 */
async function joinCaptchaSolved(db: Db, body: JoinBody, now: number): Promise<boolean> {
  const { captchaId, captchaCode } = body;
  if (captchaId === undefined || captchaCode === undefined) return false;
  return redeemCaptcha(db, { id: captchaId, code: captchaCode, now });
}

const duplicate = (message: string, field?: string) => refuse('duplicate', message, field === undefined ? undefined : { field });

/**
 * Sign-up (spec 3 and 5): open, core's field rules, a valid referral code (and its owner as
 * recommender), no duplicate; the member then awaits approval. The id, password and nickname
 * readings are the operator's (stored settings, core's `signUpPolicyOf`), and under it the server's
 * 자동방지코드 is checked first (single use). Returns the new id and the code.
 */
export async function joinMember(
  db: Db,
  hasher: PasswordHasher,
  body: JoinBody,
  args: { now: number },
): Promise<Outcome<{ id: number; code: string }>> {
  const settings = await readSettings(db);
  if (settings.joinStartEndFlg) return refuse('signUpClosed', SU.signUpClosed);
  const policy = signUpPolicyOf(settings);
  // First, so a script without a person to read the picture costs one statement and no hashing.
  if (policy.captchaRequired && !(await joinCaptchaSolved(db, body, args.now)))
    return refuse('captchaMismatch', SU.captchaMismatch, { field: 'captcha' });
  const bad = checkJoinFields(body, {
    policy,
    banned: settings.idNiknameBan,
    now: args.now,
    minimumAge: settings.signUpMinimumAge,
  });
  if (bad) return refuse('invalidField', bad.message, { field: bad.field });

  const code = (body.suggestionCode1 ?? body.suggestionCode2 ?? '').trim();
  if (!code) return refuse('referralRequired', SU.required, { field: 'suggestionCode1' });
  const owner = await referralCodeOwner(db, code);
  if (!owner) return refuse('invalidReferralCode', SU.invalidReferralCode);
  if (body.recommenderId !== null && body.recommenderId !== undefined && body.recommenderId !== owner.memberId) {
    return refuse('invalidRecommender', SU.invalidRecommender);
  }

  // Duplicates are caught cheaply before hashing; the unique indexes still decide under races.
  const simple = body.userType === 'T' && body.bankAccountNumber === '';
  const taken = await membersHoldingAny(db, { ...body, bankAccountNumber: simple ? null : body.bankAccountNumber });
  for (const row of taken) {
    if (row.user_id === body.userId) return duplicate(SU.duplicateUserId, 'userId');
    if (row.nickname === body.nickname) return duplicate(SU.duplicateNickname, 'nickname');
    if (row.phone_number === body.phoneNumber) return duplicate(SU.duplicatePhoneNumber, 'phoneNumber');
    return duplicate(SU.duplicateAccountNumber, 'bankAccountNumber');
  }
  const [passwordHash, pinHash] = [await hasher.hash(body.password), await hasher.hash(body.bankAccountPssword)];
  if (passwordHash === null || pinHash === null) return refuse('busy', M.busy);
  const profile = {
    carrierCode: body.carrierCode,
    birthDate: body.birthDate,
    sex: body.sex,
    province: body.province ?? null,
    city: body.city ?? null,
    flags: {
      phoneAuthenticationFlag: body.phoneAuthenticationFlag ?? 0,
      depositType: body.depositType ?? 0,
      boardPointFlag: body.boardPointFlag ?? 0,
      goldShopCoinFlag: body.goldShopCoinFlag ?? 0,
      messageReceiveFlag: body.messageReceiveFlag ?? 0,
      namedFlag: body.namedFlag ?? 0,
      suggestionType: body.suggestionType ?? 1,
      telegramSigninFlag: body.telegramSigninFlag ?? 0,
      managementType: body.managementType ?? 99,
      managementStatus: body.managementStatus ?? 99,
      casinoSignupFlag: body.casinoSignupFlag ?? 0,
    },
  };
  try {
    const id = await db.transaction((tx) =>
      insertPendingMember(tx, {
        userId: body.userId,
        nickname: body.nickname,
        passwordHash,
        pinHash,
        phoneNumber: body.phoneNumber,
        userType: body.userType,
        bankCode: simple ? null : body.bankCode,
        bankAccountNumber: simple ? null : body.bankAccountNumber,
        accountHolder: simple ? null : body.accountHolder,
        recommenderId: owner.memberId,
        suggestionCode: code,
        managementTarget1UserId: body.managementTarget1UserId ?? null,
        casinoUseFlag: body.casinoUseFlag ?? 1,
        slotUseFlag: body.slotUseFlag ?? 1,
        profile,
        at: new Date(args.now),
      }),
    );
    return done({ id, code });
  } catch (error) {
    const race = duplicateRace(error);
    if (race) return race;
    throw error;
  }
}

/** A concurrent sign-up took a unique value first: the duplicate refusal its index stands for. */
function duplicateRace(error: unknown): Refused<'duplicate'> | null {
  if (pgErrorCode(error) !== PG_CODES.uniqueViolation) return null;
  const constraint = (error as { constraint?: string }).constraint ?? '';
  return duplicate(DUPLICATE_BY_INDEX[constraint] ?? SU.joinFailed);
}
