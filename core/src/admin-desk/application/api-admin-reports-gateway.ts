import type { ApiClient } from '../../api/api-client.js';
import { invoke } from '../../api/contract/index.js';
import { adminDashboardCall, adminExportPath } from '../../api/contracts/admin-reports.js';
import type { AdminReportsGateway } from './admin-reports.gateway.js';

/** The AdminReportsGateway over the client's shared caller; `apiBase` prefixes the download links ('/api'). */
export function createApiAdminReportsGateway(api: Pick<ApiClient, 'call'>, apiBase: string): AdminReportsGateway {
  return {
    dashboard: () => invoke(api.call, adminDashboardCall, {}),
    exportUrl: (kind, range) => `${apiBase}${adminExportPath(kind, range)}`,
  };
}
