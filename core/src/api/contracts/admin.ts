/**
 * Admin calls (not in the spec; the reference server offers them to role-10 admins only): one
 * contract per call (both ends read these). The client calls the ones the site's end-to-end
 * tests need, and ignores every answer body (success is any 2xx).
 *
 * GET    /admin/members?status&q&page&perpage                    -> AdminMemberRowDto[] (q: part of the id or nickname)
 * GET    /admin/members/{id}/ledger?page&perpage               -> AdminMemberLedgerDto (balances and ledger entries, newest first)
 * PUT    /admin/members/{id}       AdminMemberPatchDto (at least one field) -> { message }
 * POST   /admin/members/{id}/approve | reject          -> { message }
 * POST   /admin/members/{id}/adjust    {account, amount, memo}   -> { message } (money-moving; a blank memo is refused)
 * POST   /admin/members/{id}/coupons   {normal, vip}             -> { message } (money-moving)
 * GET    /admin/charges?status&depositMode&chargeType&page&perpage -> AdminChargeRowDto[]
 * POST   /admin/charges/{id}/approve | reject          -> { message } (money-moving; a withdrawal's hold is returned on reject)
 * POST   /admin/chain/sweep                            -> { confirmed }
 * POST   /admin/fixtures/{fixtureId}/result  FixtureResultBodyDto (winners, final score) -> enter the result and settle
 *        (money-moving; served by the sports module's admin routes)
 * GET    /admin/inquiries?waiting                                -> AdminInquiryRowDto[] (the latest 200)
 * POST   /admin/inquiries/{id}/answer  {answerContents}           -> { message, inquiries }
 * POST   /admin/messages               {memberId, title, contents} -> { message, count } (memberId 0: everyone)
 * POST   /admin/boards                 AdminBoardBodyDto          -> { id, message }
 * PUT    /admin/boards/{id}            AdminBoardBodyDto          -> { message }
 * DELETE /admin/boards/{id}                                       -> { message }
 * POST   /admin/popups                 AdminPopupBodyDto          -> { id, message }
 * DELETE /admin/popups/{id}                                       -> { message }
 * PUT    /admin/settings               AdminSettingsBodyDto (only the fields sent change) -> { message }
 * PUT    /admin/banking-levels         {userType, level, bankName, bankAccountNumber, accountHolder} -> { message }
 * POST   /admin/suggestion-codes       {code, memberId, type}     -> { message }
 * POST   /admin/blocked-ips            {ip, reason?}              -> { message }
 * DELETE /admin/blocked-ips/{ip}                                  -> { message }
 * The audit log and the ledger check: admin-audit.ts.
 */
import { FIXTURE_SCORE_MAX, FIXTURE_SCORE_MIN } from '../../admin-desk/domain/fixture-score.js';
import * as W from '../contract/index.js';
import { ignoredAnswer, looseObj, noticeShape, pagingShape, withSchema } from './common.js';
import { chargeRecordShape } from './charge.js';
import { idNoticeAnswer, noticeAnswer, nullableText } from './foundation-common.js';

const idParam = W.obj({ id: W.id() });

/** A list of distinct odds ids (0 included, as the server has always accepted). */
const oddsIds = () => withSchema(W.array(W.idOrZero(), 200), { uniqueItems: true });

/**
 * Result of one market of a fixture. Odds ids listed in `winningOddsIds` win, those in
 * `voidOddsIds` are refunded (factor 1), every other odds id of the market loses. Settlement then
 * pays each slip whose legs are all decided, exactly once; a slip with an undecided leg waits.
 */
const fixtureMarketResult = W.obj({ marketId: W.int(0, 10_000_000), winningOddsIds: oddsIds(), voidOddsIds: W.optional(oddsIds()) });
export type FixtureMarketResultDto = W.TypeOf<typeof fixtureMarketResult>;
/** One side of the final score: required with every result (admin-desk/domain/fixture-score.ts says why). */
const fixtureScoreSide = () => W.int(FIXTURE_SCORE_MIN, FIXTURE_SCORE_MAX);
/**
 * The results and the match's final score (stored on the fixture and shown in the members' bet
 * history). Flat `homeScore`/`awayScore` so a refusal names the side ('홈 스코어 ...').
 */
const fixtureResultBody = W.obj({
  markets: withSchema(W.array(fixtureMarketResult, 100), { minItems: 1 }),
  homeScore: fixtureScoreSide(),
  awayScore: fixtureScoreSide(),
});
export type FixtureResultBodyDto = W.TypeOf<typeof fixtureResultBody>;

