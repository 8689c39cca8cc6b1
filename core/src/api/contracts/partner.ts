/**
 * Partner and recommender areas (spec 2 and 6; the spec shows the screens but not their calls):
 * one contract per call. The site has no client function for them yet; the server serves them.
 *
 * GET /partner/members?page&perpage  -> PartnerMemberDto[] (the downline, newest first)
 * GET /partner/summary               -> PartnerSummaryDto (member count, deposit and withdrawal totals in won)
 */
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
const myReferral = W.obj({ userId: W.string(), nickname: W.string(), joinedAt: W.dateText() });
export type MyReferralDto = W.TypeOf<typeof myReferral>;

/**
 * GET /mypage/recommender?page&perpage -> { total, list } (any member, from the session): the
 * members whose recommender is the caller, newest first; never another member's referrals.
 */
export const myReferralsCall = W.defineCall({
  method: 'GET',
  path: '/mypage/recommender',
  query: W.obj(pagingShape),
  response: W.obj({ total: W.int(0), list: W.array(myReferral) }),
});
