import { auditRequestOf } from '@bet/core/admin-desk';
import { kstDayAfter, kstDayStart } from '../../db/kst-day-bounds.js';
import type { AuditFilter } from './admin-store.js';

/**
 * The audit log's filter from a query: KST days to instants ([start of `from`, start of the day
 * after `to`)), and an action key of core's catalogue to the text the server stores: a named
 * event as it is, an admin call ('POST /admin/members/:id/approve') as the admin hook writes its
 * line ('admin POST /api/admin/members/:id/approve', under the API's base path).
 */
export function auditFilterOf(query: { q?: string; from?: string; to?: string; action?: string }, basePath: string): AuditFilter {
  const action = query.action?.trim() || null;
  const request = action === null ? null : auditRequestOf(action);
  return {
    search: query.q?.trim() || null,
    start: query.from ? new Date(kstDayStart(query.from)) : null,
    end: query.to ? new Date(kstDayAfter(query.to)) : null,
    actions: action === null ? null : request ? [`admin ${request.method} ${basePath}${request.path}`] : [action],
  };
}