const messageBody = W.obj({ memberId: W.int(0, Number.MAX_SAFE_INTEGER), title: W.text(200, 1), contents: W.html(50_000) });
export type AdminMessageBodyDto = W.TypeOf<typeof messageBody>;

const boardKind = W.literal('notice', 'rule', 'event', 'board');
export type AdminBoardKind = W.TypeOf<typeof boardKind>;
const boardBody = W.obj({
  board: boardKind,
  title: W.text(200, 1),
  /** HTML. */
  contents: W.html(50_000),
  /** Events '1'..'10'; board category text. */
  category: W.optional(W.text(20)),
});
export type AdminBoardBodyDto = W.TypeOf<typeof boardBody>;

const cssText = () => W.optional(W.nullable(W.text(20)));
const popupBody = W.obj({
  contents: W.html(50_000),
  /** https or a site path only. */
  link: W.optional(W.nullable(W.pattern('^(https://|/)[^\\s<>"]{0,490}$', 500))),
  popupSize: cssText(),
  pcLeftLocation: cssText(),
  pcRightLocation: cssText(),
  popupLeftLocation: cssText(),
  popupRightLocation: cssText(),
  notShowingexpireTime: cssText(),
  popupFlg: W.optional(W.int(0, 9)),
});
export type AdminPopupBodyDto = W.TypeOf<typeof popupBody>;

const settingNumber = () => W.optional(W.int(0, 1_000_000));
const settingFlag = () => W.optional(W.bool());
/** Every operator setting (the site's flags and the server's rules); the server applies only the fields sent. */
const settingsBody = withSchema(
  W.obj({
    realpokerMaintenanceFlag: settingFlag(),
    revolutionMaintenanceFlag: settingFlag(),
    tetherMaintenanceFlag: settingFlag(),
    siteNoticeFlg: settingFlag(),
    joinStartEndFlg: settingFlag(),
    fastAccountFlag: settingNumber(),
    idNiknameBan: W.optional(W.array(W.text(40, 1), 200)),
    chargePointFlag: settingFlag(),
    conversionMinimumEnforced: settingFlag(),
    maxBetInclusive: settingFlag(),
    signUpUserIdMax14: settingFlag(),
    signUpPasswordMax255: settingFlag(),
    signUpNicknameWeighted: settingFlag(),
    withdrawalCooldownMinutes: settingNumber(),
    withdrawalRollingPercent: settingNumber(),
    attendancePoints: settingNumber(),
    nonMemberInquiriesPerHour: settingNumber(),
    signUpMinimumAge: settingNumber(),
  }),
  { minProperties: 1 },
);
export type AdminSettingsBodyDto = W.TypeOf<typeof settingsBody>;
/** The settings as the server reads them. */
export type AdminSettingsWireDto = W.WireOf<typeof settingsBody>;

const memberAccount = W.literal('cash', 'casino', 'usdt', 'point');
const adjustBody = W.obj({ account: memberAccount, amount: W.int(-W.MAX_MICRO_USDT, W.MAX_MICRO_USDT), memo: W.text(200) });
const couponsBody = W.obj({ normal: W.int(0, 1000), vip: W.int(0, 1000) });
const bankingLevelBody = W.obj({
  userType: W.pattern('^[A-Z]$', 1),
  level: W.int(1, 5),
  bankName: W.text(40, 1),
  bankAccountNumber: W.pattern('^[0-9-]{1,30}$', 30),
  accountHolder: W.text(80, 1),
});
/** The deposit account shown to the members of one user type and level. */
export type AdminBankingLevelDto = W.TypeOf<typeof bankingLevelBody>;
const suggestionCodeBody = W.obj({ code: W.pattern('^[A-Za-z0-9]{2,32}$', 32), memberId: W.id(), type: W.int(0, 1) });
const ipText = () => W.pattern('^[0-9a-fA-F:.]{2,45}$', 45);

export const adminApproveMemberCall = W.defineCall({
  method: 'POST',
  path: '/admin/members/:id/approve',
  params: idParam,
  response: noticeAnswer,
});
export const adminRejectMemberCall = W.defineCall({
  method: 'POST',
  path: '/admin/members/:id/reject',
  params: idParam,
  response: noticeAnswer,
});

