import type { ApiError } from '../../shared/domain/api-error.js';
import type { Result } from '../../shared/domain/result.js';
import type { SportsScore } from '../../sports/domain/sports-fixture.js';
import type { Adjustment } from '../domain/adjustment.js';
import { portToken } from '../../shared/ports/port-token.js';
import type {
  AdminAuditFilter,
  AdminAuditLine,
  AdminBet,
  AdminBetQuery,
  AdminBettingFixture,
  AdminFixture,
  AdminFixtureResult,
  AdminResponsiblePlayMember,
} from './admin-desk.betting-records.js';

export type {
  AdminAuditFilter,
  AdminAuditLine,
  AdminBet,
  AdminBetQuery,
  AdminBettingFixture,
  AdminExposedMarket,
  AdminFixture,
  AdminFixtureMarket,
  AdminFixtureResult,
  AdminResponsiblePlayMember,
} from './admin-desk.betting-records.js';

export type AdminMemberStatus = 'pending' | 'active' | 'rejected' | 'blocked';

export interface AdminMember {
  readonly id: number;
  readonly userId: string;
  readonly nickname: string;
  /** The member's level (1-5; 10 is an operator). */
  readonly role: number;
  readonly type: number;
  readonly status: string;
  readonly createdAt: string;
}

export interface AdminMemberQuery {
  readonly status: AdminMemberStatus | null;
  /** Part of the login id or nickname; '' lists everyone. */
  readonly search: string;
  readonly page: number;
  readonly perPage: number;
}

export interface AdminLedgerEntry {
  readonly id: number;
  readonly at: string;
  readonly kind: string;
  readonly memo: string;
  readonly account: string;
  readonly amount: number;
}

export interface AdminMemberLedger {
  readonly balances: { readonly cash: number; readonly casino: number; readonly point: number; readonly usdt: number };
  readonly entries: readonly AdminLedgerEntry[];
}

/** A member's change an operator makes from the list. */
export type AdminMemberChange = { readonly status: 'active' | 'blocked' } | { readonly role: number };

/** 0 waiting, 1 done, 2 cancelled. */
export type AdminChargeStatus = 0 | 1 | 2;

export interface AdminCharge {
  readonly id: number;
  readonly memberId: number;
  /** The member's login id. */
  readonly userId: string;
  /** 0 deposit, 1 withdrawal. */
  readonly depositMode: number;
  readonly wallet: 'cash' | 'usdt';
  /** Won for cash; micro-USDT for usdt. */
  readonly amount: number;
  readonly depositName: string | null;
  readonly requestedAt: string;
  readonly status: number | string;
}

export interface AdminInquiry {
  readonly id: number;
  readonly memberId: number;
  readonly userId: string;
  readonly title: string;
  readonly question: string;
  readonly answered: boolean;
}

export type AdminBoardKind = 'notice' | 'rule' | 'event' | 'board';

export interface AdminBoardPost {
  readonly id: number;
  readonly title: string;
  readonly contents: string;
  readonly category: string;
  readonly createdAt: string | null;
}

export interface AdminBoardDraft {
  readonly board: AdminBoardKind;
  readonly title: string;
  readonly contents: string;
}

export interface AdminPopup {
  readonly id: number;
  readonly contents: string;
  readonly link: string | null;
}

/** The on/off switches of the site an operator flips (PUT /admin/settings sends only the changed one). */
export interface AdminSwitches {
  readonly siteNoticeFlg: boolean;
  readonly joinStartEndFlg: boolean;
  readonly realpokerMaintenanceFlag: boolean;
  readonly revolutionMaintenanceFlag: boolean;
  readonly tetherMaintenanceFlag: boolean;
  readonly chargePointFlag: boolean;
  /** The money conversion minimums (10,000 won / 1 USD) refuse smaller amounts; off = shown only (spec 5). */
  readonly conversionMinimumEnforced: boolean;
  /** A stake equal to the max bet is taken ("≤ max"); off = refused, the default (spec 5's message). */
  readonly maxBetInclusive: boolean;
  /** Spec 5's sign-up readings (core's `signUpPolicyOf`): ids up to 14, passwords up to 255, weighted nicknames; off = the defaults. */
  readonly signUpUserIdMax14: boolean;
  readonly signUpPasswordMax255: boolean;
  readonly signUpNicknameWeighted: boolean;
}
export type AdminSwitchKey = keyof AdminSwitches;

/** A mini-game and its maintenance switch, as the operator flips it on /admin/settings. */
export interface AdminMinigame {
  readonly id: number;
  /** lotus, token, evolution, ntry, next. */
  readonly provider: string;
  readonly name: string;
  readonly maintenance: boolean;
}

type Answer<T = void> = Promise<Result<T, ApiError>>;

