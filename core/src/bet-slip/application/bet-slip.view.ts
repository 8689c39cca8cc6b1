import type { ApiError } from '../../shared/domain/api-error.js';
import { withThousands, won, type Won } from '../../shared/domain/money.js';
import { formatOdds, payout, totalOdds, type Odds } from '../../shared/domain/odds.js';
import { betSlipActiveEntries } from '../domain/bet-slip.js';
import { BET_QUICK_AMOUNTS } from '../domain/bet-slip.constants.js';
import { BET_SLIP_MESSAGES } from '../domain/bet-slip.messages.js';
import { isBonusEntry, type BetSlipBonusOffer } from '../domain/bonus-rules.js';
import { LIVE_PRICES_STALE_MESSAGE } from '../../shared/domain/live-prices.js';
import {
  betSlipFollowedOddsIds,
  betSlipLockedCount,
  NO_BET_SLIP_LIVE_MARKS,
  type BetSlipLiveMarks,
  type BetSlipOddsMovement,
} from '../domain/live-odds.js';
import { betStakeCapHint, betStakeRoundingHint, placedBetStake, type BetStakeCaps } from '../domain/stake.js';
import { betGameTypeOfPath, betLimitsFor, type BetLimits, type BetLimitSetting } from '../domain/limits.js';
import type { BetSlipEntry, BetSlipError, BetSlipGamePath, BetSlipState } from '../domain/bet-slip.types.js';
import type { BetSlipOddsMove } from '../domain/rejected-odds.js';
import type { BetSlipSuccessText } from '../domain/success-text.js';
import { GUEST_BET_SLIP_CONTEXT, type BetSlipContext } from './bet-slip.ports.js';
import type { VirtualGameKind } from '../domain/game-detail-type.js';

export interface BetSlipViewEntry {
  readonly entry: BetSlipEntry;
  readonly isBonus: boolean;
  readonly priceText: string;
  /** The feed's newer price when it differs from the price the slip bets (auto-change off). */
  readonly changedPriceText: string | null;
  /** Which way the feed last moved this pick's price; null until it moves. */
  readonly movement: BetSlipOddsMovement | null;
  /** The feed suspended this pick: it is shown locked and the slip cannot be sent. */
  readonly locked: boolean;
}

/** One button of the folder-bonus picker (spec 2/5). */
export interface BetSlipBonusOfferView {
  readonly folders: number;
  readonly priceText: string;
  /** This bonus is in the slip (pressing it again takes it out). */
  readonly selected: boolean;
}

/** Phases of the slip screen. */
export type BetSlipPhase =
  | { readonly status: 'idle' }
  /** `retryText` while a submit that got no answer is being retried: '재시도 중입니다… (2/3)'. */
  | { readonly status: 'submitting'; readonly retryText?: string }
  | { readonly status: 'done'; readonly success: BetSlipSuccessText }
  /** Prematch odds moved: the slip is kept, the new prices stand beside the old ones. */
  | { readonly status: 'rejected'; readonly message: string; readonly moves: readonly BetSlipOddsMove[] }
  /** kind 'loginRequired' means: open the login dialog. */
  | { readonly status: 'error'; readonly error: BetSlipError | ApiError };

export type BetSlipView = {
  readonly gamePath: BetSlipGamePath;
  readonly autoChangeOdds: boolean;
  readonly entries: readonly BetSlipViewEntry[];
  /** Picks shown in the slip (and on the mobile footer), the bonus included. */
  readonly count: number;
  readonly totalOdds: Odds;
  readonly totalOddsText: string;
  readonly stakeText: string;
  /** The stake as typed (never capped or rounded while typing); null when nothing was typed. */
  readonly stake: number | null;
  /** Spec 5's cap on typed amounts, shown as a hint while the typed amount is above it. */
  readonly stakeCapHint: string | null;
  /** Spec 9 rounds the stake down to 10 won: '12,340원으로 베팅됩니다.' while a typed whole amount is not a multiple of 10. */
  readonly stakeRoundingHint: string | null;
  readonly expectedPayout: Won;
  readonly expectedPayoutText: string;
  readonly cash: Won;
  /**
   * The limits that apply: the member's level limits for the page's game type (or, on a page with
   * none, for the picks the slip still holds); null while unknown or on such a page with no picks.
   */
  readonly limits: BetLimits | null;
  /** The game type the limits are for ('스포츠', '미니게임'...), shown beside them. */
  readonly limitsGameName: string | null;
  readonly quickAmounts: readonly Won[];
  /** The folder bonuses offered on prematch pages (empty elsewhere or before they load). */
  readonly bonusOffers: readonly BetSlipBonusOfferView[];
  /** Picks the feed has suspended. */
  readonly lockedCount: number;
  /** A one-off alert (bonus rules, insufficient cash, betting in progress); cleared by dismiss. */
  readonly notice: string | null;
  /** LIVE_PRICES_STALE_MESSAGE while the feed's prices of the slip's picks may not be current; null otherwise. */
  readonly pricesStaleNotice: string | null;
  /** The slip's revision counter (spec "status numeric from 0"). */
  readonly revision: number;
} & BetSlipPhase;

/** The view model's whole state; the view is derived from it. */
export interface BetSlipInternalState {
  readonly slip: BetSlipState;
  /** Exactly what the member typed (or what MAX / a quick add filled in). */
  readonly stakeText: string;
  readonly stake: number | null;
  readonly live: BetSlipLiveMarks;
  readonly bonusOffers: readonly BetSlipBonusOffer[];
  readonly phase: BetSlipPhase;
  readonly notice: string | null;
  readonly context: BetSlipContext;
  readonly limitSettings: readonly BetLimitSetting[] | null;
  /** Mini-game rounds already bet on in this session (one bet per round): keys of `miniGameRoundKey`. */
  readonly placedRounds: ReadonlySet<string>;
  /** The virtual game of the last bet365 route: what a virtual slip is sent as. */
  readonly virtualGame: VirtualGameKind;
  /** The game path of the page shown (null: a page without one, /bet_result, /mypage...); absent until the first route. */
  readonly pageGamePath?: BetSlipGamePath | null;
  /** The live feed's prices may not be current (see `livePricesStale`). */
  readonly pricesStale: boolean;
}

