import type { ServerModule } from '../../app-types.js';
import type { RandomPort } from '../../ports/random.js';
import { receiveCasinoCallback } from './casino-callbacks.js';
import { CASINO_ROUND_SWEEP_MS, closeIdleCasinoRounds } from './casino-round-sweep.js';
import type { CasinoProviderPort } from './casino-provider.port.js';
import type { CasinoSecret } from './casino-signature.js';
import { seedJackpotPool } from './jackpot-pool.js';
import { casinoRoutes } from './casino.routes.js';
import { createCasinoSimulator, type CasinoSimulator } from './simulator/casino-simulator.js';
import { casinoSimRoutes } from './simulator/sim.routes.js';

export interface CasinoModuleOptions {
  /** A real aggregator's adapter; default: the built-in simulator (served under /api/casino-sim). */
  readonly provider?: CasinoProviderPort;
  /**
   * The secret shared with the provider (callback signatures, launch tokens); default: the app's
   * setting CASINO_CALLBACK_SECRET (`deps.config.casinoCallbackSecret`), the same for every
   * instance and restart, so any instance verifies any callback and rounds survive a restart.
   */
  readonly secret?: CasinoSecret;
  /** The simulator's outcomes (seeded in tests); default: the app's random port. */
  readonly random?: RandomPort;
}

/**
 * Casino and slot games as a server module: the lobby, launch and wallet-callback routes, and,
 * unless a real provider is given, the simulator's game pages, whose plays reach the same
 * callback handler the HTTP route uses (signed the same way; only the HTTP hop is skipped).
 */
export function createCasinoModule(options: CasinoModuleOptions = {}): ServerModule & { readonly simulator: () => CasinoSimulator | null } {
  let simulator: CasinoSimulator | null = null;
  let provider: CasinoProviderPort | undefined = options.provider;
  return {
    name: 'casino',
    simulator: () => simulator,
    async routes(api, deps) {
      const secret = options.secret ?? deps.config.casinoCallbackSecret;
      if (!provider) {
        const sim = createCasinoSimulator({ secret, clock: deps.clock, random: options.random ?? deps.random });
        sim.connect(async (signed) => receiveCasinoCallback(deps.db, secret, signed, { now: deps.clock.now(), lobby: await sim.lobby() }));
        await casinoSimRoutes(api, sim);
        simulator = sim;
        provider = sim;
      }
      await casinoRoutes(api, deps, { provider, secret });
    },
    /** The progressive jackpot's starting pool (jackpot-pool.ts), on a fresh database. */
    async seed(tx, ctx) {
      await seedJackpotPool(tx, ctx.now);
    },
    /** Closes rounds the provider never ended (casino-round-sweep.ts), every few minutes. */
    async start(deps) {
      const stop = deps.tasks.every('casinoRoundSweep', CASINO_ROUND_SWEEP_MS, async () => {
        if (provider) await closeIdleCasinoRounds(deps.db, await provider.lobby(), deps.clock.now());
      });
      return async () => stop();
    },
  };
}