/** Credits (or debits, negative) one balance of a member; USDT in micro-units. */
export const adminAdjustCall = W.defineCall({
  method: 'POST',
  path: '/admin/members/:id/adjust',
  params: idParam,
  body: adjustBody,
  response: noticeAnswer,
  moneyMoving: true,
});

export const adminCouponsCall = W.defineCall({
  method: 'POST',
  path: '/admin/members/:id/coupons',
  params: idParam,
  body: couponsBody,
  response: noticeAnswer,
  moneyMoving: true,
});

/** Completes a deposit (credit) or withdrawal. */
export const adminApproveChargeCall = W.defineCall({
  method: 'POST',
  path: '/admin/charges/:id/approve',
  params: idParam,
  response: noticeAnswer,
  moneyMoving: true,
});
/** Cancels a charge request (a withdrawal's hold is returned). */
export const adminRejectChargeCall = W.defineCall({
  method: 'POST',
  path: '/admin/charges/:id/reject',
  params: idParam,
  response: noticeAnswer,
  moneyMoving: true,
});

/** Confirms the USDT deposits the chain port has seen; answers how many. */
export const adminChainSweepCall = W.defineCall({
  method: 'POST',
  path: '/admin/chain/sweep',
  response: ignoredAnswer(W.obj({ confirmed: W.int(0) })),
});

/** Served by the sports module's admin routes (server/src/sports/routes/admin.routes.ts); its answer is a summary the client ignores. */
export const adminSettleFixtureCall = W.defineCall({
  method: 'POST',
  path: '/admin/fixtures/:fixtureId/result',
  params: looseObj({ fixtureId: W.idOrZero() }),
  body: fixtureResultBody,
  response: W.nothing(),
  moneyMoving: true,
});

/** Answers the member's number of answered inquiries. */
export const adminAnswerInquiryCall = W.defineCall({
  method: 'POST',
  path: '/admin/inquiries/:id/answer',
  params: idParam,
  body: W.obj({ answerContents: W.html(10_000) }),
  response: ignoredAnswer(W.obj({ ...noticeShape, inquiries: W.int(0) })),
});

/** `memberId` 0 sends to every active member; answers how many got it. */
export const adminMessageCall = W.defineCall({
  method: 'POST',
  path: '/admin/messages',
  body: messageBody,
  response: ignoredAnswer(W.obj({ ...noticeShape, count: W.int(0) })),
});

export const adminWriteBoardCall = W.defineCall({ method: 'POST', path: '/admin/boards', body: boardBody, response: idNoticeAnswer });
export const adminEditBoardCall = W.defineCall({
  method: 'PUT',
  path: '/admin/boards/:id',
  params: idParam,
  body: boardBody,
  response: noticeAnswer,
});
export const adminDeleteBoardCall = W.defineCall({ method: 'DELETE', path: '/admin/boards/:id', params: idParam, response: noticeAnswer });

export const adminWritePopupCall = W.defineCall({ method: 'POST', path: '/admin/popups', body: popupBody, response: idNoticeAnswer });
export const adminDeletePopupCall = W.defineCall({ method: 'DELETE', path: '/admin/popups/:id', params: idParam, response: noticeAnswer });

export const adminSettingsCall = W.defineCall({ method: 'PUT', path: '/admin/settings', body: settingsBody, response: noticeAnswer });

export const adminBankingLevelCall = W.defineCall({
  method: 'PUT',
  path: '/admin/banking-levels',
  body: bankingLevelBody,
  response: noticeAnswer,
});

export const adminSuggestionCodeCall = W.defineCall({
  method: 'POST',
  path: '/admin/suggestion-codes',
  body: suggestionCodeBody,
  response: noticeAnswer,
});

export const adminBlockIpCall = W.defineCall({
  method: 'POST',
  path: '/admin/blocked-ips',
  body: W.obj({ ip: ipText(), reason: W.optional(W.text(200)) }),
  response: noticeAnswer,
});
export const adminUnblockIpCall = W.defineCall({
  method: 'DELETE',
  path: '/admin/blocked-ips/:ip',
  params: W.obj({ ip: ipText() }),
  response: noticeAnswer,
});

/* ------------------------------------------------------------------ operator-only reads (no client function) */

const memberStatus = W.literal('pending', 'active', 'rejected', 'blocked');
const adminMemberRow = W.obj({
  id: W.idOrZero(),
  userId: W.string(),
  nickname: W.string(),
  role: W.int(),
  type: W.int(),
  userType: W.string(),
  status: W.string(),
  recommenderId: W.nullable(W.idOrZero()),
  createdAt: W.dateText(),
});
export type AdminMemberRowDto = W.TypeOf<typeof adminMemberRow>;

