/**
 * Placing sports bets (spec section 7 "Sports"): one contract per call (both ends read these).
 * Every placement moves money. Odds are core `Odds` in the inputs and decimal prices (`1.85`) on
 * the wire, converted by the contracts' `W.odds()` only.
 *
 * POST /sports-prematch/betting  PrematchBetInput -> { id }
 * POST /virtureBetting/soccer    VirtualBetInput  -> { id }  (all four games; spec spelling kept)
 * GET  /sports-inplay/get-betting-token/{userId}?sports={sportId} -> token text ("..." or { token })
 * POST /sports-inplay/betting    InplayBetInput + header X-Betting-Token
 *      -> { id } placed, or { result: '10' } odds changed (set changeFlag and retry)
 * A refused bet whose odds moved answers 409 with { message, code, comment?, bettings: [{oddsId, betPrice}] }:
 * `readOddsMoved(error)` reads it.
 * SSE GET /sports-inplay/slip-stream?id={memberId}&betIds={oddsIds}: frames decoded by slipOddsMarketFrameDtoDecoder
 * (one market's moved rows) or slipOddsFrameDtoDecoder (one row).
 */
import type { ApiError } from '../../shared/domain/api-error.js';
import * as W from '../contract/index.js';
import * as D from '../decode.js';
import { looseObj, requiredInOrder, stakeWire, withSchema } from './common.js';

/** A placed slip: its id, the member's cash after the stake and the Korean confirmation. */
export const placedBetWire = W.obj({ id: W.idOrZero(), emoney: W.optional(W.signedWon()), message: W.optional(W.string()) });

const legWire = W.obj({
  betPrice: W.odds(),
  fixtureId: W.int(-1, Number.MAX_SAFE_INTEGER),
  oddsId: W.idOrZero(),
  sportId: W.int(-1, 10_000_000),
  marketId: W.int(-1, 10_000_000),
  /** The feed version of the odds the member saw. */
  version: W.int(0, 2_147_483_647),
  betNameKorean: W.text(100),
});
export type BetLegInput = W.TypeOf<typeof legWire>;

const commonShape = {
  memberId: W.idOrZero(),
  totalRatio: W.odds(),
  amounts: stakeWire(),
  bettings: W.array(legWire, 20),
  /** 91-93 EU style (1, 2, 3+ picks), 94-96 KR style, 999 event style; 97-99 in-play. */
  gameDetailType: W.int(0, 100_000),
  gameStyle: W.text(10),
  /** The member accepts changed odds. */
  changeFlag: W.bool(),
};

const prematchBody = W.obj(commonShape);
export type PrematchBetInput = W.TypeOf<typeof prematchBody>;

/** In-play: gameStyle is always 'IN' (the client sets it); gameDetailType 97-99. */
const inplayBody = W.obj({
  ...commonShape,
  gameStyle: withSchema(W.literal('IN'), { type: 'string' }),
  /** Seconds the server waits before accepting (at least 3). */
  liveBetTime: W.number(0, 3_600),
  sportIdForLiveBetTime: W.int(0, 10_000_000),
});
export type InplayBetInput = Omit<W.TypeOf<typeof inplayBody>, 'gameStyle'>;

const virtualLegWire = W.obj({
  oddsId: W.idOrZero(),
  betPrice: W.odds(),
  fixtureId: W.idOrZero(),
  marketId: W.int(-1, 10_000_000),
  betNameKorean: W.text(100),
});

/** 50 soccer, 55 basketball, 60 dog, 65 horse. */
const virtualGameWire = withSchema(W.literal(50, 55, 60, 65), { type: 'integer' });
export type VirtualGameDetailType = W.TypeOf<typeof virtualGameWire>;

const virtualBody = requiredInOrder(
  W.obj({
    memberId: W.idOrZero(),
    amounts: stakeWire(),
    totalRatio: W.odds(),
    gameDetailType: virtualGameWire,
    bettings: W.array(virtualLegWire, 10),
  }),
  ['memberId', 'amounts', 'totalRatio', 'bettings', 'gameDetailType'],
);
export type VirtualBetInput = W.TypeOf<typeof virtualBody>;

export const prematchBetCall = W.defineCall({
  method: 'POST',
  path: '/sports-prematch/betting',
  body: prematchBody,
  response: placedBetWire,
  moneyMoving: true,
});

/** All four virtual games (spec spelling and path kept). */
export const virtualBetCall = W.defineCall({
  method: 'POST',
  path: '/virtureBetting/soccer',
  body: virtualBody,
  response: placedBetWire,
  moneyMoving: true,
});

