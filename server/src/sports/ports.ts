import type { FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../db/db.js';
import type { CashWallet } from '../ledger/cash-wallet.js';

/**
 * What the sports, live and rounds modules need from the server foundation, kept small so
 * the foundation's own types can be adapted in one place (`adapters.ts`).
 */

/** Anything that runs SQL: the database itself or an open transaction (the server's one type). */
export type SqlRunner = Queryable;

/** The database: runs SQL and opens transactions (commit on resolve, rollback on throw). */
export type SportsDb = Db;

/** Member cash (won) moved through the ledger, inside the caller's transaction: the ledger's cash wallet. */
export type SportsWallet = CashWallet;
export type { CashWalletMove as WalletMove, CashWalletResult as WalletResult } from '../ledger/cash-wallet.js';

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
