/**
 * Public surface of the API client. Contracts and decoders sit in two namespaces so their many
 * names (`MemberDto`, `JoinInput`, `string`, `object`...) never clash with a feature's exports:
 * `ApiContracts.MemberDto`, `Decode.object({...})`.
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
