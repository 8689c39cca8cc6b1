/**
 * Placing sports bets (spec section 7 "Sports"). Every placement moves money. Odds are core
 * `Odds` in the inputs and decimal prices (`1.85`) on the wire.
 *
 * POST /sports-prematch/betting  PrematchBetBodyDto -> { id }
 * POST /virtureBetting/soccer    VirtualBetBodyDto  -> { id }  (all four games; spec spelling kept)
 * GET  /sports-inplay/get-betting-token/{userId}?sports={sportId} -> token text ("..." or { token })
 * POST /sports-inplay/betting    InplayBetBodyDto + header X-Betting-Token
 *      -> { id } placed, or { result: '10' } odds changed (set changeFlag and retry)
 * A refused bet whose odds moved answers 409 with { message, code, comment?, bettings: [{oddsId, betPrice}] }:
 * `readOddsMoved(error)` reads it.
 * SSE GET /sports-inplay/slip-stream?id={memberId}&betIds={oddsIds}: frames decoded by slipOddsFrameDtoDecoder.
 */
import type { ApiError } from '../../shared/domain/api-error.js';
import type { Won } from '../../shared/domain/money.js';
import type { Odds } from '../../shared/domain/odds.js';
import * as D from '../decode.js';
import { encodeOdds, idDecoder, idDtoDecoder, oddsDecoder } from './common.js';

export interface BetLegInput {
  readonly betPrice: Odds;
  readonly fixtureId: number;
  readonly oddsId: number;
  readonly sportId: number;
  readonly marketId: number;
  /** The feed version of the odds the member saw. */
  readonly version: number;
  readonly betNameKorean: string;
}
export type BetLegBodyDto = Omit<BetLegInput, 'betPrice'> & { readonly betPrice: number };

interface BetCommonInput {
  readonly memberId: number;
  readonly totalRatio: Odds;
  readonly amounts: Won;
}

export interface PrematchBetInput extends BetCommonInput {
  readonly bettings: readonly BetLegInput[];
  /** 91-93 EU style (1, 2, 3+ picks), 94-96 KR style, 999 event style. */
  readonly gameDetailType: number;
  readonly gameStyle: string;
  /** The member accepts changed odds. */
  readonly changeFlag: boolean;
}
export type PrematchBetBodyDto = Omit<PrematchBetInput, 'totalRatio' | 'bettings'> & {
  readonly totalRatio: number;
  readonly bettings: BetLegBodyDto[];
};

/** In-play: gameStyle is always 'IN'; gameDetailType 97-99. */
export interface InplayBetInput extends Omit<PrematchBetInput, 'gameStyle'> {
  /** Seconds the server waits before accepting (at least 3). */
  readonly liveBetTime: number;
  readonly sportIdForLiveBetTime: number;
}
export type InplayBetBodyDto = PrematchBetBodyDto & {
  readonly gameStyle: 'IN';
  readonly liveBetTime: number;
  readonly sportIdForLiveBetTime: number;
};

export interface VirtualBetLegInput {
  readonly betPrice: Odds;
  readonly fixtureId: number;
  readonly oddsId: number;
  readonly marketId: number;
  readonly betNameKorean: string;
}
/** 50 soccer, 55 basketball, 60 dog, 65 horse. */
export type VirtualGameDetailType = 50 | 55 | 60 | 65;
export interface VirtualBetInput extends BetCommonInput {
  readonly bettings: readonly VirtualBetLegInput[];
  readonly gameDetailType: VirtualGameDetailType;
}
export type VirtualBetBodyDto = Omit<VirtualBetInput, 'totalRatio' | 'bettings'> & {
  readonly totalRatio: number;
  readonly bettings: (Omit<VirtualBetLegInput, 'betPrice'> & { readonly betPrice: number })[];
};

const encodeLeg = <L extends { readonly betPrice: Odds }>(leg: L): Omit<L, 'betPrice'> & { betPrice: number } => ({
  ...leg,
  betPrice: encodeOdds(leg.betPrice),
});

export const encodePrematchBet = (input: PrematchBetInput): PrematchBetBodyDto => ({
  ...input,
  totalRatio: encodeOdds(input.totalRatio),
  bettings: input.bettings.map(encodeLeg),
});

export const encodeInplayBet = (input: InplayBetInput): InplayBetBodyDto => ({
  ...encodePrematchBet({ ...input, gameStyle: 'IN' }),
  gameStyle: 'IN',
  liveBetTime: input.liveBetTime,
  sportIdForLiveBetTime: input.sportIdForLiveBetTime,
});

export const encodeVirtualBet = (input: VirtualBetInput): VirtualBetBodyDto => ({
  ...input,
  totalRatio: encodeOdds(input.totalRatio),
  bettings: input.bettings.map(encodeLeg),
});

/** The in-play answer, normalised: placed, or odds changed (spec: result '10'). */
export type InplayBetOutcomeDto = { readonly status: 'placed'; readonly id: number } | { readonly status: 'oddsChanged' };

export const INPLAY_ODDS_CHANGED_RESULT = '10';

export const inplayBetOutcomeDtoDecoder: D.Decoder<InplayBetOutcomeDto> = D.union(
  D.map(D.object({ result: D.literal(INPLAY_ODDS_CHANGED_RESULT, 10) }), () => ({ status: 'oddsChanged' }) as const),
  D.map(idDtoDecoder, ({ id }) => ({ status: 'placed', id }) as const),
);

/** The 409 body of a bet refused because odds moved: the new prices to show beside the old. */
export interface OddsMovedDto {
  readonly comment: string | null;
  readonly bettings: { readonly oddsId: number; readonly betPrice: Odds }[];
}
export const oddsMovedDtoDecoder: D.Decoder<OddsMovedDto> = D.object({
  comment: D.withDefault(D.nullable(D.string), null),
  bettings: D.array(D.object({ oddsId: idDecoder, betPrice: oddsDecoder })),
});

/** New odds carried by a refused bet, or null when the error is something else. */
export function readOddsMoved(error: ApiError): OddsMovedDto | null {
  if (error.kind !== 'http' || error.status !== 409) return null;
  const r = oddsMovedDtoDecoder.decode(error.body);
  return r.ok ? r.value : null;
}

/** One live-odds frame of the slip stream. */
export interface SlipOddsFrameDto {
  /** The odds id. */
  readonly id: number;
  readonly betPrice: Odds;
  readonly version: number;
}
export const slipOddsFrameDtoDecoder: D.Decoder<SlipOddsFrameDto> = D.object({
  id: idDecoder,
  betPrice: oddsDecoder,
  version: D.integer,
});

/** Path and query for `SsePort.stream` (the slip stream is SSE, not a HttpPort call). */
export const slipStreamRequest = (memberId: number, oddsIds: readonly number[]) => ({
  path: '/sports-inplay/slip-stream',
  query: { id: memberId, betIds: oddsIds },
});
