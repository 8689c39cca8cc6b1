import type {
  PartnerBetPageDto,
  PartnerCalcDto,
  PartnerCasinoPageDto,
  PartnerCodeDto,
  PartnerDayDto,
  PartnerMemberRowDto,
  PartnerMoneyPageDto,
} from '../../api/contracts/partner.js';
import type { ApiError } from '../../shared/domain/api-error.js';
import type { Result } from '../../shared/domain/result.js';
import type { PartnerDayRange } from '../domain/partner-range.js';
import { portToken } from '../../shared/ports/port-token.js';

export type PartnerMemberRow = PartnerMemberRowDto;
export type PartnerMoneyPage = PartnerMoneyPageDto;
export type PartnerBetPage = PartnerBetPageDto;
export type PartnerCasinoPage = PartnerCasinoPageDto;
export type PartnerCalc = PartnerCalcDto;
export type PartnerDay = PartnerDayDto;
export type PartnerCode = PartnerCodeDto;

export interface PartnerMembersPage {
  readonly total: number;
  readonly list: readonly PartnerMemberRow[];
}

/** A paged list over a range of days, optionally one downline member only. */
export interface PartnerListQuery extends PartnerDayRange {
  readonly page: number;
  readonly perpage: number;
  readonly memberId?: number;
}

export interface PartnerMembersQuery {
  readonly page: number;
  readonly perpage: number;
  readonly search?: string;
  readonly partnersOnly?: boolean;
}

export interface PartnerSummary {
  readonly members: number;
  readonly depositTotal: number;
  readonly withdrawalTotal: number;
}

type Answer<T> = Promise<Result<T, ApiError>>;

/** The partner and recommender areas' server calls (contracts in api/contracts/partner.ts). */
export interface PartnerDeskGateway {
  /** GET /partner/summary: member count and approved deposit/withdrawal totals of the downline. */
  summary(): Answer<PartnerSummary>;
  /** GET /partner/member-list: the downline, newest first. */
  members(query: PartnerMembersQuery): Answer<PartnerMembersPage>;
  /** GET /partner/deposits. */
  deposits(query: PartnerListQuery): Answer<PartnerMoneyPage>;
  /** GET /partner/withdrawals. */
  withdrawals(query: PartnerListQuery): Answer<PartnerMoneyPage>;
  /** GET /partner/bets: sports, live, mini-game and virtual slips. */
  bets(query: PartnerListQuery): Answer<PartnerBetPage>;
  /** GET /partner/casino-bets: casino and slot rounds. */
  casinoBets(query: PartnerListQuery): Answer<PartnerCasinoPage>;
  /** GET /partner/calc: spec 3's agent summary for the range. */
  calc(range: PartnerDayRange): Answer<PartnerCalc>;
  /** GET /partner/analysis: the figures per day. */
  analysis(range: PartnerDayRange): Answer<{ readonly days: readonly PartnerDay[] }>;
  /** GET /partner/codes. */
  codes(): Answer<readonly PartnerCode[]>;
  /** POST /partner/codes. */
  createCode(code: string): Answer<PartnerCode>;
}
export const PartnerDeskGateway = portToken<PartnerDeskGateway>('PartnerDeskGateway');
