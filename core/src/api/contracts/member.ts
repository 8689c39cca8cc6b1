/**
 * Member calls of spec section 7 "Auth/user".
 *
 * GET  /member/{id}                       -> MemberDto (./auth.ts)
 * PUT  /member/change-password/{id}       {userId, oldPassword, password} -> ignored body
 * POST /member/change-password            {userId, newPassword}            -> ignored body
 * GET  /member/check?userIdEquals|nicknameEquals|phoneNumberEquals|bankAccountNumber|accountNumberEquals
 *                                          -> { available: boolean }
 * POST /member/join                       JoinBodyDto -> { id }
 * GET  /suggestioncode?codeEquals=...     -> SuggestionCodeDto (404 when the code is unknown)
 */
import * as D from '../decode.js';
import { JOIN_PAYLOAD_DEFAULTS } from '../../sign-up/domain/join-payload.js';
import { flagDecoder, idDecoder } from './common.js';

export interface ChangePasswordBodyDto {
  readonly userId: string;
  readonly oldPassword: string;
  readonly password: string;
}

/** The other variant of spec section 3: no current password. */
export interface ResetPasswordBodyDto {
  readonly userId: string;
  readonly newPassword: string;
}

/** Exactly one key per availability check. */
export type MemberCheckQuery =
  | { readonly userIdEquals: string }
  | { readonly nicknameEquals: string }
  | { readonly phoneNumberEquals: string }
  | { readonly bankAccountNumber: string }
  | { readonly accountNumberEquals: string };

export interface AvailabilityDto {
  readonly available: boolean;
}
export const availabilityDtoDecoder: D.Decoder<AvailabilityDto> = D.object({ available: flagDecoder });

/** Sign-up payload of spec section 3 "Join payload". */
export interface JoinBodyDto {
  readonly userId: string;
  readonly password: string;
  readonly nickname: string;
  readonly phoneNumber: string;
  readonly managementTarget1UserId: string | null;
  /** Deposit/withdrawal password, exactly 4 digits. */
  readonly bankAccountPssword: string;
  readonly accountHolder: string;
  readonly bankAccountNumber: string;
  readonly bankCode: number;
  readonly phoneAuthenticationFlag: number;
  readonly type: number;
  /** 'A' normally, 'T' in the USD-only simple sign-up. */
  readonly userType: 'A' | 'T';
  readonly suggestionCode1: string | null;
  readonly suggestionCode2: string | null;
  /** The referrer's numeric member id found by the suggestion-code lookup. */
  readonly recommenderId: number | null;
  readonly depositType: number;
  readonly boardPointFlag: number;
  readonly goldShopCoinFlag: number;
  readonly messageReceiveFlag: number;
  readonly namedFlag: number;
  readonly suggestionType: number;
  readonly telegramSigninFlag: number;
  readonly withdrawalType: number;
  readonly withdrawalDate: string | null;
  readonly banType: number;
  readonly banDate: string | null;
  readonly managementType: number;
  readonly managementStatus: number;
  readonly casinoSignupFlag: number;
  readonly casinoUseFlag: number;
  readonly slotUseFlag: number;
  /** 1 SK, 2 KT, 3 LG, 4 SK budget, 5 KT budget, 6 LG budget. */
  readonly carrierCode: number;
  /** YYYYMMDD. */
  readonly birthDate: string;
  readonly province: string | null;
  readonly city: string | null;
  /** 0 male, 1 female. */
  readonly sex: 0 | 1;
}

/** The spec's defaults of the join payload: one copy, owned by the sign-up rules. */
export const JOIN_DEFAULTS = JOIN_PAYLOAD_DEFAULTS satisfies Partial<JoinBodyDto>;

/** What a sign-up form must supply; every defaulted field may be overridden. */
export type JoinInput = Omit<JoinBodyDto, keyof typeof JOIN_DEFAULTS> & Partial<Pick<JoinBodyDto, keyof typeof JOIN_DEFAULTS>>;

export const encodeJoin = (input: JoinInput): JoinBodyDto => ({ ...JOIN_DEFAULTS, ...input });

/** Referral code lookup: `type` 0 means the code is "code 1", else "code 2"; `memberId` is the referrer. */
export interface SuggestionCodeDto {
  readonly type: number;
  readonly memberId: number;
}
export const suggestionCodeDtoDecoder: D.Decoder<SuggestionCodeDto> = D.object({ type: D.integer, memberId: idDecoder });
