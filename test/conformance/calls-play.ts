/**
 * Spec 7's "Boards", "Sports", "Mini-games", "Games" and "Files" calls. The pre-match bet and its
 * cancel also run for real in the member flow (flows.ts); here they are sent aimed at nothing.
 */
import { ApiContracts as C } from '@bet/core/api';
import { odds, won } from '@bet/core/shared';
import { NOBODY_ID, specCall, type SpecCall, type UnrunCall } from './spec-call.js';

/** Spec 9's sample sport id (football): the sports menus are read for it. */
const FOOTBALL = 6046;
/** Spec 7: mini-game history uses game 301; its setting is read by that id. */
const FIRST_MINIGAME = 301;
const NO_STAKE = { memberId: NOBODY_ID, amounts: won(0), totalRatio: odds(100), bettings: [] };

export const PLAY_CALLS: readonly SpecCall[] = [
  specCall('GET /boardNotice?noticeType=0', C.boardNoticesCall, 'public', () => ({ query: { noticeType: 0 } })),
  specCall('GET /boardRule', C.boardRulesCall, 'public', () => ({})),
  specCall('GET /boardEvent', C.boardEventsCall, 'public', () => ({})),
  specCall('GET /board', C.boardListCall, 'public', () => ({ query: { category: 'notice', page: 1, perpage: 10 } })),
  specCall('GET /boardPopup', C.boardPopupsCall, 'public', () => ({})),

  specCall('GET /sportsLeague/topSport', C.topSportsCall, 'public', () => ({ query: {} })),
  specCall('GET /sports-prematch/event/top', C.popularFixturesCall, 'public', () => ({ query: {} })),
  specCall('GET /sports-prematch/location?sportId', C.sportsLocationsCall, 'public', () => ({ query: { sportId: FOOTBALL } })),
  specCall('GET /sports-prematch/league?sportId&locationId', C.sportsLeaguesCall, 'public', () => ({
    query: { sportId: FOOTBALL, locationId: 0 },
  })),
  specCall('GET /sports-prematch/count', C.betHistoryCountCall, 'member', (m) => ({
    query: { page: 1, perpage: 10, gameType: 1, memberUserId: m.userId },
  })),
  specCall('GET /sports-prematch/bettings', C.betHistoryCall, 'member', (m) => ({
    query: { page: 1, perpage: 10, gameType: 1, memberUserId: m.userId },
  })),
  specCall('POST /sports-prematch/user-delete', C.betHistoryDeleteCall, 'member', () => ({ body: [] })),
  specCall('POST /sports-prematch/user/cancelAll/{slipId}', C.betCancelCall, 'member', () => ({ params: { slipId: NOBODY_ID } })),
  specCall('POST /sports-prematch/betting', C.prematchBetCall, 'member', () => ({
    body: { ...NO_STAKE, gameDetailType: 91, gameStyle: 'EU', changeFlag: false },
  })),
  specCall('POST /virtureBetting/soccer', C.virtualBetCall, 'member', () => ({ body: { ...NO_STAKE, gameDetailType: 50 as const } })),
  specCall('POST minigame/betting', C.minigameBetCall, 'member', () => ({ body: { ...NO_STAKE, gameDetailType: FIRST_MINIGAME } })),
  specCall('GET /sports-inplay/get-betting-token/{userId}?sports', C.inplayTokenCall, 'member', (m) => ({
    params: { userId: m.userId },
    query: { sports: FOOTBALL },
  })),
  specCall('POST /sports-inplay/betting', C.inplayBetCall, 'member', () => ({
    body: { ...NO_STAKE, gameDetailType: 97, gameStyle: 'IN' as const, changeFlag: false, liveBetTime: 3, sportIdForLiveBetTime: FOOTBALL },
  })),
  specCall('GET /vet3/Soccer', C.virtualBoardCall, 'public', () => ({ params: { game: 'Soccer' } })),

  specCall('GET /settingMinigame', C.minigameSettingsCall, 'public', () => ({ query: {} })),
  // A missing game answers 404 in the error shape (spec 7: alert and go to the top page).
  specCall('GET /settingMinigame/{id}', C.minigameSettingCall, 'public', () => ({ params: { id: FIRST_MINIGAME } }), {
    mayRefuse: true,
  }),
  specCall('GET /settingMinigameBetting', C.minigameBettingSettingsCall, 'member', () => ({ query: {} })),

  // A game provider may be in maintenance or not set up: a refusal in the error shape conforms.
  specCall('GET /realpoker/user/create?userId&nickname', C.createRealpokerUserCall, 'member', (m) => ({ query: { userId: m.userId } }), {
    mayRefuse: true,
  }),
  specCall('GET /realpoker/game/link?userId', C.realpokerLinkCall, 'member', (m) => ({ query: { userId: m.userId } }), {
    mayRefuse: true,
  }),
  specCall('GET /revolution/user/create', C.createRevolutionUserCall, 'member', () => ({}), { mayRefuse: true }),
  specCall('GET /revolution/game/link?userId', C.revolutionLinkCall, 'member', (m) => ({ query: { userId: m.userId } }), {
    mayRefuse: true,
  }),
];

/** Calls of spec 7 without a JSON contract to check, or that create records the kit cannot take back. */
export const UNRUN_CALLS: readonly UnrunCall[] = [
  { label: 'POST /member/join', reason: 'creates a member (login-free, nothing to take back)' },
  { label: 'POST /supportNonMember', reason: 'creates a guest inquiry (login-free, nothing to take back)' },
  { label: 'GET /sports-inplay/slip-stream?id&betIds', reason: 'a server-sent event stream, not a JSON answer' },
  { label: '/api/file/download/{path}', reason: 'a file, not a JSON answer (no path is known on an unknown server)' },
];