/** The admin API as the back office's screens use it (role-10 operators only; the server refuses others). */
export interface AdminDeskGateway {
  /** GET /admin/members?status&q&page&perpage */
  members(query: AdminMemberQuery): Answer<readonly AdminMember[]>;
  /** GET /admin/responsible-play?q&page&perpage */
  responsiblePlayMembers(search: string, page: number, perPage: number): Answer<readonly AdminResponsiblePlayMember[]>;
  /** GET /admin/members/{id}/ledger?page&perpage */
  memberLedger(memberId: number, page: number, perPage: number): Answer<AdminMemberLedger>;
  /** POST /admin/members/{id}/approve | reject */
  decideMember(memberId: number, decision: 'approve' | 'reject'): Answer;
  /** PUT /admin/members/{id} */
  changeMember(memberId: number, change: AdminMemberChange): Answer;
  /** POST /admin/members/{id}/second-factor/reset: a colleague operator enrols again at the next login. */
  resetSecondFactor(memberId: number): Answer;
  /** POST /admin/members/{id}/adjust (money-moving) */
  adjust(memberId: number, adjustment: Adjustment): Answer;
  /**
   * GET /admin/charges?status&chargeType=0&page&perpage (won requests; USDT ones have their own queue);
   * `background`: the queue's poll, not a person (X-Background-Poll).
   */
  charges(status: AdminChargeStatus, page: number, perPage: number, background?: boolean): Answer<readonly AdminCharge[]>;
  /** POST /admin/charges/{id}/approve | reject (money-moving) */
  decideCharge(chargeId: number, decision: 'approve' | 'reject'): Answer;
  /** GET /admin/inquiries?waiting */
  inquiries(waiting: boolean): Answer<readonly AdminInquiry[]>;
  /** POST /admin/inquiries/{id}/answer */
  answerInquiry(inquiryId: number, answer: string): Answer;
  /** POST /admin/messages (memberId 0: every active member); the value is how many got it. */
  sendMessage(message: { readonly memberId: number; readonly title: string; readonly contents: string }): Answer;
  /** GET /boardNotice, /boardRule, /boardEvent or /board (the members' lists). */
  boardPosts(board: AdminBoardKind): Answer<readonly AdminBoardPost[]>;
  /** POST /admin/boards, or PUT /admin/boards/{id} with an id. */
  saveBoardPost(draft: AdminBoardDraft, id: number | null): Answer;
  /** DELETE /admin/boards/{id} */
  deleteBoardPost(id: number): Answer;
  /** GET /boardPopup (the open popups) */
  popups(): Answer<readonly AdminPopup[]>;
  /** POST /admin/popups */
  writePopup(popup: { readonly contents: string; readonly link: string | null }): Answer;
  /** DELETE /admin/popups/{id} */
  deletePopup(id: number): Answer;
  /** GET /setting/user (the switches as members see them) */
  switches(): Answer<AdminSwitches>;
  /** PUT /admin/settings with one switch */
  setSwitch(key: AdminSwitchKey, on: boolean): Answer;
  /** GET /settingMinigame (every mini-game, those in maintenance too) */
  minigames(): Answer<readonly AdminMinigame[]>;
  /** PUT /admin/minigames/{id}/maintenance */
  setGameMaintenance(gameId: number, on: boolean): Answer;
  /**
   * GET /sports-inplay/fixtures?page&perpage&search (the members' in-play list, with markets and the
   * feed's score): only fixtures that have kicked off take a result (core's checkFixtureResultWindow).
   */
  fixtures(page: number, perPage: number, search: string): Answer<readonly AdminFixture[]>;
  /** POST /admin/fixtures/{fixtureId}/result: records the results and the final score, settles every slip they decide (money-moving). */
  settleFixture(fixtureId: number, result: AdminFixtureResult, score: SportsScore): Answer;
  /** GET /admin/betting/fixtures?q&page&perpage */
  bettingFixtures(page: number, perPage: number, search: string): Answer<readonly AdminBettingFixture[]>;
  /** PUT /admin/markets/{id}/suspension */
  setMarketSuspended(marketId: number, suspended: boolean): Answer;
  /** GET /admin/bets?q&open&page&perpage */
  bets(query: AdminBetQuery): Answer<readonly AdminBet[]>;
  /** POST /admin/bets/{id}/void (money-moving: the stake goes back, a won slip's payout is taken back); answers the server's notice. */
  voidBet(slipId: number): Answer<string>;
  /** GET /admin/audit?q&from&to&action&page&perpage */
  audit(page: number, perPage: number, search: string, filter?: AdminAuditFilter): Answer<readonly AdminAuditLine[]>;
}
export const AdminDeskGateway = portToken<AdminDeskGateway>('AdminDeskGateway');
