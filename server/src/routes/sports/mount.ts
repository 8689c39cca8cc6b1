import type { FastifyInstance } from 'fastify';
import type { Broker } from '../../live/broker.js';
import { SseHub, type SseHubOptions } from '../../live/sse-hub.js';
import { LivePublisher } from '../../live/live-publisher.js';
import { liveRoutes } from '../../live/sse.routes.js';
import { DEFAULT_CANCEL_POLICY, type CancelPolicy } from './history/slip-actions.js';
import type { Db } from '../../db/db.js';
import type { CashWallet } from '../../ledger/cash-wallet.js';
import { adminBettingRoutes } from './routes/admin-betting.routes.js';
import { adminLimitsRoutes } from './routes/admin-limits.routes.js';
import { adminRoutes } from './routes/admin.routes.js';
import { bettingRoutes } from './routes/betting.routes.js';
import { catalogueRoutes } from './routes/catalogue.routes.js';
import { historyRoutes } from './routes/history.routes.js';
import type { SportsRouteDeps } from './routes/sports.ports.js';

export interface MountOptions {
  readonly db: Db;
  readonly wallet: CashWallet;
  /** Epoch milliseconds; the server clock, which tests control. */
  readonly now: () => number;
  readonly broker: Broker;
  /** Close the broker with the app (it was made for this app). */
  readonly ownsBroker: boolean;
  readonly sse?: SseHubOptions;
  readonly cancelPolicy?: CancelPolicy;
}

export interface LiveParts {
  readonly hub: SseHub;
  readonly publisher: LivePublisher;
  readonly broker: Broker;
}

/**
 * Registers every sports, admin-result and SSE route on `app` (already
 * inside the API prefix) and the live fan-out behind them; closes it all with the app.
 */
export async function mountSports(app: FastifyInstance, options: MountOptions): Promise<LiveParts> {
  const hub = await SseHub.start(options.broker, options.sse);
  const publisher = new LivePublisher(options.broker);
  const deps: SportsRouteDeps = {
    db: options.db,
    wallet: options.wallet,
    publisher,
    now: options.now,
    cancelPolicy: options.cancelPolicy ?? DEFAULT_CANCEL_POLICY,
  };
  await catalogueRoutes(app, deps);
  await bettingRoutes(app, deps);
  await historyRoutes(app, deps);
  await adminRoutes(app, deps);
  await adminBettingRoutes(app, deps);
  await adminLimitsRoutes(app, deps);
  await liveRoutes(app, { hub, memberIdOf: async (request) => request.member?.id ?? null });
  // Streams end before the server waits for open connections to finish.
  app.addHook('preClose', async () => {
    await hub.close();
  });
  app.addHook('onClose', async () => {
    if (options.ownsBroker) await options.broker.close();
  });
  return { hub, publisher, broker: options.broker };
}
