import type { ApiClient } from '../../api/api-client.js';
import { ok } from '../../shared/domain/result.js';
import type { HoldemGateway } from './holdem.gateway.js';

/** The HoldemGateway over core's typed API client (the games family's contracts). */
export function createApiHoldemGateway(api: Pick<ApiClient, 'games'>): HoldemGateway {
  return {
    async createAccount(game, member) {
      const r =
        game === 'revolution'
          ? await api.games.createRevolutionUser()
          : await api.games.createRealpokerUser(member.userId, member.nickname);
      return r.ok ? ok(r.value.code) : r;
    },
    link: (game, member) =>
      game === 'revolution' ? api.games.revolutionLink(member.userId, member.agentCode) : api.games.realpokerLink(member.userId),
  };
}
