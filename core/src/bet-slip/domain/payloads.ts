import type { Won } from '../../shared/domain/money.js';
import { oddsToPrice, totalOdds } from '../../shared/domain/odds.js';
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
  type VirtualGameKind,
} from './game-detail-type.js';
import type { BetSlipEntry, BetSlipError } from './bet-slip.types.js';

/**
 * Request bodies of spec sections 3 and 7. Odds travel as decimal numbers with 2 decimals
 * (docs/api-conventions.md); amounts as whole won.
 */
export interface BetLegPayload {
  readonly betPrice: number;
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
  readonly totalRatio: number;
  readonly amounts: number;
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

/** POST /virtureBetting/soccer (the one path for all four virtual games). */
export interface VirtualBetPayload {
  readonly memberId: number;
  readonly totalRatio: number;
  readonly amounts: number;
  readonly bettings: readonly BetLegPayload[];
  readonly gameDetailType: number;
}

export interface MiniGameLegPayload extends BetLegPayload {
  readonly gameId: number;
  readonly round: number;
  readonly name: string;
}

/** POST /minigame/betting: gameDetailType is the game id. */
export interface MiniGameBetPayload {
  readonly memberId: number;
  readonly amounts: number;
  readonly totalRatio: number;
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
  betPrice: oddsToPrice(e.betPrice),
  fixtureId: e.fixtureId,
  oddsId: e.id,
  sportId: e.sportId,
  marketId: e.marketId,
  version: e.version,
  betNameKorean: e.betNameKorean,
});

/** Total odds of the slip as the server expects it: product of legs, floored, as a decimal. */
export const betSlipTotalRatio = (entries: readonly BetSlipEntry[]): number => oddsToPrice(totalOdds(entries.map((e) => e.betPrice)));

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
    totalRatio: betSlipTotalRatio(input.entries),
    amounts: input.amount,
    bettings: input.entries.map(legOf),
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
    bettings: legs.map((e) => ({ ...legOf(e), gameId: e.gameId, round: e.round, name: e.name })),
    gameDetailType: miniGameDetailType(first.gameId),
  });
}
