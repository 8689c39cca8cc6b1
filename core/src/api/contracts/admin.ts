/**
 * Admin calls (not in the spec; the reference server offers them to role-10 admins only): one
 * contract per call (both ends read these). The client calls the ones the site's end-to-end
 * tests need, and ignores every answer body (success is any 2xx).
 *
 * GET    /admin/charges?status&depositMode&chargeType&page&perpage -> AdminChargeRowDto[]
 * POST   /admin/charges/{id}/approve | reject          -> { message } (money-moving; a withdrawal's hold is returned on reject)
 * POST   /admin/chain/sweep                            -> { confirmed }
 * POST   /admin/fixtures/{fixtureId}/result  FixtureResultBodyDto (winners, final score) -> enter the result and settle
 *        (money-moving; served by the sports module's admin routes)
 * PUT    /admin/settings               AdminSettingsBodyDto (only the fields sent change) -> { message }
 * PUT    /admin/banking-levels         {userType, level, bankName, bankAccountNumber, accountHolder} -> { message }
 * POST   /admin/suggestion-codes       {code, memberId, type}     -> { message }
 * POST   /admin/blocked-ips            {ip, reason?}              -> { message }
 * DELETE /admin/blocked-ips/{ip}                                  -> { message }
 * The member calls: admin-members.ts; inquiries, messages, boards and popups: admin-content.ts (both
 * re-exported here); the audit log and the ledger check: admin-audit.ts.
 */
import { FIXTURE_SCORE_MAX, FIXTURE_SCORE_MIN } from '../../admin-desk/domain/fixture-score.js';
import * as W from '../contract/index.js';
import { ignoredAnswer, looseObj, pagingShape, withSchema } from './common.js';
import { chargeRecordShape } from './charge.js';
import { idParam, noticeAnswer, nullableText } from './foundation-common.js';

export {
  adminAnswerInquiryCall,
  adminDeleteBoardCall,
  adminDeletePopupCall,
  adminEditBoardCall,
  adminInquiriesCall,
  adminMessageCall,
  adminWriteBoardCall,
  adminWritePopupCall,
  type AdminBoardBodyDto,
  type AdminBoardKind,
  type AdminInquiryRowDto,
  type AdminMessageBodyDto,
  type AdminPopupBodyDto,
} from './admin-content.js';
export {
  adminAdjustCall,
  adminApproveMemberCall,
  adminCouponsCall,
  adminMemberLedgerCall,
  adminMembersCall,
  adminPatchMemberCall,
  adminRejectMemberCall,
  type AdminLedgerEntryDto,
  type AdminMemberLedgerDto,
  type AdminMemberPatchDto,
  type AdminMemberPatchWireDto,
  type AdminMemberRowDto,
} from './admin-members.js';

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

/**
 * Served by the sports module's admin routes (server/src/routes/sports/routes/admin.routes.ts); its answer is
 * a summary the client ignores.
 */
export const adminSettleFixtureCall = W.defineCall({
  method: 'POST',
  path: '/admin/fixtures/:fixtureId/result',
  params: looseObj({ fixtureId: W.idOrZero() }),
  body: fixtureResultBody,
  response: W.nothing(),
  moneyMoving: true,
});

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
