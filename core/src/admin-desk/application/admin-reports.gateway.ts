import type { AdminDashboardDto, AdminExportKind } from '../../api/contracts/admin-reports.js';
import type { ApiError } from '../../shared/domain/api-error.js';
import type { Result } from '../../shared/domain/result.js';
import { portToken } from '../../shared/ports/port-token.js';

/** An export's range (KST days, both included) and, for the audit log, one action. */
export interface AdminExportRange {
  readonly from: string;
  readonly to: string;
  readonly action?: string | null;
}

/** The operator's reports (contracts/admin-reports.ts; admins only). */
export interface AdminReportsGateway {
  /** GET /admin/dashboard */
  dashboard(): Promise<Result<AdminDashboardDto, ApiError>>;
  /** The download link of GET /admin/export/{kind} (the browser saves the CSV; no script reads it). */
  exportUrl(kind: AdminExportKind, range: AdminExportRange): string;
}
export const AdminReportsGateway = portToken<AdminReportsGateway>('AdminReportsGateway');
