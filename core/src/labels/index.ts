export { FEED_SPORT_IDS, periodUnitOf } from './domain/sport-ids.js';
export type { PeriodUnit } from './domain/sport-ids.js';
export { PERIOD_UNIT_WORDS, periodLabel, rewritePeriodWording } from './domain/period-wording.js';
export type { InningHalf } from './domain/period-wording.js';
export { MARKET_LABELS } from './domain/market-label-table.js';
export { hasMarketLabel, marketLabel, normaliseMarketName } from './domain/market-labels.js';
export { betNameLabel } from './domain/bet-name-labels.js';
export { normaliseVirtualLeagueName, virtualLeagueLabel } from './domain/virtual-league-labels.js';
export { GAME_PHASE_FALLBACK, gamePhaseLabel } from './domain/game-phase-labels.js';
export type { GamePhaseOptions } from './domain/game-phase-labels.js';
export {
  BALL_MARKET_PREFIX_LABELS,
  ballMarketPrefix,
  isBallSumMarket,
  ODDS_ID_SUFFIX_DIGITS,
  oddsIdSuffix,
  prefixedMarketLabel,
} from './domain/market-prefix.js';
export type { BallMarketPrefix } from './domain/market-prefix.js';
