import type { ApiClient } from '../../api/api-client.js';
import { invoke } from '../../api/contract/index.js';
import { myReferralsCall } from '../../api/contracts/partner.js';
import type { ReferralsGateway } from './referrals.gateway.js';

/** The ReferralsGateway over the client's shared caller and the call's contract. */
export function createApiReferralsGateway(api: Pick<ApiClient, 'call'>): ReferralsGateway {
  return {
    myReferrals: (page, perpage) => invoke(api.call, myReferralsCall, { query: { page, perpage } }),
  };
}
