/**
 * The root of @bet/core: the shared kernel only (Result, money, odds and the ports a front end
 * implements). Everything else is imported from its feature's subpath, which names where a thing
 * lives and keeps a consumer from loading features it does not use:
 * `import { BetSlipViewModel } from '@bet/core/bet-slip'`, `import { createApiClient } from '@bet/core/api'`.
 * The whole kernel (KST dates, calendar, URL policy, view-model store...) is `@bet/core/shared`;
 * the fakes of the ports are `@bet/core/testing`. Inside this repository every import names a
 * feature subpath (ESLint `no-restricted-imports`); this root serves other front ends.
 */
export { domainError, fail, ok, unwrap } from './shared/domain/result.js';
export type { DomainError, Result } from './shared/domain/result.js';
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
} from './shared/domain/money.js';
export type { MicroUsdt, Points, Won } from './shared/domain/money.js';
export { formatOdds, maxStakeForWinnings, odds, ODDS_ONE, oddsFromPrice, oddsToPrice, payout, totalOdds } from './shared/domain/odds.js';
export type { Odds } from './shared/domain/odds.js';
export { portToken } from './shared/ports/port-token.js';
export type { PortToken } from './shared/ports/port-token.js';
export { Clock } from './shared/ports/clock.js';
export { KeyValueStore } from './shared/ports/key-value-store.js';
export { HttpPort, TransportError } from './shared/ports/http-port.js';
export type { HttpMethod, HttpRequest, HttpResponse, QueryValue } from './shared/ports/http-port.js';
export { SsePort } from './shared/ports/sse-port.js';
export type { SseMessage, SseSource } from './shared/ports/sse-port.js';
export { FrameScheduler } from './shared/ports/frame-scheduler.js';
export { IdGenerator } from './shared/ports/id-generator.js';
