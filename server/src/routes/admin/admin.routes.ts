import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-types.js';
import { audit } from '../../auth/audit.js';
import { adminContentRoutes } from './admin-content.routes.js';
import { adminBannerRoutes } from './admin-banners.routes.js';
import { adminMemberRoutes } from './admin-members.routes.js';
import { adminMoneySettingsRoutes } from './admin-money-settings.routes.js';
import { adminOpsRoutes } from './admin-ops.routes.js';
import { adminReportRoutes } from './admin-reports.routes.js';
import { adminUsdtRoutes } from './admin-usdt.routes.js';

/** Fields never copied into the audit log. */
const SECRET_FIELDS = new Set(['password', 'newPassword', 'oldPassword', 'bankAccountPssword']);

/**
 * The admin API (role-10 admins only: auth 'admin' on every route of this scope). Every
 * state-changing admin call, allowed or refused, is appended to the audit log with its outcome.
 */
export async function adminRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  api.addHook('onRoute', (route) => {
    route.config = { ...(route.config ?? {}), auth: 'admin' };
  });
  // onSend (not onResponse): the line is written before the answer leaves, so it is never lost.
  api.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD') return payload;
    const body =
      request.body && typeof request.body === 'object' && !Array.isArray(request.body)
        ? Object.fromEntries(Object.entries(request.body as Record<string, unknown>).map(([k, v]) => [k, SECRET_FIELDS.has(k) ? '***' : v]))
        : (request.body ?? null);
    await audit(deps.db, {
      actorMemberId: request.member?.id ?? null,
      actorIp: request.ip,
      action: `admin ${request.method} ${request.routeOptions.url ?? request.url}`,
      target: JSON.stringify(request.params ?? {}),
      detail: { status: reply.statusCode, body },
      at: deps.clock.now(),
    }).catch((error: unknown) => request.log.error({ err: error }, 'audit write failed'));
    return payload;
  });
  await adminMemberRoutes(api, deps);
  await adminOpsRoutes(api, deps);
  await adminContentRoutes(api, deps);
  await adminBannerRoutes(api, deps);
  await adminMoneySettingsRoutes(api, deps);
  await adminUsdtRoutes(api, deps);
  await adminReportRoutes(api, deps);
}
