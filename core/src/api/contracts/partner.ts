/**
 * Partner and recommender areas (spec 2 and 6; the spec shows the screens but not their calls):
 * one contract per call. The site has no client function for them yet; the server serves them.
 *
 * GET /partner/members?page&perpage  -> PartnerMemberDto[] (the downline, newest first)
 * GET /partner/summary               -> PartnerSummaryDto (member count, deposit and withdrawal totals in won)
 */
import { PARTNER_CODE_MAX_LENGTH, PARTNER_CODE_PATTERN } from '../../partner-desk/domain/partner-desk.messages.js';
import * as W from '../contract/index.js';
import { pagingShape } from './common.js';
import { answerWon } from './foundation-common.js';

const partnerMember = W.obj({
  id: W.idOrZero(),
  userId: W.string(),
  nickname: W.string(),
  role: W.int(),
  type: W.int(),
  status: W.string(),
  createdAt: W.dateText(),
  /** 1 for a direct referral, 2 for theirs, ... */
  depth: W.int(),
});
export type PartnerMemberDto = W.TypeOf<typeof partnerMember>;

const partnerSummary = W.obj({ members: W.int(0), depositTotal: answerWon(), withdrawalTotal: answerWon() });
export type PartnerSummaryDto = W.TypeOf<typeof partnerSummary>;

export const partnerMembersCall = W.defineCall({
  method: 'GET',
  path: '/partner/members',
  query: W.obj(pagingShape),
  response: W.array(partnerMember),
});

export const partnerSummaryCall = W.defineCall({ method: 'GET', path: '/partner/summary', response: partnerSummary });

/** One member who signed up with the logged-in member's code: safe fields only (the id masked). */
/** `pending`: the sign-up awaits the operator's approval (absent from older servers: read as approved). */
const myReferral = W.obj({ userId: W.string(), nickname: W.string(), joinedAt: W.dateText(), pending: W.optional(W.bool()) });
export type MyReferralDto = W.TypeOf<typeof myReferral>;

/**
 * GET /mypage/recommender?page&perpage -> { total, list } (any member, from the session): the
 * members whose recommender is the caller, newest first; never another member's referrals.
 */
export const myReferralsCall = W.defineCall({
  method: 'GET',
  path: '/mypage/recommender',
  query: W.obj(pagingShape),
  /** `codes`: the caller's active join codes (GET /suggestioncode's codes), for the join links. */
  response: W.obj({ total: W.int(0), list: W.array(myReferral), codes: W.array(W.string()) }),
});

/* ------------------------------------------------------------------ partner desk (issue 11) */
// The spec names the partner pages but not their calls; these are ours. Every list is the
// caller's downline only (direct referrals and their referrals, three levels), paged, within a
// range of KST days [from, to] (inclusive). A `memberId` outside the downline is refused (403).

const rangeShape = { from: W.day(), to: W.day() };
const listQuery = W.obj({ ...pagingShape, ...rangeShape, memberId: W.optional(W.id()) });

/** A downline member with their cash balance (partner /partner/member and the recommender's list). */
const partnerMemberRow = W.obj({
  id: W.id(),
  userId: W.string(),
  nickname: W.string(),
  role: W.int(),
  type: W.int(),
  status: W.string(),
  createdAt: W.dateText(),
  depth: W.int(),
  /** null while the member is excluded (issue 13: the partner sees only that the account is closed). */
  cash: W.nullable(answerWon()),
});
export type PartnerMemberRowDto = W.TypeOf<typeof partnerMemberRow>;

/** GET /partner/member-list?page&perpage[&search] -> { total, list }: the downline, newest first. */
export const partnerMemberListCall = W.defineCall({
  method: 'GET',
  path: '/partner/member-list',
  query: W.obj({ ...pagingShape, search: W.optional(W.text(20)), partnersOnly: W.optional(W.int(0, 1)) }),
  response: W.obj({ total: W.int(0), list: W.array(partnerMemberRow) }),
});

/** One won deposit or withdrawal request of a downline member. status: 0 waiting, 1 done, 2 cancelled. */
const partnerMoneyRow = W.obj({
  id: W.id(),
  memberId: W.id(),
  userId: W.string(),
  nickname: W.string(),
  chargeType: W.int(0, 1),
  amount: answerWon(),
  status: W.int(0, 2),
  createdAt: W.dateText(),
  processedAt: W.nullable(W.dateText()),
});
export type PartnerMoneyRowDto = W.TypeOf<typeof partnerMoneyRow>;
const moneyPage = W.obj({ total: W.int(0), doneTotal: answerWon(), list: W.array(partnerMoneyRow) });
export type PartnerMoneyPageDto = W.TypeOf<typeof moneyPage>;

/** GET /partner/deposits?page&perpage&from&to[&memberId] -> the downline's deposit requests, newest first. */
export const partnerDepositsCall = W.defineCall({ method: 'GET', path: '/partner/deposits', query: listQuery, response: moneyPage });
/** GET /partner/withdrawals?page&perpage&from&to[&memberId] -> the downline's withdrawal requests. */
export const partnerWithdrawalsCall = W.defineCall({ method: 'GET', path: '/partner/withdrawals', query: listQuery, response: moneyPage });

