import { oddsFromPrice, totalOdds, type Odds, odds, oddsToPrice } from '@bet/core/shared';
import {
  BET_GAME_TYPE,
  BONUS_MARKET_ID,
  BONUS_MARKET_NAME,
  EVENT_GAME_DETAIL_TYPE,
  INPLAY_ODDS_CHANGED_RESULT,
  MAX_BETS_PER_FIXTURE,
  inplayGameDetailType,
  isCombinationAllowed,
  prematchGameDetailType,
  validateBetSubmit,
} from '../core-rules.js';
import type { Queryable } from '../../../db/db.js';
import { done, refuse, type Outcome, type Refused } from '../../../http/refusals.js';
import type { SlipMember } from '../../../ports/slip-book.js';
import { SPORTS_MESSAGES } from '../messages.js';
import { bonusBetName, checkBonus } from './bonus.js';
import { loadBonusOffers } from './bonus-store.js';
import { maxBetBoundaryFrom } from './max-bet-setting.js';
import { loadBetInputs, type OddsRow } from './bet-inputs-store.js';
import { writeSlip, type BetWallet, type LegDraft, type PlacedSlip } from './slip-writer.js';

/** Body of POST /sports-prematch/betting and /sports-inplay/betting (core's PrematchBetBodyDto). */
export interface SportsBetBody {
  readonly memberId: number;
  readonly totalRatio: number;
  readonly amounts: number;
  readonly bettings: readonly {
    readonly betPrice: number;
    readonly fixtureId: number;
    readonly oddsId: number;
    readonly sportId: number;
    readonly marketId: number;
    readonly version: number;
    readonly betNameKorean: string;
  }[];
  readonly gameDetailType: number;
  readonly gameStyle: string;
  readonly changeFlag: boolean;
}

export type SportsBetMode = 'prematch' | 'inplay';

/** Prices the member saw that no longer hold: the 409 body (and in-play result '10') lists them. */
export interface MovedOdds {
  readonly oddsId: number;
  readonly betPrice: number;
  readonly version: number;
  readonly oldPrice: number;
}

export type SportsBetOutcome =
  { readonly kind: 'placed'; readonly placed: PlacedSlip } | { readonly kind: 'oddsChanged'; readonly moved: readonly MovedOdds[] };

/** Checks that need no database: member, amount basics, slip not empty, gameDetailType. */
export function precheckSportsBet(member: Pick<SlipMember, 'id'>, body: SportsBetBody, mode: SportsBetMode): Outcome<void> {
  if (body.memberId !== member.id) return refuse('forbidden', SPORTS_MESSAGES.notYourAccount);
  const picks = body.bettings.filter((b) => b.marketId !== BONUS_MARKET_ID);
  // Core's submit checks, the 10-won stake step included; only the limits wait for the database.
  const basic = validateBetSubmit({ loggedIn: true, entryCount: picks.length, amount: body.amounts, totalOdds: oddsOf(1), limits: null });
  if (!basic.ok && basic.error.kind !== 'limitsUnavailable') return refuse(basic.error.kind, basic.error.message);
  const expected =
    mode === 'inplay'
      ? [inplayGameDetailType(picks.length)]
      : [prematchGameDetailType(picks.length, 'europe'), prematchGameDetailType(picks.length, 'korea'), EVENT_GAME_DETAIL_TYPE];
  if (!expected.includes(body.gameDetailType)) return refuse('gameDetailTypeMismatch', SPORTS_MESSAGES.gameDetailTypeMismatch);
  const ids = body.bettings.map((b) => b.oddsId);
  if (new Set(ids).size !== ids.length) return refuse('duplicatePick', SPORTS_MESSAGES.duplicatePick);
  return done(undefined);
}

