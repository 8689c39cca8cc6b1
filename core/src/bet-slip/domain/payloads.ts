import type { Won } from '../../shared/domain/money.js';
import { totalOdds, type Odds } from '../../shared/domain/odds.js';
import { domainError, fail, ok, type Result } from '../../shared/domain/result.js';
import { BET_SLIP_MESSAGES } from './bet-slip.messages.js';
import { isBonusEntry } from './bonus-rules.js';
import { isBetSlipMiniGameEntry } from './fixture-rules.js';
import {
  inplayGameDetailType,
  miniGameDetailType,
  prematchGameDetailType,
  VIRTUAL_GAME_DETAIL_TYPE,
  type PrematchBetStyle,
  type VirtualGameDetailType,
  type VirtualGameKind,
} from './game-detail-type.js';
import type { BetSlipEntry, BetSlipError } from './bet-slip.types.js';

/**
 * Request bodies of spec sections 3 and 7, in domain units: odds are `Odds` (integer hundredths,
 * truncated to 2 decimals), stakes are `Won`. Each body holds exactly the fields its call carries;
 * the call's contract (core/src/api/contracts) is the one place they become decimal prices and
 * JSON numbers (`W.odds()`, `W.won()`).
 */
export interface BetLegPayload {
  readonly betPrice: Odds;
  readonly fixtureId: number;
  readonly oddsId: number;
  readonly sportId: number;
  readonly marketId: number;
  readonly version: number;
  readonly betNameKorean: string;
}

/** POST /sports-prematch/betting. `gameStyle` is 'PRE' (in-play sends 'IN'). */
export interface PrematchBetPayload {
  readonly memberId: number;
  /** Product of the legs, floored to 2 decimals (`totalOdds`). */
  readonly totalRatio: Odds;
  readonly amounts: Won;
  readonly bettings: readonly BetLegPayload[];
  readonly gameDetailType: number;
  readonly gameStyle: string;
  /** True when the member accepts moved odds (the slip's auto-change setting). */
  readonly changeFlag: boolean;
}

/** POST /sports-inplay/betting (with header X-Betting-Token, added by the in-play flow). */
export interface InplayBetPayload extends PrematchBetPayload {
  readonly gameStyle: typeof BET_GAME_STYLE_INPLAY;
  /** Countdown seconds the member waited (at least 3, spec section 9). */
  readonly liveBetTime: number;
  /** The sport whose delay setting gave `liveBetTime`. */
  readonly sportIdForLiveBetTime: number;
}

/** A virtual leg: the virtual call carries no sport id or feed version. */
export interface VirtualLegPayload {
  readonly oddsId: number;
  readonly betPrice: Odds;
  readonly fixtureId: number;
  readonly marketId: number;
  readonly betNameKorean: string;
}

/** POST /virtureBetting/soccer (the one path for all four virtual games). */
export interface VirtualBetPayload {
  readonly memberId: number;
  readonly amounts: Won;
  readonly totalRatio: Odds;
  readonly bettings: readonly VirtualLegPayload[];
  readonly gameDetailType: VirtualGameDetailType;
}

/** A mini-game leg: the pick's odds id and price, its name as shown, round and game. */
export interface MiniGameLegPayload {
  readonly oddsId: number;
  readonly betPrice: Odds;
  readonly name: string;
  readonly round: number;
  readonly gameId: number;
}

/** POST /minigame/betting: gameDetailType is the game id. */
export interface MiniGameBetPayload {
  readonly memberId: number;
  readonly amounts: Won;
  readonly totalRatio: Odds;
  readonly bettings: readonly MiniGameLegPayload[];
  readonly gameDetailType: number;
}

export const BET_GAME_STYLE_PREMATCH = 'PRE';
export const BET_GAME_STYLE_INPLAY = 'IN';

export interface BetPayloadInput {
  readonly memberId: number;
  readonly amount: Won;
  readonly entries: readonly BetSlipEntry[];
}

