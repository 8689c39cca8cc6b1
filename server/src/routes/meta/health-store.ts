import type { Sql } from '../../db/db.js';

/** The health check's one query: the database answers (throws when it does not). */
export async function pingDatabase(sql: Sql): Promise<void> {
  await sql.query('SELECT 1');
}
