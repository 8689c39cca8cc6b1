import { createHash } from 'node:crypto';
import pg from 'pg';
import { isRetryable, type Db, type QueryResult, type Sql, type TransactionOptions, type Tx } from './db.js';
import { SHARED_PARSERS } from './type-parsers.js';
import { assertNotInOwnTransaction, runCommitted, runInTransactionScope } from './tx-guard.js';

export interface PostgresOptions {
  readonly connectionString: string;
  /** Sets `search_path` on every connection (tests use a fresh schema per file). */
  readonly schema?: string;
  readonly maxConnections?: number;
  /** How long opening a connection may take before the request fails (ms; default 5,000). */
  readonly connectTimeoutMs?: number;
  /** PostgreSQL's statement_timeout on every connection (ms; 0 = none; default none). */
  readonly statementTimeoutMs?: number;
  /** PostgreSQL's idle_in_transaction_session_timeout (ms; 0 = none; default none). */
  readonly idleInTransactionTimeoutMs?: number;
  /** Where the pool's connection errors are written (default stderr). */
  readonly log?: (event: string, error: unknown) => void;
}

export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;

const logToStderr = (event: string, error: unknown): void => {
  console.error(`[database] ${event}: ${error instanceof Error ? error.message : String(error)}`);
};

const types = {
  getTypeParser: ((oid: number, format?: string) => {
    const own = SHARED_PARSERS[oid];
    return own && format !== 'binary' ? own : pg.types.getTypeParser(oid, format as 'text');
  }) as typeof pg.types.getTypeParser,
};

/**
 * Statements with parameters run as named prepared statements: PostgreSQL parses them once per
 * connection and, after a few runs, reuses a generic plan, instead of parsing and planning every
 * execution (the unnamed statement of the extended protocol). Most of a bet's statements are
 * short lookups where planning is a fair share of the server's CPU (issue 12). The set of names is
 * capped because some texts are generated (VALUES lists of varying length): past the cap a text
 * runs unnamed, as before, so the memory each connection keeps for plans stays bounded.
 */
const PREPARED_STATEMENT_CAP = 400;
const statementNames = new Map<string, string>();

function statementName(text: string): string | undefined {
  const known = statementNames.get(text);
  if (known !== undefined || statementNames.size >= PREPARED_STATEMENT_CAP) return known;
  const name = `q${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
  statementNames.set(text, name);
  return name;
}

function sqlOf(client: pg.Pool | pg.PoolClient): Sql {
  return {
    async query<R>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<R>> {
      const name = params.length > 0 ? statementName(sql) : undefined;
      const result = await client.query(
        name ? { name, text: sql, values: params as unknown[] } : { text: sql, values: params as unknown[] },
      );
      return { rows: result.rows as R[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string): Promise<void> {
      await client.query(sql);
    },
  };
}

const BEGIN: Record<NonNullable<TransactionOptions['isolation']>, string> = {
  'read committed': 'BEGIN ISOLATION LEVEL READ COMMITTED',
  'repeatable read': 'BEGIN ISOLATION LEVEL REPEATABLE READ',
  serializable: 'BEGIN ISOLATION LEVEL SERIALIZABLE',
};

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A real PostgreSQL server through a `pg` pool. Transactions run on one pooled connection; a
 * serialization failure or deadlock re-runs the work (default 3 times) after a short random pause.
 */
export async function openPostgresDb(options: PostgresOptions): Promise<Db> {
  const config: pg.PoolConfig = {
    connectionString: options.connectionString,
    max: options.maxConnections ?? 10,
    types,
    connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    // A peer that vanished without a word (a failover, a cut network) is noticed by the OS.
    keepAlive: true,
  };
  if (options.statementTimeoutMs) config.statement_timeout = options.statementTimeoutMs;
  if (options.idleInTransactionTimeoutMs) config.idle_in_transaction_session_timeout = options.idleInTransactionTimeoutMs;
  if (options.schema) config.options = `-c search_path=${options.schema}`;
  const pool = new pg.Pool(config);
  const log = options.log ?? logToStderr;
  // A connection's 'error' event without a listener ends the process. The pool listens to its
  // idle connections only; one checked out for a transaction is the caller's, and a server
  // restart (57P01) or a crash reaches it between two statements. Every connection therefore gets
  // its own listener for life: the error is logged, and the next statement on it fails, so the
  // transaction is rolled back and the connection discarded.
  pool.on('connect', (client) => {
    client.on('error', (error) => log('connection lost', error));
  });
  // The pool re-emits an idle connection's error; the connection's own listener logged it.
  pool.on('error', () => undefined);
  const direct = sqlOf(pool);

  async function once<T>(work: (tx: Tx) => Promise<T>, isolation: NonNullable<TransactionOptions['isolation']>): Promise<T> {
    const client = await pool.connect();
    let broken = false;
    const committed: (() => void)[] = [];
    try {
      await client.query(BEGIN[isolation]);
      const result = await runInTransactionScope(db, () => work(sqlOf(client)), committed);
      await client.query('COMMIT');
      runCommitted(committed);
      return result;
    } catch (error) {
      try {
        await client.query('ROLLBACK');
      } catch {
        broken = true;
      }
      throw error;
    } finally {
      client.release(broken);
    }
  }

  const db: Db = {
    kind: 'postgres',
    query: <R>(sql: string, params?: readonly unknown[]) => {
      assertNotInOwnTransaction(db);
      return direct.query<R>(sql, params);
    },
    exec: (sql: string) => {
      assertNotInOwnTransaction(db);
      return direct.exec(sql);
    },
    async transaction<T>(work: (tx: Tx) => Promise<T>, opts: TransactionOptions = {}): Promise<T> {
      assertNotInOwnTransaction(db);
      const retries = opts.retries ?? 3;
      for (let attempt = 0; ; attempt++) {
        try {
          return await once(work, opts.isolation ?? 'read committed');
        } catch (error) {
          if (attempt >= retries || !isRetryable(error)) throw error;
          await pause(5 + Math.floor(Math.random() * 20 * (attempt + 1)));
        }
      }
    },
    // In use: checked out for a statement or a transaction; waiting: requests queued for a connection.
    pool: () => ({ inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
  return db;
}