/**
 * One sports, live, mini-game or virtual slip of a downline member. gameType 1 sports, 2 live,
 * 3 mini-game, 4 virtual (spec 9); settlementFlag 0 waiting, 1 won, 2 lost, 3 refund, -1 cancelled.
 */
const partnerBetRow = W.obj({
  id: W.id(),
  memberId: W.id(),
  userId: W.string(),
  nickname: W.string(),
  gameType: W.int(),
  title: W.string(),
  legs: W.int(0),
  amount: answerWon(),
  totalOdds: W.odds(),
  expectAmount: answerWon(),
  winAmount: answerWon(),
  settlementFlag: W.int(),
  createdAt: W.dateText(),
});
export type PartnerBetRowDto = W.TypeOf<typeof partnerBetRow>;
const betPage = W.obj({ total: W.int(0), stakeTotal: answerWon(), winTotal: answerWon(), list: W.array(partnerBetRow) });
export type PartnerBetPageDto = W.TypeOf<typeof betPage>;

/** GET /partner/bets?page&perpage&from&to[&memberId]: the downline's slips (not casino), newest first. */
export const partnerBetsCall = W.defineCall({ method: 'GET', path: '/partner/bets', query: listQuery, response: betPage });

/** One casino or slot round of a downline member (endedAt null while it runs). */
const partnerCasinoRow = W.obj({
  id: W.id(),
  memberId: W.id(),
  userId: W.string(),
  nickname: W.string(),
  category: W.literal('casino', 'slot'),
  provider: W.string(),
  gameName: W.string(),
  betTotal: answerWon(),
  winTotal: answerWon(),
  createdAt: W.dateText(),
  endedAt: W.nullable(W.dateText()),
});
export type PartnerCasinoRowDto = W.TypeOf<typeof partnerCasinoRow>;
const casinoPage = W.obj({ total: W.int(0), stakeTotal: answerWon(), winTotal: answerWon(), list: W.array(partnerCasinoRow) });
export type PartnerCasinoPageDto = W.TypeOf<typeof casinoPage>;

/** GET /partner/casino-bets?page&perpage&from&to[&memberId]: the downline's casino and slot rounds. */
export const partnerCasinoBetsCall = W.defineCall({ method: 'GET', path: '/partner/casino-bets', query: listQuery, response: casinoPage });

/** The settlement categories of spec 3's agent summary. */
export const PARTNER_CALC_CATEGORIES = ['casino', 'slot', 'mini', 'sports', 'virtual'] as const;
const calcCategory = W.literal(...PARTNER_CALC_CATEGORIES);

/**
 * One category of the agent summary. Percents are basis points (100 = 1%). userRolling is the
 * members' turnover: `before` on bets not yet settled, `after` on settled ones, `total` both.
 */
const partnerCalcRow = W.obj({
  category: calcCategory,
  rollingPer: W.int(0, 10_000),
  betAmount: answerWon(),
  winAmount: answerWon(),
  rollingAmount: answerWon(),
  userRolling: W.obj({ before: answerWon(), after: answerWon(), total: answerWon() }),
});
export type PartnerCalcRowDto = W.TypeOf<typeof partnerCalcRow>;

/** Spec 3 "Agent/rolling summary" for a range of days. */
const partnerCalc = W.obj({
  from: W.day(),
  to: W.day(),
  agent: W.string(),
  levelName: W.string(),
  categories: W.array(partnerCalcRow),
  losingPer: W.int(0, 10_000),
  losingAmount: answerWon(),
  totalRollingAmount: answerWon(),
  totalLosingAmount: answerWon(),
});
export type PartnerCalcDto = W.TypeOf<typeof partnerCalc>;

/** GET /partner/calc?from&to -> the agent summary of the caller's downline. */
export const partnerCalcCall = W.defineCall({ method: 'GET', path: '/partner/calc', query: W.obj(rangeShape), response: partnerCalc });

/** One KST day of the analysis: settled turnover and wins, the members' losing and the rolling. */
const partnerDay = W.obj({
  day: W.day(),
  betAmount: answerWon(),
  winAmount: answerWon(),
  losingAmount: answerWon(),
  rollingAmount: answerWon(),
});
export type PartnerDayDto = W.TypeOf<typeof partnerDay>;

/** GET /partner/analysis?from&to -> one row per day of the range (at most 93 days). */
export const partnerAnalysisCall = W.defineCall({
  method: 'GET',
  path: '/partner/analysis',
  query: W.obj(rangeShape),
  response: W.obj({ days: W.array(partnerDay, 100) }),
});

/** One of the caller's referral (join) codes and how many members signed up with it. */
const partnerCode = W.obj({ code: W.string(), active: W.bool(), members: W.int(0), createdAt: W.dateText() });
export type PartnerCodeDto = W.TypeOf<typeof partnerCode>;

/** GET /partner/codes -> the caller's referral codes, newest first. */
export const partnerCodesCall = W.defineCall({ method: 'GET', path: '/partner/codes', response: W.array(partnerCode) });

/** POST /partner/codes {code} -> the new code (4-12 letters or digits, stored in capitals). */
export const createPartnerCodeCall = W.defineCall({
  method: 'POST',
  path: '/partner/codes',
  body: W.obj({ code: W.pattern(PARTNER_CODE_PATTERN.source, PARTNER_CODE_MAX_LENGTH) }),
  response: partnerCode,
});
