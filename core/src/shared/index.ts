export { domainError, fail, ok, unwrap } from './domain/result.js';
export type { DomainError, Result } from './domain/result.js';
export { apiError, DEFAULT_PROBLEM_MESSAGE, failureMessage, RETRY_LATER_CODE, RETRY_LATER_MESSAGE } from './domain/api-error.js';
export type { ApiError } from './domain/api-error.js';
export {
  floorToStep,
  floorToTen,
  formatUsdt,
  isWholeAmount,
  MICRO_PER_USDT,
  microUsdt,
  parseAmountText,
  parseUsdt,
  points,
  withThousands,
  won,
} from './domain/money.js';
export type { MicroUsdt, Points, Won } from './domain/money.js';
export { formatOdds, maxStakeForWinnings, odds, ODDS_ONE, oddsFromPrice, oddsToPrice, payout, totalOdds } from './domain/odds.js';
export type { Odds } from './domain/odds.js';
export {
  DAY_MS,
  formatKstClock,
  formatKstDate,
  formatKstDateTime,
  formatKstShortDate,
  KST_OFFSET_MS,
  kstMinuteOfDay,
  kstParts,
  kstStartOfDay,
  parseKstDateTime,
} from './domain/kst.js';
export type { KstParts } from './domain/kst.js';
export { portToken } from './ports/port-token.js';
export type { PortToken } from './ports/port-token.js';
export { Clock } from './ports/clock.js';
export { KeyValueStore } from './ports/key-value-store.js';
export { HttpPort, TransportError } from './ports/http-port.js';
export type { HttpMethod, HttpRequest, HttpResponse, QueryValue } from './ports/http-port.js';
export {
  MEMBER_BALANCE_EVENT,
  MEMBER_SLIP_EVENTS,
  MEMBER_STREAM_PATH,
  SSE_EVENT_NAMES,
  SSE_RESET_EVENT,
  SSE_STALE_EVENT,
  SsePort,
} from './ports/sse-port.js';
export type { SseMessage, SseSource } from './ports/sse-port.js';
export { FrameScheduler, immediateFrames } from './ports/frame-scheduler.js';
export { IdGenerator } from './ports/id-generator.js';
export {
  isRetryableMoneyFailure,
  MONEY_RETRY_POLICY,
  moneyRetryText,
  newMoneyIntent,
  sendMoneyIntent,
} from './application/money-intent.js';
export type { MoneyIntent, MoneyIntentEvent, MoneyRetryPolicy, MoneyRetryProgress } from './application/money-intent.js';
export {
  ALLOWED_URL_SCHEMES,
  isAllowedSrcset,
  isAllowedUrl,
  keepsUrlAttribute,
  storedHtmlOptions,
  URL_ATTRIBUTES,
} from './domain/url-policy.js';
export { CALENDAR_MAX_YEAR, CALENDAR_MIN_YEAR, daysInMonth, isCalendarDay, isCalendarMonth } from './domain/calendar.js';
export { DEFAULT_MIN_BET } from './domain/betting-defaults.js';
export { LIVE_PRICES_STALE_MESSAGE, SPORTS_PRICE_FRESHNESS_MS } from './domain/live-prices.js';
export { isLiveFeedSignal, liveFeedSignalOf, livePricesStale } from './application/live-price-freshness.js';
export type { LiveFeedSignal, LivePricesStaleSources } from './application/live-price-freshness.js';
export { createViewModelStore } from './application/view-model-store.js';
export type { ViewModelStore } from './application/view-model-store.js';
