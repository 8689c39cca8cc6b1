import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-types.js';
import { pingDatabase } from './health-store.js';
import { openApiDocument } from './openapi.js';

/**
 * GET /health (database reachable and the statements sent to it so far, plus the background
 * tasks: runs, failures, last error; `status: 'degraded'` while one is failing) and GET /openapi.json (every route with its schema).
 */
export async function metaRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  api.get('/health', { config: { auth: 'public' } }, async () => {
    await pingDatabase(deps.db);
    const roundTrips = deps.db.roundTrips?.();
    return { ok: true, database: deps.db.kind, ...(roundTrips ? { roundTrips } : {}), ...deps.tasks.report() };
  });
  api.get('/openapi.json', { config: { auth: 'public' } }, async () => openApiDocument(api.routeCatalog, deps.config.basePath));
}
