import type { ApiClient } from '../../api/api-client.js';
import { createCasinoApi } from '../../api/client/casino.js';
import { ok } from '../../shared/domain/result.js';
import type { CasinoGateway } from './casino.gateway.js';

/**
 * The CasinoGateway over core's typed API client: the lobby and launch calls of the casino
 * contracts (built on the client's shared caller, so session statuses still reach the session),
 * the transfers through the money family's calls (code 4 to the casino wallet, 3 back).
 */
export function createApiCasinoGateway(api: Pick<ApiClient, 'call' | 'money'>): CasinoGateway {
  const casino = createCasinoApi(api.call);
  return {
    lobby: (category) => casino.lobby(category),
    async launch(memberId, gameId) {
      const r = await casino.launch(memberId, gameId);
      return r.ok ? ok(r.value.url) : r;
    },
    async transfer({ code, ...body }) {
      const r = await (code === 4 ? api.money.cashToCasino(body) : api.money.casinoToCash(body));
      return r.ok ? ok(undefined) : r;
    },
  };
}
