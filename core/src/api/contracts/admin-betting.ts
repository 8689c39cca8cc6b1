/**
 * The operator's betting desk (issue 11; not in the spec): one contract per call, served by the
 * sports module's admin routes (server/src/routes/sports/routes/admin-betting.routes.ts), admins only.
 *
 * GET  /admin/betting/fixtures?q&page&perpage       -> AdminBettingFixtureDto[] (fixtures not finished, their
 *      markets with the feed's and the operator's suspension, and the exposure of the open slips)
 * PUT  /admin/markets/{id}/suspension {suspended}   -> { message } (the operator suspends or lifts a market)
 * GET  /admin/bets?q&open&gameType&page&perpage     -> AdminBetDto[] (sports, live, mini-game and virtual slips, newest first)
 * POST /admin/bets/{id}/void                        -> { message } (money-moving: the stake back, a won slip's payout taken back)
 *
 * Exposure counts the open slips (waiting, not cancelled) with a leg on the market: `stakes` are
 * their stakes, an outcome's `payout` what those with a leg on it would be paid if every leg won,
 * and its `liability` that payout less the market's stakes (what the house loses if it wins;
 * negative: what it keeps). Combinations count whole, as if their other legs won.
 */
import * as W from '../contract/index.js';
import { pagingShape } from './common.js';
import { noticeAnswer } from './foundation-common.js';

const idParam = W.obj({ id: W.id() });
/** Part of a team, league or login id; searched case-insensitively. */
const searchText = () => W.optional(W.text(40));

const exposedOdds = W.obj({
  id: W.idOrZero(),
  name: W.string(),
  line: W.nullable(W.string()),
  price: W.odds(),
  suspended: W.bool(),
  stakes: W.won(),
  payout: W.won(),
  liability: W.signedWon(),
});
export type AdminExposedOddsDto = W.TypeOf<typeof exposedOdds>;

const exposedMarket = W.obj({
  /** The market row's id (the suspension call names it). */
  id: W.idOrZero(),
  /** The feed's market type id. */
  typeId: W.int(),
  name: W.string(),
  baseline: W.nullable(W.string()),
  /** Suspended by the feed (a goal, a decided price). */
  feedSuspended: W.bool(),
  /** Suspended by the operator. */
  held: W.bool(),
  /** Open slips with a leg on the market. */
  slips: W.int(0),
  stakes: W.won(),
  odds: W.array(exposedOdds, 100),
});
export type AdminExposedMarketDto = W.TypeOf<typeof exposedMarket>;

const bettingFixture = W.obj({
  id: W.idOrZero(),
  startDate: W.dateText(),
  /** 1 not started, 2 in play. */
  status: W.int(),
  sport: W.string(),
  league: W.string(),
  home: W.string(),
  away: W.string(),
  markets: W.array(exposedMarket, 500),
});
export type AdminBettingFixtureDto = W.TypeOf<typeof bettingFixture>;

export const adminBettingFixturesCall = W.defineCall({
  method: 'GET',
  path: '/admin/betting/fixtures',
  query: W.obj({ q: searchText(), ...pagingShape }),
  response: W.array(bettingFixture),
});

export const adminMarketSuspensionCall = W.defineCall({
  method: 'PUT',
  path: '/admin/markets/:id/suspension',
  params: idParam,
  body: W.obj({ suspended: W.bool() }),
  response: noticeAnswer,
});

/** The game types the bets list shows and filters by (spec section 9): 1 sports, 2 live, 3 mini-game, 4 virtual. */
export const ADMIN_BET_GAME_TYPES = [1, 2, 3, 4] as const;

const adminBetLeg = W.obj({
  /** Sports: 'home vs away'; a mini-game or virtual round: its title (game and round, or league and teams). */
  event: W.string(),
  /** The market as the leg stored it (the feed's English name for some; core labels it). */
  marketName: W.string(),
  /** A sports leg's sport (period words differ per sport); null for a round. */
  sportId: W.nullable(W.int()),
  /** Sports odds id, or roundId * 1000 + pick code for a round (its last digits name the ball market). */
  oddsId: W.idOrZero(),
  /** The pick with its line, e.g. 'Over 2.5', '홀'. */
  pick: W.string(),
  price: W.odds(),
  /** The leg's win flag: -1 cancelled, 0 waiting, 1 lost, 2 won, 3 void, 4 half lost, 5 half won. */
  winFlag: W.int(-1, 5),
});
export type AdminBetLegDto = W.TypeOf<typeof adminBetLeg>;

const adminBet = W.obj({
  id: W.idOrZero(),
  memberId: W.idOrZero(),
  userId: W.string(),
  nickname: W.string(),
  /** 1 sports, 2 live, 3 mini-game, 4 virtual. */
  gameType: W.int(1, 4),
  /** The pre-match/in-play style (91-99, 999) or the mini-game or virtual game's id. */
  gameDetailType: W.int(),
  amount: W.won(),
  totalOdds: W.odds(),
  expectAmount: W.won(),
  /** What settlement paid (a voided slip: its stake back). */
  winAmount: W.won(),
  /** The history's codes: 0 waiting, 1 won, 2 lost, 3 refund, -1 cancelled. */
  settlementFlag: W.int(),
  voided: W.bool(),
  createdAt: W.dateText(),
  legs: W.array(adminBetLeg, 50),
});
export type AdminBetDto = W.TypeOf<typeof adminBet>;

export const adminBetsCall = W.defineCall({
  method: 'GET',
  path: '/admin/bets',
  /** `open` true lists only waiting slips; `gameType` one of ADMIN_BET_GAME_TYPES (none: all four). `q`: part of the login id. */
  query: W.obj({ q: searchText(), open: W.optional(W.bool()), gameType: W.optional(W.int(1, 4)), ...pagingShape }),
  response: W.array(adminBet),
});

/**
 * Voids a slip, waiting or settled won/lost, so the member ends as if it was never placed: the
 * stake goes back and a won slip's payout is taken back, once; a second void is refused and
 * changes nothing. When the member no longer holds the payout less the stake, the void is
 * refused (409 insufficientFunds) and nothing changes.
 */
export const adminVoidBetCall = W.defineCall({
  method: 'POST',
  path: '/admin/bets/:id/void',
  params: idParam,
  /** The notice the operator reads: what came back and what was taken back. */
  response: W.obj({ message: W.string() }),
  moneyMoving: true,
});