/** A finished phase (done, rejected, error) gives way to idle on the member's next action. */
export const settleBetSlipPhase = (phase: BetSlipPhase): BetSlipPhase => (phase.status === 'submitting' ? phase : { status: 'idle' });

/** The screen before the member's first action: a guest's context, nothing loaded yet. */
export const initialBetSlipState = (slip: BetSlipState): BetSlipInternalState => ({
  slip,
  stakeText: '',
  stake: null,
  live: NO_BET_SLIP_LIVE_MARKS,
  bonusOffers: [],
  phase: { status: 'idle' },
  notice: null,
  context: GUEST_BET_SLIP_CONTEXT,
  limitSettings: null,
  placedRounds: new Set<string>(),
  virtualGame: 'soccer',
  pricesStale: false,
});

export const betSlipTotalOdds = (slip: BetSlipState): Odds => totalOdds(betSlipActiveEntries(slip).map((e) => e.betPrice));

export const betSlipLimitsOf = (s: BetSlipInternalState): BetLimits | null =>
  s.limitSettings ? betLimitsFor(s.limitSettings, betGameTypeOfPath(s.slip.gamePath), s.context.role) : null;

/**
 * The limits the slip shows. On a page without a game type an empty slip shows none: nothing can
 * be bet there, and another page's figures would read as this page's (issue 29: /bet_result showed
 * the mini-game limits left from /minigame). Picks still in the slip keep their game type's limits:
 * those are what their submit is checked against.
 */
export const betSlipShownLimits = (s: BetSlipInternalState): BetLimits | null =>
  s.pageGamePath === null && betSlipActiveEntries(s.slip).length === 0 ? null : betSlipLimitsOf(s);

const viewEntry =
  (live: BetSlipLiveMarks) =>
  (e: BetSlipEntry): BetSlipViewEntry => ({
    entry: e,
    isBonus: isBonusEntry(e),
    priceText: formatOdds(e.betPrice),
    changedPriceText: e.betChangedPrice !== null && e.betChangedPrice !== e.betPrice ? formatOdds(e.betChangedPrice) : null,
    movement: live.movement[e.id] ?? null,
    locked: live.suspended.includes(e.id),
  });

/** The stake caps of a state: the member's cash, the limits and the slip's total odds. */
export const betSlipStakeCaps = (s: BetSlipInternalState): BetStakeCaps => ({
  cash: s.context.cash,
  limits: betSlipLimitsOf(s),
  totalOdds: betSlipTotalOdds(s.slip),
  ...(s.context.maxBetBoundary ? { maxBetBoundary: s.context.maxBetBoundary } : {}),
});

const PREMATCH_PATHS: readonly BetSlipGamePath[] = ['europe', 'korea'];

function bonusOfferViews(s: BetSlipInternalState, entries: readonly BetSlipEntry[]): BetSlipBonusOfferView[] {
  if (!PREMATCH_PATHS.includes(s.slip.gamePath)) return [];
  return s.bonusOffers.map((o) => ({
    folders: o.folders,
    priceText: formatOdds(o.price),
    selected: entries.some((e) => isBonusEntry(e) && e.id === o.folders),
  }));
}

export function toBetSlipView(s: BetSlipInternalState): BetSlipView {
  const entries = betSlipActiveEntries(s.slip);
  const total = betSlipTotalOdds(s.slip);
  // The stake that will be placed (spec 9: rounded down to 10 won) pays the expected payout.
  const placed = placedBetStake(s.stake);
  const validStake = placed !== null && Number.isSafeInteger(placed) && placed > 0 ? placed : 0;
  const expected = payout(validStake, total);
  const cap = s.context.loggedIn ? betStakeCapHint(placed, betSlipStakeCaps(s)) : null;
  const shownLimits = betSlipShownLimits(s);
  const rounded = betStakeRoundingHint(s.stake);
  return {
    gamePath: s.slip.gamePath,
    autoChangeOdds: s.slip.autoChangeOdds,
    entries: entries.map(viewEntry(s.live)),
    count: entries.length,
    totalOdds: total,
    totalOddsText: formatOdds(total),
    stakeText: s.stakeText,
    stake: s.stake,
    stakeCapHint: cap === null ? null : BET_SLIP_MESSAGES.stakeCapHint(cap),
    stakeRoundingHint: rounded === null ? null : BET_SLIP_MESSAGES.stakeRoundedHint(rounded),
    expectedPayout: expected,
    expectedPayoutText: withThousands(expected),
    cash: won(Math.max(0, Math.floor(s.context.cash))),
    limits: shownLimits,
    limitsGameName: shownLimits ? (BET_SLIP_MESSAGES.limitsGameName[betGameTypeOfPath(s.slip.gamePath)] ?? null) : null,
    quickAmounts: BET_QUICK_AMOUNTS,
    bonusOffers: bonusOfferViews(s, entries),
    lockedCount: betSlipLockedCount(s.slip, s.live),
    notice: s.notice,
    pricesStaleNotice: s.pricesStale && betSlipFollowedOddsIds(s.slip).length > 0 ? LIVE_PRICES_STALE_MESSAGE : null,
    revision: s.slip.status,
    ...s.phase,
  };
}
