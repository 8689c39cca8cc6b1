import { adminResponsiblePlayListCall } from '../../api/contracts/responsible-play.js';
import type { ApiClient } from '../../api/api-client.js';
import { invoke } from '../../api/contract/index.js';
import {
  adminAdjustCall,
  adminAnswerInquiryCall,
  adminApproveChargeCall,
  adminApproveMemberCall,
  adminChargesCall,
  adminDeleteBoardCall,
  adminDeletePopupCall,
  adminEditBoardCall,
  adminInquiriesCall,
  adminMemberLedgerCall,
  adminMembersCall,
  adminMessageCall,
  adminPatchMemberCall,
  adminRejectChargeCall,
  adminRejectMemberCall,
  adminSettingsCall,
  adminSettleFixtureCall,
  adminWriteBoardCall,
  adminWritePopupCall,
} from '../../api/contracts/admin.js';
import { adminAuditCall } from '../../api/contracts/admin-audit.js';
import { adminMinigameMaintenanceCall } from '../../api/contracts/admin-minigames.js';
import { adminResetSecondFactorCall } from '../../api/contracts/admin-second-factor.js';
import { minigameSettingsCall } from '../../api/contracts/minigame.js';
import { adminBetsCall, adminBettingFixturesCall, adminMarketSuspensionCall, adminVoidBetCall } from '../../api/contracts/admin-betting.js';
import { boardEventsCall, boardListCall, boardNoticesCall, boardPopupsCall, boardRulesCall } from '../../api/contracts/boards.js';
import { siteSettingsCall } from '../../api/contracts/settings.js';
import { inplayFixturesCall } from '../../api/contracts/sports.js';
import { formatKstDateTime } from '../../shared/domain/kst.js';
import { ok, type Result } from '../../shared/domain/result.js';
import { sportsStartTime } from '../../sports/domain/sports-fixture.js';
import type { ApiError } from '../../shared/domain/api-error.js';
import { adminBetLegOf, type AdminBetGameType } from '../domain/admin-bet-legs.js';
import type { AdminAuditFilter, AdminBoardKind, AdminBoardPost, AdminDeskGateway } from './admin-desk.gateway.js';

const map = <T, U>(r: Result<T, ApiError>, f: (value: T) => U): Result<U, ApiError> => (r.ok ? ok(f(r.value)) : r);

/** A start time as the operator reads it: 'YYYY-MM-DD HH:mm' in KST (an unreadable one as sent). */
const kstMinutes = (text: string): string => {
  const ms = sportsStartTime(text);
  return ms === null ? text : formatKstDateTime(ms).slice(0, 16);
};

/** A search text as the list calls take it: trimmed, left out when empty. */
const searchQuery = (search: string): { q?: string } => (search.trim() ? { q: search.trim() } : {});
/** Only the filters that are set reach the query. */
const auditFilterQuery = (f: AdminAuditFilter | undefined): { from?: string; to?: string; action?: string } => ({
  ...(f?.from ? { from: f.from } : {}),
  ...(f?.to ? { to: f.to } : {}),
  ...(f?.action ? { action: f.action } : {}),
});

/** The community board's own list is paged; the back office shows its newest page. */
const BOARD_PAGE_SIZE = 50;

