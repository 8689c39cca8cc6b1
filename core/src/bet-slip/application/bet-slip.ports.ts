import type { ApiError } from '../../shared/domain/api-error.js';
import type { MoneyIntent } from '../../shared/application/money-intent.js';
import type { Won } from '../../shared/domain/money.js';
import type { Odds } from '../../shared/domain/odds.js';
import type { DomainError, Result } from '../../shared/domain/result.js';
import type { Observable } from 'rxjs';
import type { LiveFeedSignal } from '../../shared/application/live-price-freshness.js';
import type { BetSlipEntry } from '../domain/bet-slip.types.js';
import type { BetSlipBonusOffer } from '../domain/bonus-rules.js';
import type { BetSlipOddsUpdate } from '../domain/live-odds.js';
import type { BetLimitSetting } from '../domain/limits.js';
import type { MiniGameBetPayload, PrematchBetPayload, VirtualBetPayload } from '../domain/payloads.js';
import type { BetMaxBetBoundary } from '../domain/submit-validation.js';
import { portToken } from '../../shared/ports/port-token.js';

/** What a placed bet answers; the slip needs nothing from it but success. */
export interface BetSlipPlaced {
  readonly slipId?: number;
}

/** The in-play flow reports a countdown the member cancelled with this error kind. */
export type BetSlipPlaceCancelled = DomainError<'cancelled'>;

/**
 * Everything the in-play countdown flow (core/src/inplay) needs to place a validated slip:
 * it fetches the betting token, runs the countdown, builds the body with
 * `buildInplayBetPayload` and posts it.
 */
export interface BetSlipInplayRequest {
  readonly memberId: number;
  readonly userId: string;
  readonly amount: Won;
  readonly entries: readonly BetSlipEntry[];
  readonly totalOdds: Odds;
  readonly autoChangeOdds: boolean;
}

/**
 * The server side of the bet slip. A rejection because odds moved is an ApiError with
 * status 409 whose body carries the new odds (see `decodeRejectedOdds`).
 */
export interface BetSlipGateway {
  /** GET /settingMemberBetting/{userId}: the member's limit rows (see `BetLimitSetting`). */
  loadLimitSettings(userId: string): Promise<Result<readonly BetLimitSetting[], ApiError>>;
  /** POST /sports-prematch/betting; `intent` carries the submit's Idempotency-Key (kept across retries). */
  placePrematchBet(payload: PrematchBetPayload, intent?: MoneyIntent): Promise<Result<BetSlipPlaced, ApiError>>;
  /** POST /virtureBetting/soccer. */
  placeVirtualBet(payload: VirtualBetPayload, intent?: MoneyIntent): Promise<Result<BetSlipPlaced, ApiError>>;
  /** POST /minigame/betting. */
  placeMiniGameBet(payload: MiniGameBetPayload, intent?: MoneyIntent): Promise<Result<BetSlipPlaced, ApiError>>;
  /** Token, countdown and POST /sports-inplay/betting, implemented by the in-play feature. */
  placeInplayBet(request: BetSlipInplayRequest): Promise<Result<BetSlipPlaced, ApiError | BetSlipPlaceCancelled>>;
  /**
   * GET /sports-prematch/bonus: the folder bonuses the slip's picker offers. A gateway without
   * it offers none (the picker stays hidden).
   */
  loadBonusOffers?(): Promise<Result<readonly BetSlipBonusOffer[], ApiError>>;
}
export const BetSlipGateway = portToken<BetSlipGateway>('BetSlipGateway');

/**
 * The live odds of the slip's picks (the same feed the lists follow). `follow` gets the odds
 * ids to watch, as they change, and emits every frame about them; the slip applies them with
 * `applyBetSlipOddsUpdate` (versions never go back, so replays and duplicates are harmless).
 * It also passes on the stream's `stale`/`reset` signals, and `linkUp$` tells whether the
 * streams are connected: the slip says when its prices may not be current (`livePricesStale`).
 */
export interface BetSlipOddsFeed {
  follow(oddsIds$: Observable<readonly number[]>): Observable<BetSlipOddsUpdate | LiveFeedSignal>;
  readonly linkUp$?: Observable<boolean>;
}
export const BetSlipOddsFeed = portToken<BetSlipOddsFeed>('BetSlipOddsFeed');

/**
 * Who is betting, pushed by the session as an Observable. `memberId` is the member's
 * numeric id (User.id, sent as memberId), `userId` the login id (for the settings call),
 * `role` the level (clamped to 1..5 for limits), `cash` the held emoney in won.
 */
export interface BetSlipContext {
  readonly loggedIn: boolean;
  readonly memberId: number | null;
  readonly userId: string | null;
  readonly role: number;
  readonly cash: number;
  /** Changes when the operator changes the level's limits (the session's `bettingLimitsKey`): the limits are read again. */
  readonly limitsKey?: string;
  /**
   * The operator's max-bet reading (site setting `maxBetInclusive`, through `maxBetBoundaryOf`);
   * omitted until the settings arrive, when the view model's `maxBetBoundary` (or core's default) applies.
   */
  readonly maxBetBoundary?: BetMaxBetBoundary;
}

export const GUEST_BET_SLIP_CONTEXT: BetSlipContext = { loggedIn: false, memberId: null, userId: null, role: 1, cash: 0 };
