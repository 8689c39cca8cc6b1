/**
 * The member record of spec section 3 "User" and the member calls of spec section 7
 * "Auth/user": one contract per call (both ends read these).
 *
 * GET  /member/{id}                       -> MemberDto
 * PUT  /member/change-password/{id}       {userId, oldPassword, password} -> { message } (ignored)
 * POST /member/change-password            {userId, newPassword}            -> { message } (ignored)
 * POST /member/check-deposit-pw           (./charge.ts: the charge screens call it)
 * GET  /member/check?userIdEquals|nicknameEquals|phoneNumberEquals|bankAccountNumber|accountNumberEquals
 *                                          -> { available: boolean, message }
 * POST /member/join                       JoinBodyDto -> { id, message }
 * GET  /suggestioncode?codeEquals=...     -> SuggestionCodeDto (404 when the code is unknown)
 */
import { won } from '../../shared/domain/money.js';
import { JOIN_PAYLOAD_DEFAULTS } from '../../sign-up/domain/join-payload.js';
import * as W from '../contract/index.js';
import { withSchema } from './common.js';
import {
  answerMicroUsdt,
  answerPoints,
  answerWon,
  boundedString,
  idWithNoticeWire,
  noticeAnswer,
  nullableText,
} from './foundation-common.js';

const nullableInt = () => W.withDefault(W.nullable(W.int()), null);
const nullableNumber = () => W.withDefault(W.nullable(W.number()), null);

/**
 * The member as the server sends it and the client reads it: the one declaration of its fields
 * (the session's `SessionUser` is derived from it). Field names are the spec's. Fields the spec
 * leaves unnamed get names here: the three management (partner) targets and contract
 * percentages, which the header's partner button and the hold'em agent code read.
 * Not included on purpose: `bankAccountPssword` (the deposit password is checked by the server,
 * POST /member/check-deposit-pw, and is never sent to the browser).
 */
export const memberWire = W.obj({
  id: W.idOrZero(),
  userId: W.string(),
  nickname: W.string(),
  phoneNumber: nullableText(),
  /** The level (LV.n). */
  role: W.int(),
  emoney: answerWon(),
  /** USDT balance in micro-units. */
  usdt: answerMicroUsdt(),
  point: answerPoints(),
  /** 0 member; 1 and 2 partner/recommender; 1 with role 10 and withdrawalType 0 is an admin. */
  type: W.int(),
  /** 'G' guest (exempt from maintenance); 'A' and 'T' seen at sign-up. */
  userType: W.string(),
  banType: W.withDefault(W.int(), 0),
  withdrawalType: W.withDefault(W.int(), 0),
  /** A charge request is pending. */
  isChargeData: W.withDefault(W.flag(), false),
  /** Server timestamp text, sent back with point conversions (optimistic concurrency). */
  updatedAt: W.dateText(),
  nowBettingAmount: W.withDefault(answerWon(), won(0)),
  /**
   * Ours (issue 11): changes whenever the operator changes the limits of the member's level or a live-bet delay, so an
   * open slip reloads them at the next session poll. Opaque: only compared.
   */
  bettingLimitsKey: W.optional(W.string()),
  casinoMoney: W.withDefault(answerWon(), won(0)),
  realpokerUid: nullableText(),
  realpokerUseFlag: W.withDefault(W.int(), 0),
  revolutionUid: nullableText(),
  revolutionUseFlag: W.withDefault(W.int(), 0),
  bankCode: nullableInt(),
  bankAccountNumber: nullableText(),
  accountHolder: nullableText(),
  privateAccount: nullableText(),
  privateVirtualAccount: nullableText(),
  privateAccountSelected: nullableInt(),
  /** Saved USD withdrawal address. */
  blockchainUrl: nullableText(),
  /** Upline partners by level (the revolution game link uses the first non-null one). */
  managementTarget1UserId: nullableText(),
  managementTarget2UserId: nullableText(),
  managementTarget3UserId: nullableText(),
  /** Contract percentages of partner levels 1-3; any non-null one shows "partner management". */
  managementLevel1Percent: nullableNumber(),
  managementLevel2Percent: nullableNumber(),
  managementLevel3Percent: nullableNumber(),
});
export type MemberDto = W.TypeOf<typeof memberWire>;
/** The member as the server writes it (its store builds exactly this). */
export type MemberWireDto = W.WireOf<typeof memberWire>;

const memberIdParam = W.obj({ id: W.id() });
const password = boundedString(255);

const changePasswordBody = W.obj({ userId: W.text(64), oldPassword: password, password });
export type ChangePasswordBodyDto = W.TypeOf<typeof changePasswordBody>;

/** The other variant of spec section 3: no current password. */
const resetPasswordBody = W.obj({ userId: W.text(64), newPassword: password });
export type ResetPasswordBodyDto = W.TypeOf<typeof resetPasswordBody>;

