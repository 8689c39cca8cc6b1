/**
 * The operator's limits and rates (issue 11; not in the spec), admins only:
 *
 * GET /admin/betting-limits                 -> AdminBettingLimitDto[] (every game type and level)
 * PUT /admin/betting-limits {gameType, level, maxBetUnits, maxWinUnits} -> { message }
 * GET /admin/live-bet-delays                -> AdminLiveBetDelayDto[] (sport 0: every other sport)
 * PUT /admin/live-bet-delays {sportId, seconds} -> { message }
 * GET /admin/banking-levels                 -> AdminBankingLevelDto[] (PUT is in admin.ts)
 * GET /admin/exchange-rate                  -> { wonPerUsd }
 * PUT /admin/exchange-rate {wonPerUsd}      -> { message }
 * GET /admin/bonus-offers                   -> AdminBonusOfferDto[] (folder bonuses)
 * PUT /admin/bonus-offers {folders, priceHundredths} -> { message }
 *
 * Limits travel in the spec's units of 10,000 won (spec 9), as the server's table keeps them.
 * The sports module serves the first four, the foundation the rest.
 */
import * as W from '../contract/index.js';
import { noticeAnswer } from './foundation-common.js';

/** The largest limit in units of 10,000 won (100 billion won). */
export const MAX_LIMIT_UNITS = 10_000_000;
/** Live-bet delays in seconds: spec 9's floor of 3, and at most a minute. */
export const MIN_LIVE_BET_DELAY = 3;
export const MAX_LIVE_BET_DELAY = 60;
/** Won per USD the operator may set. */
export const MAX_WON_PER_USD = 100_000;

const bettingLimit = W.obj({
  /** 1 sports, 2 live, 3 mini-game, 4 virtual (spec 9). */
  gameType: W.int(1, 99),
  level: W.int(1, 5),
  maxBetUnits: W.int(1, MAX_LIMIT_UNITS),
  maxWinUnits: W.int(1, MAX_LIMIT_UNITS),
});
export type AdminBettingLimitDto = W.TypeOf<typeof bettingLimit>;

const liveBetDelay = W.obj({
  /** 0 = every sport without its own row. */
  sportId: W.int(0, 10_000_000),
  seconds: W.int(MIN_LIVE_BET_DELAY, MAX_LIVE_BET_DELAY),
});
export type AdminLiveBetDelayDto = W.TypeOf<typeof liveBetDelay>;

const exchangeRate = W.obj({ wonPerUsd: W.int(1, MAX_WON_PER_USD) });
export type AdminExchangeRateDto = W.TypeOf<typeof exchangeRate>;

export const adminBettingLimitsCall = W.defineCall({
  method: 'GET',
  path: '/admin/betting-limits',
  response: W.array(bettingLimit),
});

export const adminSaveBettingLimitCall = W.defineCall({
  method: 'PUT',
  path: '/admin/betting-limits',
  body: bettingLimit,
  response: noticeAnswer,
});

export const adminLiveBetDelaysCall = W.defineCall({
  method: 'GET',
  path: '/admin/live-bet-delays',
  response: W.array(liveBetDelay),
});

export const adminSaveLiveBetDelayCall = W.defineCall({
  method: 'PUT',
  path: '/admin/live-bet-delays',
  body: liveBetDelay,
  response: noticeAnswer,
});

/** A level's deposit account as listed; a level without one has blank texts. */
const bankingLevelRow = W.obj({
  userType: W.string(),
  level: W.int(1, 5),
  bankName: W.string(),
  bankAccountNumber: W.string(),
  accountHolder: W.string(),
});
export type AdminBankingLevelRowDto = W.TypeOf<typeof bankingLevelRow>;

export const adminBankingLevelsCall = W.defineCall({
  method: 'GET',
  path: '/admin/banking-levels',
  response: W.array(bankingLevelRow),
});

export const adminExchangeRateCall = W.defineCall({
  method: 'GET',
  path: '/admin/exchange-rate',
  response: exchangeRate,
});

export const adminSaveExchangeRateCall = W.defineCall({
  method: 'PUT',
  path: '/admin/exchange-rate',
  body: exchangeRate,
  response: noticeAnswer,
});

/** Folder-bonus prices the operator may set, in hundredths (1.01-3.00). */
export const MIN_BONUS_PRICE = 101;
export const MAX_BONUS_PRICE = 300;

const bonusOffer = W.obj({
  /** The qualifying picks (1.30 or more) the bonus needs. */
  folders: W.int(2, 20),
  priceHundredths: W.int(MIN_BONUS_PRICE, MAX_BONUS_PRICE),
});
export type AdminBonusOfferDto = W.TypeOf<typeof bonusOffer>;

export const adminBonusOffersCall = W.defineCall({
  method: 'GET',
  path: '/admin/bonus-offers',
  response: W.array(bonusOffer),
});

export const adminSaveBonusOfferCall = W.defineCall({
  method: 'PUT',
  path: '/admin/bonus-offers',
  body: bonusOffer,
  response: noticeAnswer,
});
