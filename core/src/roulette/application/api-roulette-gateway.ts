import type { ApiClient } from '../../api/api-client.js';
import { apiError } from '../../shared/domain/api-error.js';
import { fail, ok } from '../../shared/domain/result.js';
import { ROULETTE_MESSAGES } from '../domain/roulette.messages.js';
import type { RouletteGateway } from './roulette.gateway.js';

/**
 * The RouletteGateway over core's typed API client. The gateway's calls name no member (the
 * acting member comes from the session), the api's do: `member` reads the session's member at
 * call time. With nobody logged in nothing is sent and the answer is the server's own 401
 * (code 'notLoggedIn') with the roulette's login text.
 * - coupons: GET /card/user/count?memberId -> { normal, vip }
 * - spin: POST /card/choice { memberId, couponType } -> { value, name, nextSeedHash... } (money-moving)
 * - claim: POST /card/roulleteCount/{memberId} -> { message } (the grant text)
 * - commitment: GET /card/seed-commitment -> the next spin's seed hash
 */
export function createApiRouletteGateway(api: Pick<ApiClient, 'roulette'>, member: () => { readonly id: number } | null): RouletteGateway {
  const notLoggedIn = () => fail(apiError('http', ROULETTE_MESSAGES.loginRequired, { status: 401, code: 'notLoggedIn' }));
  return {
    async countCoupons() {
      const m = member();
      return m ? api.roulette.couponCount(m.id) : notLoggedIn();
    },
    async choose(couponType) {
      const m = member();
      return m ? api.roulette.spin(m.id, couponType) : notLoggedIn();
    },
    async claimCoupons() {
      const m = member();
      if (!m) return notLoggedIn();
      const r = await api.roulette.claimCoupons(m.id);
      if (!r.ok) return r;
      const text = r.value.message?.trim() ?? '';
      return { ok: true, value: text === '' ? ROULETTE_MESSAGES.couponsClaimed : text };
    },
    async commitment() {
      if (!member()) return notLoggedIn();
      const r = await api.roulette.seedCommitment();
      return r.ok ? ok(r.value.seedHash) : r;
    },
  };
}