/** The token of one in-play bet; the answer may be the bare text or an object holding it. */
const tokenObject = W.obj({ token: W.string(), delaySeconds: W.optional(W.number(0)), issuedAt: W.optional(W.dateText()) });
export const inplayTokenCall = W.defineCall({
  method: 'GET',
  path: '/sports-inplay/get-betting-token/:userId',
  params: looseObj({ userId: withSchema(W.string(), { maxLength: 64 }) }),
  query: W.obj({ sports: W.int(0, 10_000_000) }),
  response: W.oneOf<string, string | W.WireOf<typeof tokenObject>>(
    [W.string(), tokenObject],
    D.union(
      D.string,
      D.map(tokenObject, (o) => o.token),
    ),
    (token) => token,
  ),
});

export const INPLAY_ODDS_CHANGED_RESULT = '10';

/** Prices that moved: the new price, the feed version and the price the member saw. */
const movedOddsWire = W.obj({ oddsId: W.idOrZero(), betPrice: W.odds(), version: W.int(), oldPrice: W.odds() });
const oddsChangedWire = W.obj({
  result: W.literal(INPLAY_ODDS_CHANGED_RESULT, 10),
  message: W.optional(W.string()),
  bettings: W.optional(W.array(movedOddsWire)),
});

/** The in-play answer, normalised: placed, or odds changed (spec: result '10'). */
export type InplayBetOutcomeDto = { readonly status: 'placed'; readonly id: number } | { readonly status: 'oddsChanged' };

export const inplayBetCall = W.defineCall({
  method: 'POST',
  path: '/sports-inplay/betting',
  body: inplayBody,
  response: W.oneOf<InplayBetOutcomeDto, W.WireOf<typeof oddsChangedWire> | W.WireOf<typeof placedBetWire>>(
    [oddsChangedWire, placedBetWire],
    D.union(
      D.map(oddsChangedWire, () => ({ status: 'oddsChanged' }) as const),
      D.map(placedBetWire, ({ id }) => ({ status: 'placed', id }) as const),
    ),
    (outcome) => (outcome.status === 'placed' ? { id: outcome.id } : { result: INPLAY_ODDS_CHANGED_RESULT }),
  ),
  moneyMoving: true,
});

/** The 409 body of a bet refused because odds moved: the new prices to show beside the old. */
const oddsMovedWire = W.obj({
  comment: W.withDefault(W.nullable(W.string()), null),
  bettings: W.array(W.obj({ oddsId: W.idOrZero(), betPrice: W.odds() })),
});
export type OddsMovedDto = W.TypeOf<typeof oddsMovedWire>;
export const oddsMovedDtoDecoder: D.Decoder<OddsMovedDto> = oddsMovedWire;

/** New odds carried by a refused bet, or null when the error is something else. */
export function readOddsMoved(error: ApiError): OddsMovedDto | null {
  if (error.kind !== 'http' || error.status !== 409) return null;
  const r = oddsMovedDtoDecoder.decode(error.body);
  return r.ok ? r.value : null;
}

/** One live-odds frame of the slip stream. */
const slipOddsFrameWire = W.obj({
  /** The odds id. */
  id: W.idOrZero(),
  betPrice: W.odds(),
  version: W.int(),
});
export type SlipOddsFrameDto = W.TypeOf<typeof slipOddsFrameWire>;
export const slipOddsFrameDtoDecoder: D.Decoder<SlipOddsFrameDto> = slipOddsFrameWire;

/**
 * The odds rows of one market that moved within the server's coalescing window (one frame per
 * market, server/src/routes/sports/sync/odds-coalescer.ts); the single-row frame above stays valid.
 */
const slipOddsMarketFrameWire = W.obj({
  fixtureId: W.idOrZero(),
  /** The market type. */
  marketId: W.int(),
  odds: W.array(W.obj({ id: W.idOrZero(), betPrice: W.odds(), version: W.int(), suspended: W.flag() })),
});
export type SlipOddsMarketFrameDto = W.TypeOf<typeof slipOddsMarketFrameWire>;
export const slipOddsMarketFrameDtoDecoder: D.Decoder<SlipOddsMarketFrameDto> = slipOddsMarketFrameWire;

/** Path and query for `SsePort.stream` (the slip stream is SSE, not a HttpPort call). */
export const slipStreamRequest = (memberId: number, oddsIds: readonly number[]) => ({
  path: '/sports-inplay/slip-stream',
  query: { id: memberId, betIds: oddsIds },
});
