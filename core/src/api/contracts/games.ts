/**
 * Real-poker and hold'em (revolution) accounts and links of spec section 7 "Games".
 *
 * GET /realpoker/user/create?userId&nickname     -> { code } (1 = created)
 * GET /realpoker/game/link?userId                -> link text ("..." or { url })
 * GET /revolution/user/create                    -> { code } (the member comes from the session)
 * GET /revolution/game/link?userId[&agentCode]   -> link text ("..." or { url })
 */
import { fail, ok } from '../../shared/domain/result.js';
import * as D from '../decode.js';

export const GAME_ACCOUNT_CREATED = 1;

export interface GameAccountDto {
  /** 1 success; anything else: 'unknown error occurred, contact the administrator'. */
  readonly code: number;
}

const integerOrDigits: D.Decoder<number> = D.union(
  D.integer,
  D.andThen(D.string, (s) => (/^-?\d{1,15}$/.test(s) ? ok(Number(s)) : fail('integer text'))),
);
export const gameAccountDtoDecoder: D.Decoder<GameAccountDto> = D.object({ code: integerOrDigits });
