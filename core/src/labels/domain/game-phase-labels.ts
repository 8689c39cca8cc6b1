import { periodLabel, type InningHalf } from './period-wording.js';
import { FEED_SPORT_IDS } from './sport-ids.js';

/** Shown for any phase code the tables do not know, so a live card never shows a blank. */
export const GAME_PHASE_FALLBACK = '경기중';

/** Football's own phase codes (spec section 4). */
const FOOTBALL_PHASES: ReadonlyMap<number, string> = new Map([
  [10, '전반전'],
  [20, '후반전'],
  [30, '연장 전반'],
  [35, '연장 후반'],
  [50, '승부차기'],
  [100, '경기종료'],
  [101, '연장 포함 종료'],
  [102, '승부차기 포함 종료'],
]);

/**
 * Codes shared by the other sports. The sport-specific unit codes (60 tennis game, 62 baseball
 * error, 65 MMA round, 66 snooker frame, 70 cricket over, 71 cricket delivery) do not collide
 * with any other sport's codes, so they are read the same whatever the sport id says.
 */
const COMMON_PHASES: ReadonlyMap<number, string> = new Map([
  [10, '전반전'],
  [20, '후반전'],
  [40, '연장전'],
  [50, '승부차기'],
  [60, '게임'],
  [62, '실책'],
  [65, '라운드'],
  [66, '프레임'],
  [70, '오버'],
  [71, '딜리버리'],
  [100, '경기종료'],
  [101, '연장 포함 종료'],
  [102, '승부차기 포함 종료'],
]);

/** Ice hockey ends a tie with a shoot-out, not penalties. */
const ICE_HOCKEY_PHASES: ReadonlyMap<number, string> = new Map([
  [50, '슛아웃'],
  [102, '슛아웃 포함 종료'],
]);

/** Codes 1..9 are the numbered quarters, periods, sets or innings of the sport. */
const MAX_NUMBERED_PERIOD = 9;

export interface GamePhaseOptions {
  /** Baseball only: which half of the inning, when the feed says; '1회초' instead of '1이닝'. */
  readonly inningHalf?: InningHalf;
}

/**
 * Korean label of a live game's phase code. Total: any number and any sport id give a
 * non-empty label (unknown codes give GAME_PHASE_FALLBACK).
 */
export function gamePhaseLabel(code: number, sportId: number, options: GamePhaseOptions = {}): string {
  if (sportId === FEED_SPORT_IDS.football) return FOOTBALL_PHASES.get(code) ?? COMMON_PHASES.get(code) ?? GAME_PHASE_FALLBACK;
  if (Number.isInteger(code) && code >= 1 && code <= MAX_NUMBERED_PERIOD) return periodLabel(code, sportId, options.inningHalf);
  const hockey = sportId === FEED_SPORT_IDS.iceHockey ? ICE_HOCKEY_PHASES.get(code) : undefined;
  return hockey ?? COMMON_PHASES.get(code) ?? GAME_PHASE_FALLBACK;
}
