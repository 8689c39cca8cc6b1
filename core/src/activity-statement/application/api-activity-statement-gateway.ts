import type { ApiClient } from '../../api/api-client.js';
import { invoke } from '../../api/contract/index.js';
import { activityStatementCall, activityStatementCsvPath } from '../../api/contracts/activity-statement.js';
import type { ActivityStatementGateway } from './activity-statement.gateway.js';

/** The ActivityStatementGateway over the client's shared caller; `apiBase` prefixes the CSV link ('/api'). */
export function createApiActivityStatementGateway(api: Pick<ApiClient, 'call'>, apiBase: string): ActivityStatementGateway {
  return {
    statement: (from, to) => invoke(api.call, activityStatementCall, { query: { from, to } }),
    csvUrl: (from, to) => `${apiBase}${activityStatementCsvPath(from, to)}`,
  };
}
