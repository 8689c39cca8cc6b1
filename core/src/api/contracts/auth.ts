/**
 * Auth (docs/api-conventions.md, not in the spec): one contract per call (both ends read these).
 *
 * POST /auth/login {userId, password, captchaId?, captchaCode?} -> MemberDto (sets the `sid` and
 *                                        `csrf` cookies); after repeated failures 400 `captchaRequired` /
 *                                        `captchaMismatch`, and a 404 says `captchaRequired` for the next try
                                       An operator's right password answers 401 `secondFactorRequired` with
 *                                        `secondFactor: { challenge, enrolment }` (see secondFactorStepWire)
 * POST /auth/second-factor {challenge, code} -> MemberDto (sets the cookies): the operator's TOTP code;
 *                                        401 `secondFactorWrong` / `secondFactorReplayed` / `secondFactorExpired`
 * GET  /auth/captcha                  -> { id, image }: a new anti-automation code (image: an SVG data URL)
 * POST /auth/logout                   -> { message } (ignored)
 * GET  /auth/me                       -> MemberDto, or 200 `{ loggedIn: false }` for a guest (a visitor
 *                                        without a session is not an error: no 401 on the first visit)
 * The member record itself: ./member.ts (`memberWire`).
 */
import { fail, ok } from '../../shared/domain/result.js';
import * as D from '../decode.js';
import * as W from '../contract/index.js';
import { boundedString, noticeAnswer } from './foundation-common.js';
import { memberWire, type MemberDto } from './member.js';

const loginBody = W.obj({
  userId: boundedString(64, 1),
  password: boundedString(255, 1),
  /** The anti-automation code the server asked for (its challenge id and the typed text). */
  captchaId: W.optional(boundedString(64)),
  captchaCode: W.optional(boundedString(16)),
});
export type LoginBodyDto = W.TypeOf<typeof loginBody>;

const SVG_DATA_URL = /^data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+$/;

/** Only ever an SVG data URL: it goes into an <img src>, never into markup. */
const svgDataUrl = W.wire(
  { type: 'string' },
  D.andThen(D.string, (image) => (SVG_DATA_URL.test(image) ? ok(image) : fail('an SVG data URL'))),
  (image: string) => image,
);

/** A server-issued anti-automation code: its id and its picture. */
export const captchaChallengeWire = W.obj({ id: W.string(), image: svgDataUrl });
export type CaptchaChallengeDto = W.TypeOf<typeof captchaChallengeWire>;

const guestWire = W.obj({ loggedIn: W.literal(false) });

/** GET /auth/me's answer for a visitor without a session. */
export type GuestSessionDto = W.WireOf<typeof guestWire>;
export const GUEST_SESSION: GuestSessionDto = { loggedIn: false };

/**
 * GET /auth/me: the member, or null for a guest (`{ loggedIn: false }`). A member record that
 * also says `loggedIn: true` decodes as the member.
 */
export const sessionCheckWire = W.oneOf<MemberDto | null, W.WireOf<typeof memberWire> | GuestSessionDto>(
  [memberWire, guestWire],
  // The member first: a broken member record reports its own field, not the guest's.
  D.union(
    memberWire,
    D.map(guestWire, () => null),
  ),
  (member) => (member === null ? GUEST_SESSION : memberWire.encode(member)),
);

/**
 * The `secondFactor` of the 401 an operator's right password answers (issue 11): the challenge
 * for POST /auth/second-factor, and while the operator has no confirmed secret its enrolment:
 * the base32 secret, the otpauth:// address and that address as a QR code (SVG data URL).
 */
export const secondFactorStepWire = W.obj({
  challenge: boundedString(64, 20),
  enrolment: W.nullable(W.obj({ secret: boundedString(64, 16), otpauthUri: boundedString(512, 10), qrImage: svgDataUrl })),
});
export type SecondFactorStepDto = W.TypeOf<typeof secondFactorStepWire>;

const secondFactorBody = W.obj({ challenge: boundedString(64, 20), code: boundedString(16, 1) });

export const loginCall = W.defineCall({ method: 'POST', path: '/auth/login', body: loginBody, response: memberWire });
export const secondFactorCall = W.defineCall({ method: 'POST', path: '/auth/second-factor', body: secondFactorBody, response: memberWire });
export const captchaCall = W.defineCall({ method: 'GET', path: '/auth/captcha', response: captchaChallengeWire });
export const logoutCall = W.defineCall({ method: 'POST', path: '/auth/logout', response: noticeAnswer });
export const sessionCheckCall = W.defineCall({ method: 'GET', path: '/auth/me', response: sessionCheckWire });