export const adminMembersCall = W.defineCall({
  method: 'GET',
  path: '/admin/members',
  /** `q`: part of the login id or the nickname (case-insensitive). */
  query: W.obj({ status: W.optional(memberStatus), q: W.optional(W.text(40)), ...pagingShape }),
  response: W.array(adminMemberRow),
});

/** One ledger entry of a member's account (amount in the unit of its currency: won, micro-USDT or points). */
const adminLedgerEntry = W.obj({
  id: W.idOrZero(),
  at: W.dateText(),
  /** The movement's kind ('admin.adjust', 'charge.deposit', 'bet.stake'...). */
  kind: W.string(),
  memo: W.string(),
  /** The member's account kind: cash, casino, withdrawal_hold, usdt, usdt_hold, point. */
  account: W.string(),
  amount: W.int(),
});
export type AdminLedgerEntryDto = W.TypeOf<typeof adminLedgerEntry>;
const adminMemberLedger = W.obj({
  balances: W.obj({ cash: W.won(), casino: W.won(), point: W.points(), usdt: W.microUsdt() }),
  entries: W.array(adminLedgerEntry),
});
export type AdminMemberLedgerDto = W.TypeOf<typeof adminMemberLedger>;

/** A member's balances and the entries of their accounts, newest first, paged. */
export const adminMemberLedgerCall = W.defineCall({
  method: 'GET',
  path: '/admin/members/:id/ledger',
  params: idParam,
  query: W.obj(pagingShape),
  response: adminMemberLedger,
});

const percent = () => W.optional(W.nullable(W.number(0, 100)));
/** The member fields an operator may change; the server writes only the ones sent. */
const memberPatchBody = withSchema(
  W.obj({
    role: W.optional(W.int(1, 10)),
    type: W.optional(W.int(0, 2)),
    banType: W.optional(W.int(0, 9)),
    status: W.optional(W.literal('active', 'blocked', 'rejected')),
    realpokerUseFlag: W.optional(W.int(0, 9)),
    revolutionUseFlag: W.optional(W.int(0, 9)),
    managementLevel1Percent: percent(),
    managementLevel2Percent: percent(),
    managementLevel3Percent: percent(),
    blockchainUrl: W.optional(W.nullable(W.pattern('^(0x[0-9a-fA-F]{40}|T[1-9A-HJ-NP-Za-km-z]{33})$', 42))),
  }),
  { minProperties: 1 },
);
export type AdminMemberPatchDto = W.TypeOf<typeof memberPatchBody>;
/** The patch as the server reads it. */
export type AdminMemberPatchWireDto = W.WireOf<typeof memberPatchBody>;

export const adminPatchMemberCall = W.defineCall({
  method: 'PUT',
  path: '/admin/members/:id',
  params: idParam,
  body: memberPatchBody,
  response: noticeAnswer,
});

const adminInquiryRow = W.obj({
  id: W.idOrZero(),
  memberId: W.idOrZero(),
  userId: W.string(),
  title: W.string(),
  questionContents: W.string(),
  answered: W.bool(),
});
export type AdminInquiryRowDto = W.TypeOf<typeof adminInquiryRow>;

/** `waiting` true lists the unanswered inquiries, false the answered ones. */
export const adminInquiriesCall = W.defineCall({
  method: 'GET',
  path: '/admin/inquiries',
  query: W.obj({ waiting: W.optional(W.bool()) }),
  response: W.array(adminInquiryRow),
});

const adminChargeRow = W.obj({
  ...chargeRecordShape,
  memberId: W.idOrZero(),
  /** The member's login id. */
  userId: W.string(),
  depositMode: W.int(),
  wallet: W.literal('cash', 'usdt'),
  depositName: nullableText(),
  address: nullableText(),
});
export type AdminChargeRowDto = W.TypeOf<typeof adminChargeRow>;

export const adminChargesCall = W.defineCall({
  method: 'GET',
  path: '/admin/charges',
  query: W.obj({
    status: W.optional(W.literal(0, 1, 2)),
    depositMode: W.optional(W.literal(0, 1)),
    /** 0 won requests only (the won queue), 1 USDT ones (their own queue: /admin/usdt-requests); both when left out. */
    chargeType: W.optional(W.literal(0, 1)),
    ...pagingShape,
  }),
  response: W.array(adminChargeRow),
});
