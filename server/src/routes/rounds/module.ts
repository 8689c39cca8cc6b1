import type { AppDeps, ServerModule } from '../../app-types.js';
import type { SeedSource } from '../../ports/seed-source.js';
import type { GameDef } from './game-types.js';
import { ALL_GAMES } from './games.js';
import { RoundScheduler } from './round-scheduler.js';
import { upsertGameDefinitions } from './round-store.js';
import { roundsRoutes } from './rounds.routes.js';
import type { RoundsWiring } from './rounds.ports.js';

export interface RoundsModuleOptions {
  /** The other families' parts (slip book, live streams, wheels), once the app's routes exist: src/modules.ts wires them. */
  readonly wiring: (deps: AppDeps) => RoundsWiring;
  /** Default true: run the round schedule (open, close, draw, settle). */
  readonly enabled?: boolean;
  /** Default true: a timer repeats the schedule every second; false: only the pass at start (tests tick by hand). */
  readonly realtime?: boolean;
  /** The rounds' secret seeds (seeded in tests); default the OS CSPRNG. */
  readonly seeds?: SeedSource;
  readonly games?: readonly GameDef[];
}

export interface RoundsModule extends ServerModule {
  /** The round schedule, once started (null when disabled). */
  scheduler(): RoundScheduler | null;
}

/**
 * Mini-games and virtual games as a server module: their routes, their game definitions in the
 * seed, and the round schedule started with the app. Mount it after the sports module (its live
 * streams and slip book are wired in).
 */
export function createRoundsModule(options: RoundsModuleOptions): RoundsModule {
  let wiring: RoundsWiring | null = null;
  let scheduler: RoundScheduler | null = null;
  return {
    name: 'rounds',
    scheduler: () => scheduler,
    async routes(api, deps) {
      wiring = options.wiring(deps);
      await roundsRoutes(api, deps, wiring);
    },
    async seed(tx) {
      await upsertGameDefinitions(tx, options.games ?? ALL_GAMES);
    },
    async start(deps) {
      if (!wiring) throw new Error('rounds routes must be mounted before start');
      if (options.enabled === false) return async () => undefined;
      const started = new RoundScheduler({
        db: deps.db,
        wiring,
        now: () => deps.clock.now(),
        tasks: deps.tasks,
        ...(options.seeds ? { seeds: options.seeds } : {}),
        ...(options.games ? { games: options.games } : {}),
      });
      await started.tick();
      if (options.realtime ?? true) started.start();
      scheduler = started;
      return async () => {
        await started.stop();
        scheduler = null;
      };
    },
  };
}
