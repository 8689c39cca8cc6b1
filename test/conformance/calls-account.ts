/**
 * Spec 7's calls of the member's account: "Auth/user", "Support", "Messages" and "Points/money"
 * (the login itself runs in the member flow, flows.ts).
 */
import { ApiContracts as C } from '@bet/core/api';
import { microUsdt, points, won } from '@bet/core/shared';
import { NOBODY_ID, NOBODY_USER_ID, specCall, type SpecCall } from './spec-call.js';

const PAGE = { page: 1, perpage: 10 } as const;

export const ACCOUNT_CALLS: readonly SpecCall[] = [
  specCall('GET /member/{id}', C.memberGetCall, 'member', (m) => ({ params: { id: m.memberId } })),
  specCall('PUT member/change-password/{id}', C.changePasswordCall, 'member', () => ({
    params: { id: NOBODY_ID },
    body: { userId: NOBODY_USER_ID, oldPassword: 'not-the-password', password: 'conformance1' },
  })),
  specCall('POST /member/change-password', C.resetPasswordCall, 'member', () => ({
    body: { userId: NOBODY_USER_ID, newPassword: 'conformance1' },
  })),
  specCall('GET /setting/user', C.siteSettingsCall, 'public', () => ({})),
  specCall('GET settingSignUp', C.signUpSettingsCall, 'public', () => ({})),
  specCall('GET /settingbankname', C.bankNamesCall, 'public', () => ({})),
  specCall('GET /code?type=BANK', C.codesCall, 'public', () => ({ query: { type: 'BANK' } })),
  specCall('GET /settingBanking/level/{userType}', C.bankingLevelsCall, 'member', () => ({ params: { userType: 'A' } })),
  specCall('GET /labelSetting?kbn=charge', C.labelsCall, 'public', () => ({ query: { kbn: 'charge' } })),
  specCall('GET /settingMemberBetting/{userId}', C.memberBettingCall, 'member', (m) => ({ params: { userId: m.userId } })),
  // No code is known to exist on an unknown server: an unknown one is refused in the error shape.
  specCall('GET /suggestioncode?codeEquals', C.suggestionCodeCall, 'public', () => ({ query: { codeEquals: 'NOCODE0' } }), {
    mayRefuse: true,
  }),
  specCall('GET /member/check', C.memberCheckCall, 'public', () => ({ query: { userIdEquals: NOBODY_USER_ID } })),

  specCall('GET /customer/user/{userId}', C.inquiryListCall, 'member', (m) => ({ params: { userId: m.userId } })),
  specCall('POST /customer/', C.inquiryCreateCall, 'member', () => ({
    body: { memberId: NOBODY_ID, title: 'conformance', questionContents: 'conformance' },
  })),
  specCall('DELETE /customer/delete/user/{id}', C.inquiryDeleteOneCall, 'member', () => ({ params: { id: NOBODY_ID } })),
  specCall('DELETE /customer/deleteAll/{userId}', C.inquiryDeleteAllCall, 'member', () => ({ params: { userId: NOBODY_USER_ID } })),

  specCall('GET /message/unread/{userId}', C.messageUnreadCountCall, 'member', (m) => ({ params: { userId: m.userId } })),
  specCall('GET /message/user/count?memberId', C.messageCountCall, 'member', (m) => ({ query: { memberId: m.memberId } })),
  specCall('GET /message/user/?memberId&page&perpage', C.messageListCall, 'member', (m) => ({
    query: { memberId: m.memberId, ...PAGE },
  })),
  specCall('GET /message/user/{userId}', C.messageListAllCall, 'member', (m) => ({ params: { userId: m.userId } })),
  specCall('PUT /message/', C.messageSetStatusCall, 'member', () => ({ body: { id: NOBODY_ID, confirmStatus: 1 as const } })),
  specCall('PUT /message/user/readAll/{userId}', C.messageReadAllCall, 'member', () => ({ params: { userId: NOBODY_USER_ID } })),
  specCall('DELETE /message/user/deleteAll/{userId}', C.messageDeleteAllCall, 'member', () => ({
    params: { userId: NOBODY_USER_ID },
  })),
  specCall('DELETE /message/user/delete/{id}', C.messageDeleteOneCall, 'member', () => ({ params: { id: NOBODY_ID } })),
  specCall('PUT /message/delete', C.messageHideCall, 'member', () => ({ body: [] })),

  specCall('GET /point/count', C.pointCountCall, 'member', (m) => ({ query: { memberId: m.memberId, pointToCashFlg: 1 as const } })),
  specCall('GET /point', C.pointListCall, 'member', (m) => ({ query: { memberId: m.memberId, pointToCashFlg: 1 as const, ...PAGE } })),
  specCall('DELETE /point/{id}', C.pointDeleteOneCall, 'member', () => ({ params: { id: NOBODY_ID } })),
  specCall('DELETE /point/allPoinToCash/{userId}', C.pointDeleteAllCall, 'member', () => ({ params: { userId: NOBODY_USER_ID } })),
  specCall('POST /emoney/pointToEmoney', C.pointToCashCall, 'member', () => ({ body: { memberId: NOBODY_ID, point: points(0) } })),
  specCall('POST /emoney/emoney-to-opera', C.cashToCasinoCall, 'member', () => ({
    body: { memberId: NOBODY_ID, emoney: won(0), totalEmoney: won(0), code: 4 as const },
  })),
  specCall('POST /emoney/opera-to-emoney', C.casinoToCashCall, 'member', () => ({
    body: { memberId: NOBODY_ID, emoney: won(0), totalEmoney: won(0), code: 3 as const },
  })),
  specCall('POST dewit/decrease', C.usdToCashCall, 'member', () => ({ body: { amount: microUsdt(0) } })),
  specCall('POST dewit/increase', C.cashToUsdCall, 'member', () => ({ body: { amount: won(0) } })),
  specCall('GET /charge/exchangeRates', C.exchangeRateCall, 'public', () => ({})),
];