/** Exactly one key per availability check (the server refuses none or two). */
const memberCheckQuery = withSchema(
  W.obj({
    userIdEquals: W.optional(W.text(64)),
    nicknameEquals: W.optional(W.text(32)),
    phoneNumberEquals: W.optional(W.text(20)),
    bankAccountNumber: W.optional(W.text(20)),
    accountNumberEquals: W.optional(W.text(20)),
  }),
  { minProperties: 1, maxProperties: 1 },
);
type OneKey<T> = { [K in keyof T]-?: { readonly [P in K]: Exclude<T[P], undefined> } }[keyof T];
export type MemberCheckQuery = OneKey<W.TypeOf<typeof memberCheckQuery>>;

/** `message` is the server's Korean text for the field (taken, banned word, free). */
export const availabilityWire = W.obj({ available: W.flag(), message: W.optional(W.string()) });
export type AvailabilityDto = W.TypeOf<typeof availabilityWire>;

const flag99 = () => W.optional(W.int(0, 99));
const shortText = (max: number) => W.optional(W.nullable(W.text(max)));

/** Sign-up payload of spec section 3 "Join payload"; fields with a spec default may be left out. */
const joinBody = W.obj({
  userId: W.text(64),
  password: boundedString(255),
  nickname: W.text(32),
  phoneNumber: W.text(20),
  managementTarget1UserId: shortText(64),
  /** Deposit/withdrawal password, exactly 4 digits (the sign-up rules check the digits). */
  bankAccountPssword: W.text(8),
  accountHolder: W.text(80),
  bankAccountNumber: W.text(20),
  bankCode: W.int(0, 99),
  phoneAuthenticationFlag: flag99(),
  type: W.optional(W.int(0, 0)),
  /** 'A' normally, 'T' in the USD-only simple sign-up. */
  userType: W.literal('A', 'T'),
  suggestionCode1: shortText(32),
  suggestionCode2: shortText(32),
  /** The referrer's numeric member id found by the suggestion-code lookup. */
  recommenderId: W.optional(W.nullable(W.id())),
  depositType: flag99(),
  boardPointFlag: flag99(),
  goldShopCoinFlag: flag99(),
  messageReceiveFlag: flag99(),
  namedFlag: flag99(),
  suggestionType: flag99(),
  telegramSigninFlag: flag99(),
  withdrawalType: W.optional(W.int(0, 0)),
  withdrawalDate: shortText(30),
  banType: W.optional(W.int(0, 0)),
  banDate: shortText(30),
  managementType: flag99(),
  managementStatus: flag99(),
  casinoSignupFlag: flag99(),
  casinoUseFlag: flag99(),
  slotUseFlag: flag99(),
  /** 1 SK, 2 KT, 3 LG, 4 SK budget, 5 KT budget, 6 LG budget. */
  carrierCode: W.int(0, 9),
  /** YYYYMMDD. */
  birthDate: W.text(8),
  province: shortText(40),
  city: shortText(40),
  /** 0 male, 1 female. */
  sex: W.int(0, 1),
  /**
   * Ours (issue 27): the 자동방지코드 challenge the form showed (GET /auth/captcha) and the code
   * typed for it; the server checks them, single use, before anything else.
   */
  captchaId: W.optional(boundedString(64)),
  captchaCode: W.optional(boundedString(16)),
});
export type JoinBodyDto = W.TypeOf<typeof joinBody>;
/** The join payload as the server reads it. */
export type JoinBodyWire = W.WireOf<typeof joinBody>;

/** The spec's defaults of the join payload: one copy, owned by the sign-up rules. */
export const JOIN_DEFAULTS = JOIN_PAYLOAD_DEFAULTS satisfies Partial<JoinBodyDto>;

/** What a sign-up form must supply; every defaulted field may be overridden. */
export type JoinInput = Omit<JoinBodyDto, keyof typeof JOIN_DEFAULTS> & Partial<Pick<JoinBodyDto, keyof typeof JOIN_DEFAULTS>>;

export const encodeJoin = (input: JoinInput): JoinBodyDto => ({ ...JOIN_DEFAULTS, ...input });

/** Referral code lookup: `type` 0 means the code is "code 1", else "code 2"; `memberId` is the referrer. */
export const suggestionCodeWire = W.obj({ type: W.int(), memberId: W.idOrZero() });
export type SuggestionCodeDto = W.TypeOf<typeof suggestionCodeWire>;

export const memberGetCall = W.defineCall({ method: 'GET', path: '/member/:id', params: memberIdParam, response: memberWire });

export const changePasswordCall = W.defineCall({
  method: 'PUT',
  path: '/member/change-password/:id',
  params: memberIdParam,
  body: changePasswordBody,
  response: noticeAnswer,
});

export const resetPasswordCall = W.defineCall({
  method: 'POST',
  path: '/member/change-password',
  body: resetPasswordBody,
  response: noticeAnswer,
});

export const memberCheckCall = W.defineCall({ method: 'GET', path: '/member/check', query: memberCheckQuery, response: availabilityWire });

/** Answers the new member's id (and a notice the client does not show). */
export const joinCall = W.defineCall({
  method: 'POST',
  path: '/member/join',
  body: joinBody,
  response: idWithNoticeWire,
});

export const suggestionCodeCall = W.defineCall({
  method: 'GET',
  path: '/suggestioncode',
  query: W.obj({ codeEquals: W.text(32, 1) }),
  response: suggestionCodeWire,
});
