import type { Db } from '../../../db/db.js';
import type { CashWallet } from '../../../ledger/cash-wallet.js';
import type { LivePublisher } from '../../../live/live-publisher.js';
import type { CancelPolicy } from '../history/slip-actions.js';

/**
 * What the sports routes are given (mount.ts wires it): the database, the ledger's cash wallet,
 * the live streams, the server clock and the members' cancel policy. The session's member comes
 * from the foundation's session hook (routes/route-kit.ts's memberOf), never from the request body.
 */
export interface SportsRouteDeps {
  readonly db: Db;
  readonly wallet: CashWallet;
  readonly publisher: LivePublisher;
  /** Epoch milliseconds; the server clock, which tests control. */
  readonly now: () => number;
  readonly cancelPolicy: CancelPolicy;
}

/** Money calls: the foundation's idempotency (a retried request replays its first answer). */
export const MONEY = { idempotent: true } as const;
