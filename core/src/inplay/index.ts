export {
  INPLAY_COUNTDOWN_WIDGET_PX,
  INPLAY_MAX_ODDS_CHANGE_RETRIES,
  INPLAY_ODDS_CHANGED_RESULT,
  INPLAY_TICK_MS,
  MIN_LIVE_BET_DELAY_SECONDS,
  TIMER_ORANGE_AT_SECONDS,
  TIMER_RED_AT_SECONDS,
} from './domain/inplay.constants.js';
export { INPLAY_MESSAGES } from './domain/inplay.messages.js';
export { INPLAY_IDLE, inplayFlow, isInplayBusy } from './domain/inplay-flow.js';
export type { InplayFlowEvent, InplayFlowState, InplayFlowStatus, InplayPostOutcome } from './domain/inplay-flow.js';
export { inplayFlowEffects, inplayPostOutcome } from './domain/inplay-flow-effect.js';
export type { InplayBetAnswer, InplayFlowEffect } from './domain/inplay-flow-effect.js';
export { DEFAULT_LIVE_BET_DELAY_POLICY, liveBetDelaySeconds, perSportDelaySeconds } from './domain/live-bet-delay.js';
export type { LiveBetDelayPerSport, LiveBetDelayPolicy, LiveBetDelaySettings } from './domain/live-bet-delay.js';
export { inplayRemainingSeconds, timerColour } from './domain/timer-colour.js';
export type { TimerColour } from './domain/timer-colour.js';
export { InplayGateway } from './application/inplay-gateway.js';
export { inplayBetView } from './application/inplay-bet.view.js';
export type { InplayBetView } from './application/inplay-bet.view.js';
export { InplayBetViewModel } from './application/inplay-bet.view-model.js';
export type { InplayBetDeps, InplayBetTiming } from './application/inplay-bet.view-model.js';
export {
  createApiInplayGateway,
  INPLAY_PLACED_RESULT,
  liveBetDelaySettingsFromApi,
  loadApiLiveBetDelaySettings,
} from './application/api-inplay-gateway.js';
export type { InplayPlacedAnswer } from './application/api-inplay-gateway.js';
export { createInplayBetSlipBridge } from './application/inplay-bet-slip-bridge.js';
export type { InplayBetSlipBridge, InplayBetSlipBridgeDeps, InplayBetSlipResult } from './application/inplay-bet-slip-bridge.js';
export { createInplayOddsWatch } from './application/inplay-odds-watch.js';
export type { InplayOddsWatch } from './application/inplay-odds-watch.js';
