import type { Db, Sql, Tx } from './db.js';

/** Statements sent to the database since start, and the transactions they ran in. */
export interface RoundTrips {
  /** Every query and exec, plus BEGIN and COMMIT/ROLLBACK of each transaction attempt. */
  readonly statements: number;
  readonly transactions: number;
}

/**
 * Counts what the server asks of its database. A request's cost on a networked database is
 * mostly its round trips (each waits for the server's answer while the connection sits idle in
 * its transaction), so GET /api/health shows the totals and the bet benchmark prints them per bet.
 * Counting is two integer additions per statement.
 */
export function countRoundTrips(db: Db): Db & { roundTrips(): RoundTrips } {
  let statements = 0;
  let transactions = 0;
  const counted = (sql: Sql): Sql => ({
    query: (text, params) => {
      statements += 1;
      return sql.query(text, params);
    },
    exec: (text) => {
      statements += 1;
      return sql.exec(text);
    },
  });
  const outside = counted(db);
  return {
    kind: db.kind,
    query: outside.query,
    exec: outside.exec,
    transaction: (work, options) =>
      db.transaction((tx: Tx) => {
        // Per attempt: a retried transaction costs its BEGIN and ROLLBACK again.
        transactions += 1;
        statements += 2;
        return work(counted(tx));
      }, options),
    close: () => db.close(),
    ...(db.pool ? { pool: () => db.pool!() } : {}),
    roundTrips: () => ({ statements, transactions }),
  };
}
