/**
 * Auth (docs/api-conventions.md, not in the spec) and the member record of spec section 3 "User".
 *
 * POST /auth/login {userId, password, captchaId?, captchaCode?} -> MemberDto (sets the `sid` and
 *                                        `csrf` cookies); after repeated failures 400 `captchaRequired` /
 *                                        `captchaMismatch`, and a 404 says `captchaRequired` for the next try
 * GET  /auth/captcha                  -> { id, image }: a new anti-automation code (image: an SVG data URL)
 * POST /auth/logout                   -> any body (ignored)
 * GET  /auth/me                       -> MemberDto, or 200 `{ loggedIn: false }` for a guest (a visitor
 *                                        without a session is not an error: no 401 on the first visit)
 * GET  /member/{id}                   -> MemberDto (see ./member.ts)
 */
import type { MicroUsdt, Points, Won } from '../../shared/domain/money.js';
import { fail, ok } from '../../shared/domain/result.js';
import * as D from '../decode.js';
import { dateTextDecoder, flagDecoder, idDecoder, microUsdtDecoder, pointsDecoder, wonDecoder } from './common.js';

export interface LoginBodyDto {
  readonly userId: string;
  readonly password: string;
  /** The anti-automation code the server asked for (its challenge id and the typed text). */
  readonly captchaId?: string;
  readonly captchaCode?: string;
}

/** A server-issued anti-automation code: its id and its picture. */
export interface CaptchaChallengeDto {
  readonly id: string;
  /** Only ever an SVG data URL: it goes into an <img src>, never into markup. */
  readonly image: string;
}

const SVG_DATA_URL = /^data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+$/;

export const captchaChallengeDecoder: D.Decoder<CaptchaChallengeDto> = D.object({
  id: D.string,
  image: D.andThen(D.string, (image) => (SVG_DATA_URL.test(image) ? ok(image) : fail('an SVG data URL'))),
});

/**
 * The member as the client needs it. Field names are the spec's. Fields the spec leaves unnamed
 * get names here: the three management (partner) targets and contract percentages, which the
 * header's partner button and the hold'em agent code read.
 * Not included on purpose: `bankAccountPssword` (the deposit password is checked by the server,
 * POST /member/check-deposit-pw, and should never be sent to the browser).
 */
export interface MemberDto {
  readonly id: number;
  readonly userId: string;
  readonly nickname: string;
  readonly phoneNumber: string | null;
  /** The level (LV.n). */
  readonly role: number;
  readonly emoney: Won;
  /** USDT balance in micro-units. */
  readonly usdt: MicroUsdt;
  readonly point: Points;
  /** 0 member; 1 and 2 partner/recommender; 1 with role 10 and withdrawalType 0 is an admin. */
  readonly type: number;
  /** 'G' guest (exempt from maintenance); 'A' and 'T' seen at sign-up. */
  readonly userType: string;
  readonly banType: number;
  readonly withdrawalType: number;
  /** A charge request is pending. */
  readonly isChargeData: boolean;
  readonly updatedAt: string;
  readonly nowBettingAmount: Won;
  readonly casinoMoney: Won;
  readonly realpokerUid: string | null;
  readonly realpokerUseFlag: number;
  readonly revolutionUid: string | null;
  readonly revolutionUseFlag: number;
  readonly bankCode: number | null;
  readonly bankAccountNumber: string | null;
  readonly accountHolder: string | null;
  readonly privateAccount: string | null;
  readonly privateVirtualAccount: string | null;
  readonly privateAccountSelected: number | null;
  /** Saved USD withdrawal address. */
  readonly blockchainUrl: string | null;
  readonly managementTarget1UserId: string | null;
  readonly managementTarget2UserId: string | null;
  readonly managementTarget3UserId: string | null;
  /** Contract percentages of partner levels 1-3; any non-null one shows "partner management". */
  readonly managementLevel1Percent: number | null;
  readonly managementLevel2Percent: number | null;
  readonly managementLevel3Percent: number | null;
}

const nullableText = D.withDefault(D.nullable(D.string), null);
const nullableInt = D.withDefault(D.nullable(D.integer), null);
const nullableNumber = D.withDefault(D.nullable(D.number), null);

export const memberDtoDecoder: D.Decoder<MemberDto> = D.object({
  id: idDecoder,
  userId: D.string,
  nickname: D.string,
  phoneNumber: nullableText,
  role: D.integer,
  emoney: wonDecoder,
  usdt: microUsdtDecoder,
  point: pointsDecoder,
  type: D.integer,
  userType: D.string,
  banType: D.withDefault(D.integer, 0),
  withdrawalType: D.withDefault(D.integer, 0),
  isChargeData: D.withDefault(flagDecoder, false),
  updatedAt: dateTextDecoder,
  nowBettingAmount: D.withDefault(wonDecoder, 0 as Won),
  casinoMoney: D.withDefault(wonDecoder, 0 as Won),
  realpokerUid: nullableText,
  realpokerUseFlag: D.withDefault(D.integer, 0),
  revolutionUid: nullableText,
  revolutionUseFlag: D.withDefault(D.integer, 0),
  bankCode: nullableInt,
  bankAccountNumber: nullableText,
  accountHolder: nullableText,
  privateAccount: nullableText,
  privateVirtualAccount: nullableText,
  privateAccountSelected: nullableInt,
  blockchainUrl: nullableText,
  managementTarget1UserId: nullableText,
  managementTarget2UserId: nullableText,
  managementTarget3UserId: nullableText,
  managementLevel1Percent: nullableNumber,
  managementLevel2Percent: nullableNumber,
  managementLevel3Percent: nullableNumber,
});

/** GET /auth/me's answer for a visitor without a session. */
export interface GuestSessionDto {
  readonly loggedIn: false;
}

export const GUEST_SESSION: GuestSessionDto = { loggedIn: false };

/**
 * GET /auth/me: the member, or null for a guest (`{ loggedIn: false }`). A member record that
 * also says `loggedIn: true` decodes as the member.
 */
export const sessionCheckDecoder: D.Decoder<MemberDto | null> = D.union(
  // The member first: a broken member record reports its own field, not the guest's.
  memberDtoDecoder,
  D.map(D.object({ loggedIn: D.literal(false) }), () => null),
);
