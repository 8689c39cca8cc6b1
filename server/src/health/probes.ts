import type { FastifyInstance } from 'fastify';
import type { Sql } from '../db/db.js';
import type { Readiness } from './readiness.js';

/**
 * GET {base}/health/live and GET {base}/health/ready, registered beside the API rather than in
 * it: the API's hooks read the session from the database, and a probe must answer while the
 * database is away. Liveness is the process answering (a supervisor restarts it when it does
 * not); readiness is 200 when every check is 'ok', else 503 (a balancer sends members elsewhere),
 * with the checks by name and nothing internal.
 */
export function registerProbes(app: FastifyInstance, basePath: string, readiness: Readiness): void {
  app.get(`${basePath}/health/live`, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { live: true };
  });
  app.get(`${basePath}/health/ready`, async (_request, reply) => {
    const report = await readiness.report();
    return reply
      .code(report.ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(report);
  });
}

/** The database answers a trivial statement. */
export const databaseCheck = (sql: Sql) => async (): Promise<'ok'> => {
  await sql.query('SELECT 1');
  return 'ok';
};
