import type { ApiClient } from '../../api/api-client.js';
import type { ApiResult } from '../../api/client/call.js';
import { createResponsiblePlayApi } from '../../api/client/responsible-play.js';
import { ok } from '../../shared/domain/result.js';
import type { ResponsiblePlayGateway } from './responsible-play.gateway.js';

/** The server's text of an answer `{ message }`. */
async function messageOf(answer: ApiResult<{ readonly message: string }>): ApiResult<string> {
  const r = await answer;
  return r.ok ? ok(r.value.message) : r;
}

/** The gateway over the responsible-play contracts, on the api client's shared caller. */
export function createApiResponsiblePlayGateway(api: Pick<ApiClient, 'call'>): ResponsiblePlayGateway {
  const rp = createResponsiblePlayApi(api.call);
  return {
    load: () => rp.state(),
    setLimit: (kind, period, amount) => rp.setLimit(kind, period, amount),
    confirmLimit: (kind, period) => messageOf(rp.confirmLimit(kind, period)),
    cancelLimitChange: (kind, period) => messageOf(rp.cancelLimitChange(kind, period)),
    startExclusion: (duration) => messageOf(rp.startExclusion(duration)),
  };
}
