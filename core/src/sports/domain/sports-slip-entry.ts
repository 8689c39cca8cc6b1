import type { BetSlipEntry } from '../../bet-slip/domain/bet-slip.types.js';
import { ODDS_ONE } from '../../shared/domain/odds.js';
import { domainError, fail, ok, type DomainError, type Result } from '../../shared/domain/result.js';
import { findSportsPick, type SportsFixture, type SportsFixtureStatus, type SportsPick } from './sports-fixture.js';
import { SPORTS_MESSAGES } from './sports.messages.js';

/** Which list a pick comes from: it decides which fixture status is still open for betting. */
export type SportsListKind = 'prematch' | 'inplay';

const OPEN_STATUS: Readonly<Record<SportsListKind, SportsFixtureStatus>> = { prematch: 'notStarted', inplay: 'inPlay' };

export type SportsPickErrorKind = 'oddsSuspended' | 'bettingClosed' | 'pickNotFound';
export type SportsPickError = DomainError<SportsPickErrorKind>;

/**
 * The slip entry of spec section 3 for one pick, in exactly the shape core/src/bet-slip takes
 * (`BetSlipViewModel.addBet(entry)`): the odds id as id, the price the member saw, no changed
 * price yet, the feed version, the market type id as marketId, Korean names, and the fixture's
 * teams and league as gameInfo. A pick without its own baseline takes the market's.
 */
export function sportsSlipEntry(pick: SportsPick): BetSlipEntry {
  const { fixture, market, odds } = pick;
  return {
    id: odds.id,
    betPrice: odds.price,
    betChangedPrice: null,
    fixtureId: fixture.id,
    sportId: fixture.sportId,
    marketId: market.marketId,
    marketName: market.name,
    marketNameKorean: market.nameKorean,
    version: odds.version,
    betName: odds.name,
    betNameKorean: odds.nameKorean,
    betLine: odds.line,
    betBaseline: odds.baseline ?? market.baseline,
    slipName: SPORTS_MESSAGES.slipName(fixture.home.nameKorean, fixture.away.nameKorean),
    gameInfo: {
      home_participants_name: fixture.home.nameKorean,
      away_participants_name: fixture.away.nameKorean,
      league_name: fixture.leagueNameKorean,
      sport_id: fixture.sportId,
    },
  };
}

/** Why a pick cannot go into the slip now, or null when it can. */
export function sportsPickRefusal(pick: SportsPick, list: SportsListKind): SportsPickError | null {
  if (pick.fixture.status !== OPEN_STATUS[list]) {
    return domainError('bettingClosed', SPORTS_MESSAGES.bettingClosed);
  }
  // A price below 1.00 is the feed's way of saying "closed" as much as the flag is.
  if (pick.market.suspended || pick.odds.suspended || pick.odds.price < ODDS_ONE) {
    return domainError('oddsSuspended', SPORTS_MESSAGES.oddsSuspended);
  }
  return null;
}

/** Checks a pick is open and builds its slip entry; a pick not on the list is refused. */
export function sportsSlipEntryOfPick(pick: SportsPick | null, list: SportsListKind): Result<BetSlipEntry, SportsPickError> {
  if (!pick) return fail(domainError('pickNotFound', SPORTS_MESSAGES.pickNotFound));
  const refusal = sportsPickRefusal(pick, list);
  return refusal ? fail(refusal) : ok(sportsSlipEntry(pick));
}

/** Finds the pick in the list, checks it is open, and builds its slip entry. */
export function sportsSlipEntryFor(
  fixtures: readonly SportsFixture[],
  fixtureId: number,
  oddsId: number,
  list: SportsListKind,
): Result<BetSlipEntry, SportsPickError> {
  return sportsSlipEntryOfPick(findSportsPick(fixtures, fixtureId, oddsId), list);
}
