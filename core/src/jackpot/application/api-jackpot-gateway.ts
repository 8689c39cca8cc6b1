import type { ApiClient } from '../../api/api-client.js';
import { createJackpotApi } from '../../api/client/jackpot.js';
import type { JackpotGateway } from './jackpot.gateway.js';

/** The JackpotGateway over the client's shared caller (session statuses still reach the session). */
export function createApiJackpotGateway(api: Pick<ApiClient, 'call'>): JackpotGateway {
  const jackpot = createJackpotApi(api.call);
  return { read: (background = false) => jackpot.read({ background }) };
}