const oddsOf = (n: number): Odds => (n * 100) as Odds;
/** Spec section 9: two picks on one fixture only for combination sports, never the same market twice. */
function combinationRefusal(rows: readonly OddsRow[], inplay: boolean): Refused | null {
  const byFixture = new Map<number, OddsRow[]>();
  for (const r of rows) byFixture.set(r.fixtureId, [...(byFixture.get(r.fixtureId) ?? []), r]);
  for (const picks of byFixture.values()) {
    if (picks.length < 2) continue;
    const first = picks[0] as OddsRow;
    if (!isCombinationAllowed(first.sportId, inplay)) return refuse('combinationNotAllowed', SPORTS_MESSAGES.combinationNotAllowed);
    if (picks.length > MAX_BETS_PER_FIXTURE) return refuse('tooManyPerFixture', SPORTS_MESSAGES.tooManyPerFixture);
    if (new Set(picks.map((p) => p.marketName)).size !== picks.length) return refuse('sameMarketTwice', SPORTS_MESSAGES.sameMarketTwice);
  }
  return null;
}

/**
 * Which submitted prices no longer hold. Pre-match books exactly the price the member sent, or
 * refuses with the current ones (409 oddsChanged): `changeFlag` never makes it book a price the
 * member was not shown; the slip follows the feed and re-sends the prices it accepted. A newer
 * version at the very same price is booked (that price is the one on screen). In-play keeps its
 * flow (spec 4): price or version moved, unless changeFlag accepts the current ones.
 */
function pricesMoved(row: OddsRow, bet: SportsBetBody['bettings'][number], mode: SportsBetMode): boolean {
  const priceMoved = row.price !== oddsFromPrice(bet.betPrice);
  return mode === 'prematch' ? priceMoved : priceMoved || row.version !== bet.version;
}

/** Pre-match never takes moved odds on the client's say-so; in-play does with changeFlag. */
const acceptsMovedOdds = (body: SportsBetBody, mode: SportsBetMode): boolean => mode === 'inplay' && body.changeFlag;

/**
 * Places a pre-match or in-play slip inside `tx`. Order: every pick exists and belongs to its
 * fixture; fixtures open for this mode; markets not suspended and prices confirmed by the live
 * feed within core's SPORTS_PRICE_FRESHNESS_MS (both modes: see feed-confirmation-store.ts); prices as the member saw them
 * (see `pricesMoved`); combination and bonus rules; total odds; limits of the game type and
 * level; then the stake debit and the rows.
 */
