/**
 * The database as the server sees it: PostgreSQL through one small interface with two
 * implementations (embedded PGlite, or a real server through `pg`). Everything that touches
 * money runs inside `transaction`, and code inside a transaction uses only the `tx` it was given.
 */
export type Row = Record<string, unknown>;

export interface QueryResult<R> {
  readonly rows: R[];
  /** Rows inserted, updated, deleted or returned. */
  readonly rowCount: number;
}

/** Anything that runs SQL with `$1`-style parameters: the database or an open transaction. */
export interface Sql {
  query<R = Row>(sql: string, params?: readonly unknown[]): Promise<QueryResult<R>>;
  /** Several statements without parameters (migrations, test set-up). */
  exec(sql: string): Promise<void>;
}

/** Only the query method: what most helpers need (and what other modules' ports provide). */
export type Queryable = Pick<Sql, 'query'>;

/** An open transaction. Commit happens when the work function resolves, rollback when it throws. */
export type Tx = Sql;

export type Isolation = 'read committed' | 'repeatable read' | 'serializable';

export interface TransactionOptions {
  /** Default 'read committed'; money code relies on row locks (`SELECT ... FOR UPDATE`) instead. */
  readonly isolation?: Isolation;
  /**
   * How often the work is re-run after a serialization failure or a deadlock (PostgreSQL codes
   * 40001 and 40P01). Default 3. The work must therefore have no effect outside the database.
   */
  readonly retries?: number;
}

export interface Db extends Sql {
  readonly kind: 'pglite' | 'postgres';
  /** Statements and transactions so far, where the database is counted (round-trips.ts). */
  roundTrips?(): { readonly statements: number; readonly transactions: number };
  transaction<T>(work: (tx: Tx) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /** Connections in use and requests waiting for one now (GET /metrics); PGlite: its one connection and its queue. */
  pool?(): PoolFigures;
  close(): Promise<void>;
}

export interface PoolFigures {
  readonly inUse: number;
  readonly waiting: number;
}

/** PostgreSQL error codes the server reacts to. */
export const PG_CODES = {
  uniqueViolation: '23505',
  checkViolation: '23514',
  foreignKeyViolation: '23503',
  serializationFailure: '40001',
  deadlock: '40P01',
} as const;

export function pgErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * SQLSTATE classes and codes that mean the connection, not the statement, failed: class 08
 * (connection exception), 57P01-57P03 (the server is shutting down, crashed, or not accepting
 * connections yet), 53300 (too many connections), 57014 (statement timeout) and 25P03 (ended idle
 * in a transaction). Whatever the transaction had begun is rolled back by the server.
 */
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '53300', '57014', '25P03']);
/** Node's socket errors, and the `pg` driver's own texts for a connection that died or never came. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const DRIVER_TEXTS = [
  'Connection terminated',
  'connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
];

/**
 * The database could not be reached or dropped the connection (a restart, a failover, a network
 * cut): the request may be tried again. Looks through `cause` chains, since callers wrap errors.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const code = pgErrorCode(error);
  if (code !== undefined && (code.startsWith('08') || UNAVAILABLE_CODES.has(code) || SOCKET_CODES.has(code))) return true;
  const message = (error as { message?: unknown }).message;
  if (typeof message === 'string' && DRIVER_TEXTS.some((text) => message.includes(text))) return true;
  if (error instanceof AggregateError && error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable((error as { cause?: unknown }).cause, depth + 1);
}

export const isRetryable = (error: unknown): boolean => {
  const code = pgErrorCode(error);
  return code === PG_CODES.serializationFailure || code === PG_CODES.deadlock;
};
