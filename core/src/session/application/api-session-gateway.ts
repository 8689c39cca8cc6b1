import { banTypeOf, memberTypeOf, withdrawalTypeOf } from '../domain/member-kinds.js';
import type { ApiClient } from '../../api/api-client.js';
import type { MemberDto } from '../../api/contracts/member.js';
import { ok } from '../../shared/domain/result.js';
import type { SessionUser } from '../domain/session-user.js';
import type { SessionGateway } from './session-gateway.js';

/**
 * The member record of the API as the session's `SessionUser` (derived from the member contract,
 * see session-user.ts): the numeric codes read as named values once here, a null phone number
 * read as '', and the contract percentages renamed; every other field passes as decoded.
 */
export function sessionUserFromApi(dto: MemberDto): SessionUser {
  const { managementLevel1Percent, managementLevel2Percent, managementLevel3Percent, ...rest } = dto;
  return {
    ...rest,
    phoneNumber: dto.phoneNumber ?? '',
    type: memberTypeOf(dto.type),
    banType: banTypeOf(dto.banType),
    withdrawalType: withdrawalTypeOf(dto.withdrawalType),
    managementTarget1Percent: managementLevel1Percent,
    managementTarget2Percent: managementLevel2Percent,
    managementTarget3Percent: managementLevel3Percent,
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
    async secondFactor(challenge, code) {
      const r = await auth.secondFactor(challenge, code);
      return r.ok ? ok(sessionUserFromApi(r.value)) : r;
    },
    captcha: () => auth.captcha(),
    logout: () => auth.logout(),
    async me(background) {
      const r = await auth.me({ background });
      if (!r.ok) return r;
      return ok(r.value === null ? null : sessionUserFromApi(r.value));
    },
    fetchSettings: (background) => settings.site({ background }),
    fetchBanks: () => settings.bankNames(),
    async fetchUnreadCount(userId, background) {
      const r = await messages.unreadCount(userId, { background });
      return r.ok ? ok(r.value.count) : r;
    },
  };
}