/** The AdminDeskGateway over the client's shared caller and the admin calls' contracts (core/src/api/contracts/admin.ts). */
export function createApiAdminDeskGateway(api: Pick<ApiClient, 'call'>): AdminDeskGateway {
  const { call } = api;
  const boardList = (board: AdminBoardKind) => {
    if (board === 'notice') return invoke(call, boardNoticesCall, { query: {} });
    if (board === 'rule') return invoke(call, boardRulesCall, {});
    if (board === 'event') return invoke(call, boardEventsCall, {});
    return invoke(call, boardListCall, { query: { page: 1, perpage: BOARD_PAGE_SIZE } });
  };
  return {
    members: async ({ status, search, page, perPage }) =>
      map(
        await invoke(call, adminMembersCall, {
          query: { ...(status ? { status } : {}), ...searchQuery(search), page, perpage: perPage },
        }),
        (rows) =>
          rows.map((r) => ({
            id: r.id,
            userId: r.userId,
            nickname: r.nickname,
            role: r.role,
            type: r.type,
            status: r.status,
            createdAt: r.createdAt,
          })),
      ),
    responsiblePlayMembers: (search, page, perPage) =>
      invoke(call, adminResponsiblePlayListCall, { query: { ...(search.trim() ? { q: search.trim() } : {}), page, perpage: perPage } }),
    memberLedger: (memberId, page, perPage) =>
      invoke(call, adminMemberLedgerCall, { params: { id: memberId }, query: { page, perpage: perPage } }),
    decideMember: (memberId, decision) =>
      invoke(call, decision === 'approve' ? adminApproveMemberCall : adminRejectMemberCall, { params: { id: memberId } }),
    changeMember: (memberId, change) => invoke(call, adminPatchMemberCall, { params: { id: memberId }, body: change }),
    resetSecondFactor: (memberId) => invoke(call, adminResetSecondFactorCall, { params: { id: memberId } }),
    adjust: (memberId, a) =>
      invoke(call, adminAdjustCall, { params: { id: memberId }, body: { account: a.account, amount: a.amount, memo: a.memo } }),
    charges: async (status, page, perPage, background) =>
      map(await invoke(call, adminChargesCall, { query: { status, chargeType: 0, page, perpage: perPage } }, { background }), (rows) =>
        rows.map((r) => ({
          id: r.id,
          memberId: r.memberId,
          userId: r.userId,
          depositMode: r.depositMode,
          wallet: r.wallet,
          amount: r.depositAmount,
          depositName: r.depositName,
          requestedAt: r.depositDate,
          status: r.status,
        })),
      ),
    decideCharge: (chargeId, decision) =>
      invoke(call, decision === 'approve' ? adminApproveChargeCall : adminRejectChargeCall, { params: { id: chargeId } }),
    inquiries: async (waiting) =>
      map(await invoke(call, adminInquiriesCall, { query: { waiting } }), (rows) =>
        rows.map((r) => ({
          id: r.id,
          memberId: r.memberId,
          userId: r.userId,
          title: r.title,
          question: r.questionContents,
          answered: r.answered,
        })),
      ),
    answerInquiry: (inquiryId, answer) =>
      invoke(call, adminAnswerInquiryCall, { params: { id: inquiryId }, body: { answerContents: answer } }),
    sendMessage: (message) => invoke(call, adminMessageCall, { body: message }),
    boardPosts: async (board) =>
      map(await boardList(board), (rows): AdminBoardPost[] =>
        rows.map((r) => ({ id: r.id, title: r.title, contents: r.contents, category: r.category, createdAt: r.createTimestamp })),
      ),
    saveBoardPost: (draft, id) =>
      id === null ? invoke(call, adminWriteBoardCall, { body: draft }) : invoke(call, adminEditBoardCall, { params: { id }, body: draft }),
    deleteBoardPost: (id) => invoke(call, adminDeleteBoardCall, { params: { id } }),
    popups: async () =>
      map(await invoke(call, boardPopupsCall, {}), (rows) => rows.map((r) => ({ id: r.id, contents: r.contents, link: r.link }))),
    writePopup: (popup) => invoke(call, adminWritePopupCall, { body: { contents: popup.contents, link: popup.link } }),
    deletePopup: (id) => invoke(call, adminDeletePopupCall, { params: { id } }),
    switches: async () =>
      map(await invoke(call, siteSettingsCall, {}), (s) => ({
        siteNoticeFlg: s.siteNoticeFlg,
        joinStartEndFlg: s.joinStartEndFlg,
        realpokerMaintenanceFlag: s.realpokerMaintenanceFlag,
        revolutionMaintenanceFlag: s.revolutionMaintenanceFlag,
        tetherMaintenanceFlag: s.tetherMaintenanceFlag,
        chargePointFlag: s.chargePointFlag,
        conversionMinimumEnforced: s.conversionMinimumEnforced,
        maxBetInclusive: s.maxBetInclusive,
        signUpUserIdMax14: s.signUpUserIdMax14,
        signUpPasswordMax255: s.signUpPasswordMax255,
        signUpNicknameWeighted: s.signUpNicknameWeighted,
      })),
    setSwitch: (key, on) => invoke(call, adminSettingsCall, { body: { [key]: on } }),
    minigames: async () =>
      map(await invoke(call, minigameSettingsCall, { query: {} }), (rows) =>
        rows.map((g) => ({ id: g.id, provider: g.providerName, name: g.minigameNameKorean, maintenance: g.systemMaintenanceFlg })),
      ),
    setGameMaintenance: (gameId, on) => invoke(call, adminMinigameMaintenanceCall, { params: { id: gameId }, body: { maintenance: on } }),
    fixtures: async (page, perPage, search) =>
      map(
        // The fixtures under way: a result before the kick-off is refused (fixture-result-window.ts),
        // so the desk offers none for a fixture not started.
        await invoke(call, inplayFixturesCall, {
          query: { page, perpage: perPage, ...(search.trim() ? { search: search.trim() } : {}) },
        }),
        (rows) =>
          rows.map((f) => ({
            id: f.id,
            startDate: kstMinutes(f.startDate),
            league: f.leagueNameKorean || f.leagueName,
            home: f.homeParticipantsNameKorean || f.homeParticipantsName,
            away: f.awayParticipantsNameKorean || f.awayParticipantsName,
            score: f.score,
            markets: f.markets.map((m) => ({
              key: `${m.marketId}|${m.baseline ?? ''}|${m.id}`,
              typeId: m.marketId,
              name: m.marketNameKorean || m.marketName,
              baseline: m.baseline,
              odds: m.odds.map((o) => ({ id: o.id, name: o.betNameKorean || o.betName, line: o.betLine })),
            })),
          })),
      ),
    settleFixture: (fixtureId, result, score) =>
      invoke(call, adminSettleFixtureCall, {
        params: { fixtureId },
        body: {
          markets: result.map((m) => ({ marketId: m.marketId, winningOddsIds: [...m.winningOddsIds] })),
          homeScore: score.home,
          awayScore: score.away,
        },
      }),
    bettingFixtures: (page, perPage, search) =>
      invoke(call, adminBettingFixturesCall, { query: { ...searchQuery(search), page, perpage: perPage } }),
    setMarketSuspended: (marketId, suspended) => invoke(call, adminMarketSuspensionCall, { params: { id: marketId }, body: { suspended } }),
    bets: async ({ search, openOnly, gameType, page, perPage }) =>
      map(
        await invoke(call, adminBetsCall, {
          query: {
            ...searchQuery(search),
            ...(openOnly ? { open: true } : {}),
            ...(gameType === null ? {} : { gameType }),
            page,
            perpage: perPage,
          },
        }),
        (rows) =>
          rows.map((b) => ({ ...b, gameType: b.gameType as AdminBetGameType, legs: b.legs.map((l) => adminBetLegOf(b.gameType, l)) })),
      ),
    voidBet: async (slipId) => map(await invoke(call, adminVoidBetCall, { params: { id: slipId } }), (answer) => answer.message),
    audit: async (page, perPage, search, filter) =>
      map(
        await invoke(call, adminAuditCall, { query: { ...searchQuery(search), ...auditFilterQuery(filter), page, perpage: perPage } }),
        (rows) =>
          rows.map((r) => ({
            id: r.id,
            at: r.at,
            actor: r.actorUserId,
            ip: r.actorIp,
            action: r.action,
            target: r.target,
            detail: r.detail,
          })),
      ),
  };
}
