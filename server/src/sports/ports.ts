import type { FastifyRequest } from 'fastify';

/**
 * What the sports, live and rounds modules need from the server foundation, kept small so
 * the foundation's own types can be adapted in one place (`adapters.ts`).
 */

/** Anything that runs SQL: the database itself or an open transaction. */
export interface SqlRunner {
  query<R = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<{ rows: R[] }>;
}

/** The database: runs SQL and opens transactions (commit on resolve, rollback on throw). */
export interface SportsDb extends SqlRunner {
  transaction<T>(work: (tx: SqlRunner) => Promise<T>): Promise<T>;
}

export interface WalletMove {
  readonly memberId: number;
  /** Whole won, > 0. */
  readonly amount: number;
  /** Unique per movement: a retry with the same key has no second effect. */
  readonly idempotencyKey: string;
  /** Ledger memo, e.g. 'bet stake', 'bet payout'. */
  readonly reason: string;
  /** For reports and rolling: stakes are turnover, refunds (cancel, void) are taken back out. */
  readonly kind?: 'stake' | 'payout' | 'refund';
}

export type WalletResult =
  | { readonly ok: true; readonly balance: number; readonly duplicate: boolean }
  | { readonly ok: false; readonly reason: 'insufficientFunds' };

/**
 * Member cash (won) moved through the ledger, always inside the caller's transaction so a
 * stake debit and the bet rows commit together or not at all.
 */
export interface SportsWallet {
  /** Member cash to the house's bets account; refuses when cash is short. */
  debit(tx: SqlRunner, move: WalletMove): Promise<WalletResult>;
  /** House to member cash (payouts, refunds). */
  credit(tx: SqlRunner, move: WalletMove): Promise<WalletResult>;
  balance(runner: SqlRunner, memberId: number): Promise<number>;
}

/** The acting member as the session knows them. */
export interface SportsMember {
  readonly id: number;
  /** Login id (text). */
  readonly userId: string;
  readonly nickname: string;
  /** Level 1..5 (clamped by the limit rules). */
  readonly role: number;
  /** 'G' guest etc. (spec section 3). */
  readonly userType: string;
  /** Member type: 0 member, 1 partner/admin... (admin checks use `isAdmin`). */
  readonly isAdmin: boolean;
}

export interface SportsAuth {
  /** The session's member, or null when not logged in. Never reads ids from the request body. */
  memberOf(request: FastifyRequest): Promise<SportsMember | null>;
}

/** Epoch milliseconds; injected so tests control time. */
export type NowFn = () => number;
