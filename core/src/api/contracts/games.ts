/**
 * Real-poker and hold'em (revolution) accounts and links of spec section 7 "Games": one contract
 * per call (both ends read these).
 *
 * GET /realpoker/user/create?userId&nickname     -> { code, message? } (1 = created)
 * GET /realpoker/game/link?userId                -> link text ("..." or { url })
 * GET /revolution/user/create                    -> { code, message? } (the member comes from the session)
 * GET /revolution/game/link?userId[&agentCode]   -> link text ("..." or { url })
 */
import { fail, ok } from '../../shared/domain/result.js';
import * as D from '../decode.js';
import * as W from '../contract/index.js';
import { textOrField } from './foundation-common.js';

export const GAME_ACCOUNT_CREATED = 1;

/** An integer, or its digits as text (read as the number). */
const integerOrDigits = W.oneOf<number, number | string>(
  [W.int(), W.string()],
  D.union(
    D.integer,
    D.andThen(D.string, (s) => (/^-?\d{1,15}$/.test(s) ? ok(Number(s)) : fail('integer text'))),
  ),
  (n) => n,
);

export const gameAccountWire = W.obj({
  /** 1 success; anything else: 'unknown error occurred, contact the administrator'. */
  code: integerOrDigits,
  /** The server's text beside the code (the client shows its own). */
  message: W.optional(W.string()),
});
export type GameAccountDto = W.TypeOf<typeof gameAccountWire>;

const link = textOrField('url');

export const createRealpokerUserCall = W.defineCall({
  method: 'GET',
  path: '/realpoker/user/create',
  query: W.obj({ userId: W.optional(W.text(64)), nickname: W.optional(W.text(32)) }),
  response: gameAccountWire,
});

export const realpokerLinkCall = W.defineCall({
  method: 'GET',
  path: '/realpoker/game/link',
  query: W.obj({ userId: W.optional(W.text(64)) }),
  response: link,
});

/** The spec sends no query; the member comes from the session. */
export const createRevolutionUserCall = W.defineCall({ method: 'GET', path: '/revolution/user/create', response: gameAccountWire });

/** `agentCode` is the first non-null management target. */
export const revolutionLinkCall = W.defineCall({
  method: 'GET',
  path: '/revolution/game/link',
  query: W.obj({ userId: W.optional(W.text(64)), agentCode: W.optional(W.pattern('^[A-Za-z0-9_-]{1,64}$', 64)) }),
  response: link,
});
