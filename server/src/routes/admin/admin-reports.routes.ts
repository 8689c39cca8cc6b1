import { Readable, pipeline } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { stringify } from 'csv-stringify';
import { adminExportFileName } from '@bet/core/admin-desk';
import { adminDashboardCall, adminExportCall } from '@bet/core/api';
import type { AppDeps } from '../../app-types.js';
import { serve, serveFile } from '../../http/contract-route.js';
import { valueOf } from '../../http/refusals.js';
import { actorOf } from '../route-kit.js';
import { adminDashboard, startExport, type ExportCell } from './admin-reports.js';

/** The header row, then every row of the export. */
async function* withHeader(header: readonly string[], rows: AsyncIterable<ExportCell[]>): AsyncGenerator<ExportCell[]> {
  yield [...header];
  yield* rows;
}

/**
 * The operator's reports (issue 27): the dashboard's figures, and the CSV exports streamed to the
 * reply: rows are read a page at a time as the socket drains (Readable.from pulls the generator
 * only when the CSV writer wants more), so 100,000 rows never sit in memory. csv-stringify writes
 * the UTF-8 BOM Excel needs for Korean, CRLF lines, and prefixes a text cell that starts with
 * = + - @ (a formula in a spreadsheet) with a quote. HTTP only; the rules are in admin-reports.ts.
 */
export async function adminReportRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  serve(api, adminDashboardCall, {}, async () => adminDashboard(deps.db, deps.clock.now()));

  serveFile(api, adminExportCall, async (request, reply) => {
    const { kind } = request.params;
    const file = valueOf(await startExport(deps, kind, request.query, actorOf(request)));
    const csv = stringify({ bom: true, escape_formulas: true, record_delimiter: 'windows' });
    pipeline(Readable.from(withHeader(file.header, file.rows)), csv, (error) => {
      if (error) request.log.error({ err: error }, 'admin export stopped');
    });
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${adminExportFileName(kind, request.query.from, request.query.to)}"`)
      .send(csv);
  });
}
