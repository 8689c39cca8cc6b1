import type { Odds } from '../../shared/domain/odds.js';
import { marketLabel } from '../../labels/domain/market-labels.js';
import { BALL_MARKET_PREFIX_LABELS, ballMarketPrefix, isBallSumMarket } from '../../labels/domain/market-prefix.js';

/** One pick of a round: its odds id (round id · 1000 + code), market and price. */
export interface MinigamePick {
  readonly oddsId: number;
  readonly marketId: number;
  readonly marketName: string;
  readonly marketNameKorean: string;
  /** The pick as members read it ('홀', '언더', '좌'). */
  readonly name: string;
  readonly price: Odds;
}

/** A round open for betting. Times are epoch ms. */
export interface MinigameRound {
  readonly id: number;
  /** The provider's running round number (what the bet names). */
  readonly round: number;
  /** The round's number within its KST day: what the board shows ('241회차'). */
  readonly dayRound: number;
  readonly title: string;
  readonly closesAt: number;
  readonly drawsAt: number;
  readonly seedHash: string;
  readonly picks: readonly MinigamePick[];
}

/** A drawn round: its day number and the result in words (the slip's win_bet_name). */
export interface MinigameResult {
  readonly id: number;
  readonly dayRound: number;
  readonly text: string;
}

export interface MinigameBoard {
  readonly gameId: number;
  readonly gameName: string;
  readonly rounds: readonly MinigameRound[];
  /** Newest first, at most `MINIGAME_RESULT_COUNT`. */
  readonly results: readonly MinigameResult[];
}

/** Spec 9: mini-game results are listed 10 at a time. */
export const MINIGAME_RESULT_COUNT = 10;

const KST_OFFSET_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;

/** The number of the round that opens at `opensAt` within its KST day (1 from midnight). */
export function minigameDayRound(opensAt: number, periodSeconds: number): number {
  const intoDay = (((opensAt + KST_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS;
  return Math.floor(intoDay / (periodSeconds * 1_000)) + 1;
}

/** Whole seconds until betting closes (rounded up, so '00:01' shows until the last moment); 0 once closed. */
export const minigameSecondsToClose = (round: Pick<MinigameRound, 'closesAt'>, now: number): number =>
  Math.max(0, Math.ceil((round.closesAt - now) / 1_000));

export const minigameBettingOpen = (round: Pick<MinigameRound, 'closesAt'>, now: number): boolean => now < round.closesAt;

/** '02:35' (minutes may pass 59: a long round shows '65:00'). */
export function minigameCountdownText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** Spec 4's timer colours: green, orange at 10 s or less, red at 5 s or less. */
export type MinigameCountdownTone = 'green' | 'orange' | 'red';
export const minigameCountdownTone = (seconds: number): MinigameCountdownTone =>
  seconds <= 5 ? 'red' : seconds <= 10 ? 'orange' : 'green';

/** The open round members bet on now: the first whose betting has not closed. */
export const minigameCurrentRound = (rounds: readonly MinigameRound[], now: number): MinigameRound | null =>
  rounds.find((r) => minigameBettingOpen(r, now)) ?? null;

/**
 * The heading of a pick's market. Ball-sum odd/even and under/over carry spec 4's prefix from
 * the odds id (suffix 1-4 '일반', 18-21 '파워'); other markets keep the server's Korean name.
 */
export function minigameMarketTitle(pick: Pick<MinigamePick, 'oddsId' | 'marketName' | 'marketNameKorean'>): string {
  const prefix = isBallSumMarket(pick.marketName) ? ballMarketPrefix(pick.oddsId) : null;
  if (prefix === null) return pick.marketNameKorean || marketLabel(pick.marketName);
  return `${BALL_MARKET_PREFIX_LABELS[prefix]} ${marketLabel(pick.marketName)}`;
}

export interface MinigameMarket {
  readonly title: string;
  readonly picks: readonly MinigamePick[];
}

/** Picks grouped under their market heading, in the server's order. */
export function minigameMarkets(picks: readonly MinigamePick[]): MinigameMarket[] {
  const markets: { title: string; picks: MinigamePick[] }[] = [];
  for (const pick of picks) {
    const title = minigameMarketTitle(pick);
    const market = markets.find((m) => m.title === title);
    if (market) market.picks.push(pick);
    else markets.push({ title, picks: [pick] });
  }
  return markets;
}
