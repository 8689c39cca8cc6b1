import { apiError, type ApiError } from '../../shared/domain/api-error.js';
import { won } from '../../shared/domain/money.js';
import { odds } from '../../shared/domain/odds.js';
import { fail, ok, type Result } from '../../shared/domain/result.js';
import type { PartnerDayRange } from '../domain/partner-range.js';
import type {
  PartnerBetPage,
  PartnerCalc,
  PartnerCasinoPage,
  PartnerCode,
  PartnerDay,
  PartnerDeskGateway,
  PartnerListQuery,
  PartnerMembersPage,
  PartnerMembersQuery,
  PartnerMoneyPage,
  PartnerSummary,
} from '../application/partner-desk.gateway.js';

type Answer<T> = Result<T, ApiError>;

export const FAKE_PARTNER_MEMBERS: PartnerMembersPage = {
  total: 2,
  list: [
    {
      id: 11,
      userId: 'member01',
      nickname: '회원일',
      role: 1,
      type: 0,
      status: 'active',
      createdAt: '2026-11-20 10:00:00',
      depth: 1,
      cash: won(50_000),
    },
    {
      id: 12,
      userId: 'recomm01',
      nickname: '추천인하나',
      role: 2,
      type: 2,
      status: 'active',
      createdAt: '2026-11-19 09:00:00',
      depth: 1,
      cash: won(0),
    },
  ],
};

export const FAKE_PARTNER_DEPOSITS: PartnerMoneyPage = {
  total: 1,
  doneTotal: won(30_000),
  list: [
    {
      id: 5,
      memberId: 11,
      userId: 'member01',
      nickname: '회원일',
      chargeType: 0,
      amount: won(30_000),
      status: 1,
      createdAt: '2026-11-22 11:00:00',
      processedAt: '2026-11-22 11:05:00',
    },
  ],
};

export const FAKE_PARTNER_BETS: PartnerBetPage = {
  total: 1,
  stakeTotal: won(10_000),
  winTotal: won(0),
  list: [
    {
      id: 9,
      memberId: 11,
      userId: 'member01',
      nickname: '회원일',
      gameType: 1,
      title: '홈팀 vs 원정팀',
      legs: 1,
      amount: won(10_000),
      totalOdds: odds(185),
      expectAmount: won(18_500),
      winAmount: won(0),
      settlementFlag: 0,
      createdAt: '2026-11-22 12:00:00',
    },
  ],
};

export const FAKE_PARTNER_CASINO: PartnerCasinoPage = {
  total: 1,
  stakeTotal: won(20_000),
  winTotal: won(5_000),
  list: [
    {
      id: 3,
      memberId: 11,
      userId: 'member01',
      nickname: '회원일',
      category: 'slot',
      provider: '프라그마틱',
      gameName: '스윗 보난자',
      betTotal: won(20_000),
      winTotal: won(5_000),
      createdAt: '2026-11-22 13:00:00',
      endedAt: '2026-11-22 13:01:00',
    },
  ],
};

const userRolling = (before: number, after: number) => ({ before: won(before), after: won(after), total: won(before + after) });

export const FAKE_PARTNER_CALC: PartnerCalc = {
  from: '2026-11-15',
  to: '2026-11-22',
  agent: '파트너',
  levelName: '파트너',
  categories: [
    { category: 'casino', rollingPer: 50, betAmount: won(0), winAmount: won(0), rollingAmount: won(0), userRolling: userRolling(0, 0) },
    {
      category: 'slot',
      rollingPer: 50,
      betAmount: won(20_000),
      winAmount: won(5_000),
      rollingAmount: won(100),
      userRolling: userRolling(0, 20_000),
    },
    { category: 'mini', rollingPer: 50, betAmount: won(0), winAmount: won(0), rollingAmount: won(0), userRolling: userRolling(0, 0) },
    {
      category: 'sports',
      rollingPer: 50,
      betAmount: won(10_000),
      winAmount: won(0),
      rollingAmount: won(50),
      userRolling: userRolling(10_000, 0),
    },
    { category: 'virtual', rollingPer: 50, betAmount: won(0), winAmount: won(0), rollingAmount: won(0), userRolling: userRolling(0, 0) },
  ],
  losingPer: 0,
  losingAmount: won(15_000),
  totalRollingAmount: won(150),
  totalLosingAmount: won(0),
};

export const FAKE_PARTNER_DAYS: readonly PartnerDay[] = [
  { day: '2026-11-21', betAmount: won(0), winAmount: won(0), losingAmount: won(0), rollingAmount: won(0) },
  { day: '2026-11-22', betAmount: won(30_000), winAmount: won(5_000), losingAmount: won(15_000), rollingAmount: won(150) },
];

export const FAKE_PARTNER_CODES: readonly PartnerCode[] = [
  { code: 'PARTNER1', active: true, members: 3, createdAt: '2026-11-01 00:00:00' },
];

/** A scripted PartnerDeskGateway: answers from fields the tests set, records every call. */
export class FakePartnerDeskGateway implements PartnerDeskGateway {
  summaryAnswer: Answer<PartnerSummary> = ok({ members: 2, depositTotal: 30_000, withdrawalTotal: 0 });
  membersAnswer: Answer<PartnerMembersPage> = ok(FAKE_PARTNER_MEMBERS);
  moneyAnswer: Answer<PartnerMoneyPage> = ok(FAKE_PARTNER_DEPOSITS);
  betsAnswer: Answer<PartnerBetPage> = ok(FAKE_PARTNER_BETS);
  casinoAnswer: Answer<PartnerCasinoPage> = ok(FAKE_PARTNER_CASINO);
  calcAnswer: Answer<PartnerCalc> = ok(FAKE_PARTNER_CALC);
  analysisAnswer: Answer<{ readonly days: readonly PartnerDay[] }> = ok({ days: FAKE_PARTNER_DAYS });
  codesAnswer: Answer<readonly PartnerCode[]> = ok(FAKE_PARTNER_CODES);
  createAnswer: ((code: string) => Answer<PartnerCode>) | null = null;
  readonly calls: { readonly name: string; readonly arg?: unknown }[] = [];

  private record<T>(name: string, arg: unknown, answer: T): Promise<T> {
    this.calls.push(arg === undefined ? { name } : { name, arg });
    return Promise.resolve(answer);
  }

  summary = () => this.record('summary', undefined, this.summaryAnswer);
  members = (q: PartnerMembersQuery) => this.record('members', q, this.membersAnswer);
  deposits = (q: PartnerListQuery) => this.record('deposits', q, this.moneyAnswer);
  withdrawals = (q: PartnerListQuery) => this.record('withdrawals', q, this.moneyAnswer);
  bets = (q: PartnerListQuery) => this.record('bets', q, this.betsAnswer);
  casinoBets = (q: PartnerListQuery) => this.record('casinoBets', q, this.casinoAnswer);
  calc = (range: PartnerDayRange) => this.record('calc', range, this.calcAnswer);
  analysis = (range: PartnerDayRange) => this.record('analysis', range, this.analysisAnswer);
  codes = () => this.record('codes', undefined, this.codesAnswer);
  createCode = (code: string) =>
    this.record(
      'createCode',
      code,
      this.createAnswer ? this.createAnswer(code) : ok({ code, active: true, members: 0, createdAt: '2026-11-22 12:00:00' }),
    );

  /** A refusal with the server's text. */
  static refusal(message: string, status = 403): Result<never, ApiError> {
    return fail(apiError('http', message, { status, code: 'refused' }));
  }
}
