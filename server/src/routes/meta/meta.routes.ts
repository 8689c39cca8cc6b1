import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-types.js';
import { pingDatabase } from './health-store.js';
import { apiDocsPage } from './api-docs-page.js';
import { openApiDocument } from './openapi.js';

/**
 * GET /health (database reachable and the statements sent to it so far, plus the background
 * tasks: runs, failures, last error; `status: 'degraded'` while one is failing), GET /openapi.json
 * (every route with its request and answer schemas) and GET /docs (that document as a page). The
 * API's description is public in development; in production only the operator reads it
 * (`publicApiDocs`), since it lists every admin call.
 */
export async function metaRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  api.get('/health', { config: { auth: 'public' } }, async () => {
    await pingDatabase(deps.db);
    const roundTrips = deps.db.roundTrips?.();
    return { ok: true, database: deps.db.kind, ...(roundTrips ? { roundTrips } : {}), ...deps.tasks.report() };
  });
  const docsConfig = { config: { auth: deps.config.publicApiDocs ? 'public' : 'admin' } } as const;
  const documentUrl = `${deps.config.basePath}/openapi.json`;
  api.get('/openapi.json', docsConfig, async () => openApiDocument(api.routeCatalog, deps.config.basePath));
  api.get('/docs', docsConfig, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(apiDocsPage(openApiDocument(api.routeCatalog, deps.config.basePath) as never, documentUrl)),
  );
}
