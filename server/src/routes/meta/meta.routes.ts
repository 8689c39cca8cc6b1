import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-types.js';
import { isOperatorRequest } from '../../metrics/operator-access.js';
import { pingDatabase } from './health-store.js';
import { apiDocsPage } from './api-docs-page.js';
import { openApiDocument } from './openapi.js';

/**
 * GET /health: the site's state in one word for anyone ('ok'; 'degraded' while a background task
 * is failing; 'unavailable', 503, while the database does not answer), nothing internal. An
 * operator (admin session, or the monitoring caller of METRICS_TOKEN: metrics/operator-access.ts)
 * also gets the details: the database kind and the statements sent to it, and each background
 * task's runs, failures and last error.
 *
 * GET /openapi.json (every route with its request and answer schemas) and GET /docs (that
 * document as a page): public in development; in production only the operator reads them
 * (`publicApiDocs`), since they list every admin call.
 */
export async function metaRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  api.get('/health', { config: { auth: 'public' } }, async (request, reply) => {
    const reachable = await pingDatabase(deps.db).then(
      () => true,
      () => false,
    );
    const tasks = deps.tasks.report();
    const status = !reachable ? 'unavailable' : tasks.status;
    reply.code(reachable ? 200 : 503);
    if (!isOperatorRequest(request, deps.config)) return { status };
    const roundTrips = deps.db.roundTrips?.();
    return { status, ok: reachable, database: deps.db.kind, ...(roundTrips ? { roundTrips } : {}), tasks: tasks.tasks };
  });
  const docsConfig = { config: { auth: deps.config.publicApiDocs ? 'public' : 'admin' } } as const;
  const documentUrl = `${deps.config.basePath}/openapi.json`;
  api.get('/openapi.json', docsConfig, async () => openApiDocument(api.routeCatalog, deps.config.basePath));
  api.get('/docs', docsConfig, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(apiDocsPage(openApiDocument(api.routeCatalog, deps.config.basePath) as never, documentUrl)),
  );
}
