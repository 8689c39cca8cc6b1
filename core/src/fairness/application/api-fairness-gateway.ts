import type { ApiClient } from '../../api/api-client.js';
import { invoke } from '../../api/contract/index.js';
import { fairGamesCall, fairRoundsCall } from '../../api/contracts/fairness.js';
import type { FairnessGateway } from './fairness.gateway.js';

/** The FairnessGateway over the client's shared caller and the calls' contracts. */
export function createApiFairnessGateway(api: Pick<ApiClient, 'call'>): FairnessGateway {
  return {
    games: () => invoke(api.call, fairGamesCall, {}),
    rounds: (gameId, page, perpage) => invoke(api.call, fairRoundsCall, { query: { gameId, page, perpage } }),
  };
}
