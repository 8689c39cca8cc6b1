import type { ApiClient } from '../../api/api-client.js';
import type { MemberCheckQuery } from '../../api/contracts/member.js';
import { ok } from '../../shared/domain/result.js';
import type { SignUpCheckField, SignUpGateway } from './sign-up-gateway.js';

/** GET /suggestioncode answers 404 for a code nobody owns (core/src/api/contracts/member.ts). */
const UNKNOWN_CODE_STATUS = 404;

/**
 * The query key of each uniqueness check. The account number uses `bankAccountNumber`, one of
 * the two keys the spec lists (the other, `accountNumberEquals`, means the same to the server).
 */
function checkQuery(field: SignUpCheckField, value: string): MemberCheckQuery {
  switch (field) {
    case 'userId':
      return { userIdEquals: value };
    case 'nickname':
      return { nicknameEquals: value };
    case 'phoneNumber':
      return { phoneNumberEquals: value };
    case 'bankAccountNumber':
      return { bankAccountNumber: value };
  }
}

/**
 * The SignUpGateway over core's typed API client. Mappings:
 * - settings: GET /settingSignUp gives `joinStartEndFlg` (closed) and `idNiknameBan` (banned
 *   words), the three sign-up reading switches as `readings`; the contract carries no minimum age,
 *   so `minimumAge` is null (the policy's default).
 * - referral: a 404 is the spec's "unknown code" and reads as `null`, not as a failure, so the
 *   flow shows '유효하지 않은 가입코드입니다.'; other failures pass through.
 * - availability: `{ available }` is the answer; a 400 (the server's own field rule) passes through.
 * - captcha: the login's GET /auth/captcha (one kind of challenge, single use, for either form).
 * - join: the payload already holds every default of spec 3, plus the challenge's id and the
 *   typed code; the new id is not needed.
 */
export function createApiSignUpGateway(api: Pick<ApiClient, 'settings' | 'member' | 'auth'>): SignUpGateway {
  const { settings, member, auth } = api;
  return {
    async fetchSignUpSettings() {
      const r = await settings.signUp();
      if (!r.ok) return r;
      const { joinStartEndFlg, idNiknameBan, signUpUserIdMax14, signUpPasswordMax255, signUpNicknameWeighted } = r.value;
      return ok({
        signUpClosed: joinStartEndFlg,
        bannedWords: idNiknameBan,
        minimumAge: null,
        readings: { signUpUserIdMax14, signUpPasswordMax255, signUpNicknameWeighted },
      });
    },
    async lookupSuggestionCode(code) {
      const r = await member.suggestionCode(code);
      if (r.ok) return ok({ type: r.value.type, memberId: r.value.memberId });
      return r.error.kind === 'http' && r.error.status === UNKNOWN_CODE_STATUS ? ok(null) : r;
    },
    async checkAvailability(field, value) {
      const r = await member.checkAvailability(checkQuery(field, value));
      return r.ok ? ok(r.value.available) : r;
    },
    captcha: () => auth.captcha(),
    async join(payload, captcha) {
      const r = await member.join(captcha ? { ...payload, captchaId: captcha.id, captchaCode: captcha.code } : payload);
      return r.ok ? ok(undefined) : r;
    },
  };
}
