import type { FastifyInstance } from 'fastify';
import { activityStatementCsv, activityStatementFileName } from '@bet/core/activity-statement';
import { activityStatementCall, statementQueryWire } from '@bet/core/api';
import type { AppDeps } from '../../app-types.js';
import { serve } from '../../http/contract-route.js';
import { valueOf } from '../../http/refusals.js';
import { memberOf } from '../route-kit.js';
import { activityStatement } from './statement-use-cases.js';

/** The byte order mark that makes spreadsheet programs (Excel) read the CSV as UTF-8 Korean. */
const UTF8_BOM = '\uFEFF';

/**
 * The activity statement (issue 13, my page '이용 내역서'): the session member's own statement as
 * JSON, and the same statement as a CSV download. HTTP only. The CSV is built here rather than in
 * the browser so a plain link downloads it (a file name from Content-Disposition, no script in
 * between) and the CSV and the page come from one computation.
 */
export async function statementRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, clock } = deps;

  serve(api, activityStatementCall, {}, async (request) =>
    valueOf(await activityStatement(db, memberOf(request).id, request.query, clock.now())),
  );

  api.get<{ Querystring: { from: string; to: string } }>(
    '/mypage/statement.csv',
    { schema: { querystring: statementQueryWire.schema } },
    async (request, reply) => {
      const statement = valueOf(await activityStatement(db, memberOf(request).id, request.query, clock.now()));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${activityStatementFileName(statement)}"`)
        .send(UTF8_BOM + activityStatementCsv(statement));
    },
  );
}
