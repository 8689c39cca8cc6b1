import type { ApiClient } from '../../api/api-client.js';
import { invoke } from '../../api/contract/index.js';
import { adminApproveUsdtCall, adminRejectUsdtCall, adminUsdtRequestsCall } from '../../api/contracts/admin-usdt.js';
import type { UsdtQueueGateway } from './usdt-queue.gateway.js';

/** The UsdtQueueGateway over the client's shared caller (its money retry gives decisions their Idempotency-Key). */
export function createApiUsdtQueueGateway(api: Pick<ApiClient, 'call'>): UsdtQueueGateway {
  const { call } = api;
  return {
    requests: (status, page, perPage, background = false) =>
      invoke(call, adminUsdtRequestsCall, { query: { status, page, perpage: perPage } }, { background }),
    decide: (id, decision) =>
      decision.kind === 'approve'
        ? invoke(call, adminApproveUsdtCall, {
            params: { id },
            body: { memberId: decision.memberId, ...(decision.receivedAmount === null ? {} : { receivedAmount: decision.receivedAmount }) },
          })
        : invoke(call, adminRejectUsdtCall, { params: { id }, body: { memberId: decision.memberId } }),
  };
}
