import { banTypeOf, memberTypeOf, withdrawalTypeOf } from '../domain/member-kinds.js';
import type { ApiClient } from '../../api/api-client.js';
import type { MemberDto } from '../../api/contracts/auth.js';
import { ok } from '../../shared/domain/result.js';
import type { SessionUser } from '../domain/session-user.js';
import type { SessionGateway } from './session-gateway.js';

/**
 * The member record of the API as the session's `SessionUser`. The two shapes differ in four
 * places, all adapted here:
 * - `phoneNumber` may be null on the wire; the session keeps text, so null reads as ''.
 * - `bankAccountPssword` is never sent to the browser (the server checks it): always null.
 * - `privateAccountSelected` is a number on the wire, text in the session.
 * - the contract percentages are `managementLevelNPercent` on the wire and
 *   `managementTargetNPercent` in the session.
 */
export function sessionUserFromApi(dto: MemberDto): SessionUser {
  return {
    id: dto.id,
    userId: dto.userId,
    nickname: dto.nickname,
    phoneNumber: dto.phoneNumber ?? '',
    role: dto.role,
    emoney: dto.emoney,
    usdt: dto.usdt,
    point: dto.point,
    type: memberTypeOf(dto.type),
    userType: dto.userType,
    banType: banTypeOf(dto.banType),
    withdrawalType: withdrawalTypeOf(dto.withdrawalType),
    isChargeData: dto.isChargeData,
    updatedAt: dto.updatedAt,
    nowBettingAmount: dto.nowBettingAmount,
    casinoMoney: dto.casinoMoney,
    realpokerUid: dto.realpokerUid,
    realpokerUseFlag: dto.realpokerUseFlag,
    revolutionUid: dto.revolutionUid,
    revolutionUseFlag: dto.revolutionUseFlag,
    bankCode: dto.bankCode,
    bankAccountNumber: dto.bankAccountNumber,
    bankAccountPssword: null,
    accountHolder: dto.accountHolder,
    privateAccount: dto.privateAccount,
    privateVirtualAccount: dto.privateVirtualAccount,
    privateAccountSelected: dto.privateAccountSelected === null ? null : String(dto.privateAccountSelected),
    blockchainUrl: dto.blockchainUrl,
    managementTarget1UserId: dto.managementTarget1UserId,
    managementTarget2UserId: dto.managementTarget2UserId,
    managementTarget3UserId: dto.managementTarget3UserId,
    managementTarget1Percent: dto.managementLevel1Percent,
    managementTarget2Percent: dto.managementLevel2Percent,
    managementTarget3Percent: dto.managementLevel3Percent,
  };
}

/**
 * The SessionGateway over core's typed API client: login, logout and "who am I" through the
 * auth calls of docs/api-conventions.md, settings and banks through the settings family, the
 * unread count through GET /message/unread/{userId}. Failures pass through unchanged (a 404 on
 * login keeps the server's text; session statuses arrive as kind 'session').
 */
export function createApiSessionGateway(api: Pick<ApiClient, 'auth' | 'settings' | 'messages'>): SessionGateway {
  const { auth, settings, messages } = api;
  return {
    async login(userId, password, captcha) {
      const r = await auth.login({ userId, password, ...(captcha ? { captchaId: captcha.id, captchaCode: captcha.code } : {}) });
      return r.ok ? ok(sessionUserFromApi(r.value)) : r;
    },
    captcha: () => auth.captcha(),
    logout: () => auth.logout(),
    async me() {
      const r = await auth.me();
      if (!r.ok) return r;
      return ok(r.value === null ? null : sessionUserFromApi(r.value));
    },
    fetchSettings: () => settings.site(),
    fetchBanks: () => settings.bankNames(),
    async fetchUnreadCount(userId) {
      const r = await messages.unreadCount(userId);
      return r.ok ? ok(r.value.count) : r;
    },
  };
}
