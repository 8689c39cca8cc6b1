import type { ApiClient } from '../../api/api-client.js';
import { invoke } from '../../api/contract/index.js';
import { realityCheckCall, realityCheckStopCall, saveRealityCheckCall } from '../../api/contracts/reality-check.js';
import type { RealityCheckGateway } from './reality-check.gateway.js';

/** The RealityCheckGateway over the client's shared caller and the calls' contracts. */
export function createApiRealityCheckGateway(api: Pick<ApiClient, 'call'>): RealityCheckGateway {
  return {
    summary: (background = false) => invoke(api.call, realityCheckCall, {}, { background }),
    save: (settings) => invoke(api.call, saveRealityCheckCall, { body: settings }),
    stopped: (reason) => invoke(api.call, realityCheckStopCall, { body: { reason } }),
  };
}
