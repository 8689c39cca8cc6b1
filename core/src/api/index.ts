/**
 * Public surface of the API client (`@bet/core/api`). Every contract is in the `ApiContracts`
 * namespace and the decoders in `Decode` (`ApiContracts.MemberDto`, `Decode.object({...})`); the
 * contract machinery and the contracts another package builds on (the server's routes, the
 * conformance kit) are also named here, after the client's own names. A contract a package needs
 * joins this list (ESLint refuses a deep import of core).
 */
export { createApiClient, createOperatorApiClient, ApiClient, type OperatorApiClient } from './api-client.js';
export { API_SESSION_STATUSES, type ApiCall, type ApiCaller, type ApiDecodeError, type ApiResult } from './client/call.js';
export { BETTING_TOKEN_HEADER } from './client/sports-betting.js';
export { API_MESSAGES } from './api.messages.js';
export type { AuthApi } from './client/auth.js';
export type { MemberApi } from './client/member.js';
export type { SettingsApi } from './client/settings.js';
export type { SupportApi } from './client/support.js';
export type { MessagesApi } from './client/messages.js';
export type { PointsApi } from './client/points.js';
export type { MoneyApi } from './client/money.js';
export type { ChargeApi } from './client/charge.js';
export type { RouletteApi } from './client/roulette.js';
export type { BoardsApi } from './client/boards.js';
export type { SportsApi } from './client/sports.js';
export type { BettingApi } from './client/sports-betting.js';
export type { MinigameApi } from './client/minigame.js';
export type { GamesApi } from './client/games.js';
export type { FilesApi } from './client/files.js';
export type { AdminApi } from './client/admin.js';
export type { Decoder, DecodeFailure, DecodeResult } from './decode.js';
export * as Decode from './decode.js';
export * as ApiContracts from './contracts/index.js';
// Every contract by name as well (the server and the conformance kit import them from here).
export * from './contracts/index.js';
export * from './contracts/activity-statement.js';
export * from './contracts/background-poll.js';
export * from './contracts/casino.js';
export * from './contracts/fairness.js';
export * from './contracts/favourites.js';
export * from './contracts/jackpot.js';
export * from './contracts/minigame-rounds.js';
export * from './contracts/reality-check.js';
export * from './contracts/responsible-play.js';
export * from './contracts/runtime-config.js';
export * from './contracts/virtual.js';
export { invoke, routeSchemas } from './contract/index.js';
export type { CallArgs, CallContract, JsonSchema, ServerTypes } from './contract/index.js';
export { FIELD_LABELS, SERVER_MESSAGES } from './server.messages.js';
