/**
 * Mini-games of spec section 7 "Mini-games" (history goes through /sports-prematch/bettings
 * with gameType 3, see ./sports.ts).
 *
 * GET  /settingMinigame          -> MinigameSettingDto[]
 * GET  /settingMinigame/{id}     -> MinigameSettingDto (404 when missing)
 * GET  /settingMinigameBetting   -> MinigameBettingSettingDto[] (after login)
 * POST /minigame/betting         MinigameBetBodyDto -> { id } (money-moving)
 */
import type { Won } from '../../shared/domain/money.js';
import type { Odds } from '../../shared/domain/odds.js';
import * as D from '../decode.js';
import { encodeOdds, flagDecoder, idDecoder, wonDecoder } from './common.js';

export interface MinigameSettingDto {
  readonly id: number;
  /** lotus, token, evolution, ntry, next. */
  readonly providerName: string;
  readonly minigameNameKorean: string;
  readonly systemMaintenanceFlg: boolean;
}
export const minigameSettingDtoDecoder: D.Decoder<MinigameSettingDto> = D.object({
  id: idDecoder,
  providerName: D.string,
  minigameNameKorean: D.string,
  systemMaintenanceFlg: D.withDefault(flagDecoder, false),
});

/** Limits of one mini-game (`gameDetailType` is the game id), in won. */
export interface MinigameBettingSettingDto {
  readonly gameDetailType: number;
  readonly minBetAmount: Won;
  readonly maxBetAmount: Won;
  readonly maxWinAmount: Won;
}
export const minigameBettingSettingDtoDecoder: D.Decoder<MinigameBettingSettingDto> = D.object({
  gameDetailType: D.integer,
  minBetAmount: wonDecoder,
  maxBetAmount: wonDecoder,
  maxWinAmount: wonDecoder,
});

export interface MinigameBetLegInput {
  readonly oddsId: number;
  readonly betPrice: Odds;
  /** The pick's name as shown (e.g. '홀'). */
  readonly name: string;
  readonly round: number;
  readonly gameId: number;
}

export interface MinigameBetInput {
  readonly memberId: number;
  readonly amounts: Won;
  readonly totalRatio: Odds;
  readonly bettings: readonly MinigameBetLegInput[];
  /** The game id. */
  readonly gameDetailType: number;
}

export type MinigameBetBodyDto = Omit<MinigameBetInput, 'totalRatio' | 'bettings'> & {
  readonly totalRatio: number;
  readonly bettings: (Omit<MinigameBetLegInput, 'betPrice'> & { readonly betPrice: number })[];
};

export const encodeMinigameBet = (input: MinigameBetInput): MinigameBetBodyDto => ({
  ...input,
  totalRatio: encodeOdds(input.totalRatio),
  bettings: input.bettings.map((leg) => ({ ...leg, betPrice: encodeOdds(leg.betPrice) })),
});