export async function placeSportsBet(
  tx: Queryable,
  wallet: BetWallet,
  member: SlipMember,
  body: SportsBetBody,
  mode: SportsBetMode,
  context: {
    readonly now: number;
    readonly ip: string | null;
    readonly requestKey?: string | null;
    /** In-play: the betting token's issue time. An offer changed after it is refused (result '10') even with changeFlag. */
    readonly offersNotAfter?: number | undefined;
  },
): Promise<Outcome<SportsBetOutcome>> {
  const bonusBets = body.bettings.filter((b) => b.marketId === BONUS_MARKET_ID);
  const pickBets = body.bettings.filter((b) => b.marketId !== BONUS_MARKET_ID);
  const gameType = mode === 'inplay' ? BET_GAME_TYPE.live : BET_GAME_TYPE.sports;
  const {
    odds: found,
    limits,
    maxBetInclusive,
    feedFresh,
  } = await loadBetInputs(
    tx,
    pickBets.map((b) => b.oddsId),
    gameType,
    member.role,
    context.now,
  );
  const moved: MovedOdds[] = [];
  let newerThanToken = false;
  const rows: OddsRow[] = [];
  for (const bet of pickBets) {
    const row = found.get(bet.oddsId);
    if (!row) return refuse('oddsNotFound', SPORTS_MESSAGES.oddsNotFound);
    if (row.fixtureId !== bet.fixtureId || row.sportId !== bet.sportId) return refuse('fixtureMismatch', SPORTS_MESSAGES.fixtureMismatch);
    if (mode === 'prematch' && (row.fixtureStatus !== 1 || row.startDate.getTime() <= context.now || row.settled)) {
      return refuse('fixtureStarted', SPORTS_MESSAGES.fixtureStarted);
    }
    if (mode === 'inplay' && (row.fixtureStatus !== 2 || row.settled)) return refuse('fixtureNotLive', SPORTS_MESSAGES.fixtureNotLive);
    // A price the live feed has not confirmed within the freshness limit may already be gone
    // (the feed cannot announce a suspension while it is silent): refused as a suspended one.
    if (row.suspended || !feedFresh) return refuse('marketSuspended', SPORTS_MESSAGES.marketSuspended);
    // The live-bet delay: the price must have stood since the token was issued, not merely be current now.
    const young = context.offersNotAfter !== undefined && row.offeredSince.getTime() > context.offersNotAfter;
    newerThanToken ||= young;
    if (young || pricesMoved(row, bet, mode)) {
      moved.push({ oddsId: row.id, betPrice: oddsToPrice(odds(row.price)), version: row.version, oldPrice: bet.betPrice });
    }
    rows.push(row);
  }
  if (moved.length > 0 && (newerThanToken || !acceptsMovedOdds(body, mode))) return done({ kind: 'oddsChanged', moved });
  const combination = combinationRefusal(rows, mode === 'inplay');
  if (combination) return combination;
  const bonusPrices = bonusBets.map((b) => ({ oddsId: b.oddsId, price: oddsFromPrice(b.betPrice) ?? (0 as Odds) }));
  // The offers are read only for a slip with a bonus leg (no extra statement for the others).
  const bonusChecked = checkBonus(
    bonusPrices.length > 0 ? await loadBonusOffers(tx) : [],
    bonusPrices,
    rows.map((r) => ({ marketId: r.typeId, price: r.price })),
  );
  if (!bonusChecked.ok) return bonusChecked;
  const bonus = bonusChecked.value;
  const prices = [...rows.map((r) => r.price), ...(bonus ? [bonus.price] : [])];
  const total = totalOdds(prices);
  if (!acceptsMovedOdds(body, mode) && oddsFromPrice(body.totalRatio) !== total)
    return refuse('totalRatioMismatch', SPORTS_MESSAGES.totalRatioMismatch);
  const checked = validateBetSubmit(
    { loggedIn: true, entryCount: rows.length, amount: body.amounts, totalOdds: total, limits },
    maxBetBoundaryFrom(maxBetInclusive),
  );
  if (!checked.ok) return refuse(checked.error.kind, checked.error.message);
  const legs: LegDraft[] = rows.map((r) => ({
    oddsId: r.id,
    fixtureId: r.fixtureId,
    roundId: null,
    sportId: r.sportId,
    startdate: r.startDate.toISOString(),
    sportsName: r.sportName,
    leagueName: r.leagueName,
    homeName: r.homeName,
    awayName: r.awayName,
    marketId: r.typeId,
    marketName: r.marketName,
    betName: r.nameKorean,
    baseline: r.baseline,
    line: r.line,
    price: r.price,
    version: r.version,
  }));
  if (bonus) {
    legs.push({
      oddsId: bonus.folders,
      fixtureId: null,
      roundId: null,
      sportId: null,
      startdate: null,
      sportsName: '',
      leagueName: '',
      homeName: '',
      awayName: '',
      marketId: BONUS_MARKET_ID,
      marketName: BONUS_MARKET_NAME,
      betName: bonusBetName(bonus.folders),
      baseline: null,
      line: null,
      price: bonus.price,
      version: null,
    });
  }
  const placed = await writeSlip(tx, wallet, {
    member,
    ip: context.ip,
    gameType,
    gameDetailType: body.gameDetailType,
    gameStyle: mode === 'inplay' ? 'IN' : body.gameStyle,
    amount: body.amounts,
    totalRatio: total,
    maxWin: limits?.maxWinnings ?? null,
    roundId: null,
    winBetName: null,
    legs,
    createdAt: context.now,
    requestKey: context.requestKey ?? null,
  });
  return placed.ok ? done({ kind: 'placed', placed: placed.value }) : placed;
}

export const ODDS_CHANGED_RESULT = INPLAY_ODDS_CHANGED_RESULT;