const legOf = (e: BetSlipEntry): BetLegPayload => ({
  betPrice: e.betPrice,
  fixtureId: e.fixtureId,
  oddsId: e.id,
  sportId: e.sportId,
  marketId: e.marketId,
  version: e.version,
  betNameKorean: e.betNameKorean,
});

const virtualLegOf = (e: BetSlipEntry): VirtualLegPayload => ({
  oddsId: e.id,
  betPrice: e.betPrice,
  fixtureId: e.fixtureId,
  marketId: e.marketId,
  betNameKorean: e.betNameKorean,
});

/** Total odds of the slip as the server expects it: product of the legs, floored to 2 decimals. */
export const betSlipTotalRatio = (entries: readonly BetSlipEntry[]): Odds => totalOdds(entries.map((e) => e.betPrice));

/** Folders for gameDetailType: every pick but the bonus multiplier. */
export const betSlipFolderCount = (entries: readonly BetSlipEntry[]): number => entries.filter((e) => !isBonusEntry(e)).length;

export function buildPrematchBetPayload(
  input: BetPayloadInput & { readonly style: PrematchBetStyle; readonly changeFlag: boolean },
): PrematchBetPayload {
  return {
    memberId: input.memberId,
    totalRatio: betSlipTotalRatio(input.entries),
    amounts: input.amount,
    bettings: input.entries.map(legOf),
    gameDetailType: prematchGameDetailType(betSlipFolderCount(input.entries), input.style),
    gameStyle: BET_GAME_STYLE_PREMATCH,
    changeFlag: input.changeFlag,
  };
}

/** For the in-play countdown flow: call it when the countdown ends (again with changeFlag on a retry). */
export function buildInplayBetPayload(
  input: BetPayloadInput & { readonly changeFlag: boolean; readonly liveBetTime: number; readonly sportIdForLiveBetTime: number },
): InplayBetPayload {
  return {
    memberId: input.memberId,
    totalRatio: betSlipTotalRatio(input.entries),
    amounts: input.amount,
    bettings: input.entries.map(legOf),
    gameDetailType: inplayGameDetailType(betSlipFolderCount(input.entries)),
    gameStyle: BET_GAME_STYLE_INPLAY,
    changeFlag: input.changeFlag,
    liveBetTime: input.liveBetTime,
    sportIdForLiveBetTime: input.sportIdForLiveBetTime,
  };
}

export function buildVirtualBetPayload(input: BetPayloadInput & { readonly game: VirtualGameKind }): VirtualBetPayload {
  return {
    memberId: input.memberId,
    amounts: input.amount,
    totalRatio: betSlipTotalRatio(input.entries),
    bettings: input.entries.map(virtualLegOf),
    gameDetailType: VIRTUAL_GAME_DETAIL_TYPE[input.game],
  };
}

/** The key under which a placed mini-game round is remembered. */
export const miniGameRoundKey = (gameId: number, round: number): string => `${gameId}:${round}`;

/**
 * Mini-game body. One bet per round: a round already in `placedRounds` (keys from
 * `miniGameRoundKey`) is refused with '미니게임은 회차당 1회만 베팅가능합니다.'.
 */
export function buildMiniGameBetPayload(
  input: BetPayloadInput,
  placedRounds: ReadonlySet<string>,
): Result<MiniGameBetPayload, BetSlipError> {
  const legs = input.entries.filter(isBetSlipMiniGameEntry);
  const first = legs[0];
  if (!first || legs.length !== input.entries.length) throw new Error('buildMiniGameBetPayload needs mini-game entries only');
  if (legs.some((e) => placedRounds.has(miniGameRoundKey(e.gameId, e.round)))) {
    return fail(domainError('miniGameRoundTaken', BET_SLIP_MESSAGES.miniGameRoundTaken));
  }
  return ok({
    memberId: input.memberId,
    amounts: input.amount,
    totalRatio: betSlipTotalRatio(legs),
    bettings: legs.map((e) => ({ oddsId: e.id, betPrice: e.betPrice, name: e.name, round: e.round, gameId: e.gameId })),
    gameDetailType: miniGameDetailType(first.gameId),
  });
}
