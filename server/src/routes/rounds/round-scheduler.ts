import { TASK, type TaskRunner } from '../../background/task-supervisor.js';
import type { Db } from '../../db/db.js';
import { cryptoSeedSource, type SeedSource } from '../../ports/seed-source.js';
import type { GameDef } from './game-types.js';
import { ALL_GAMES } from './games.js';
import { drawDueRounds, type DrawnRound } from './round-draw.js';
import { closeDueRounds, ensureRounds, gameSettings } from './round-store.js';
import type { RoundsWiring } from './rounds.ports.js';

export interface RoundSchedulerDeps {
  readonly db: Db;
  readonly wiring: Pick<RoundsWiring, 'slips' | 'publisher'>;
  readonly now: () => number;
  readonly seeds?: SeedSource;
  readonly games?: readonly GameDef[];
  /** Timer passes run as task 'roundScheduler' (counted, logged, shown in /api/health). */
  readonly tasks: TaskRunner;
}

/** How often production looks for rounds to open, close and draw. */
export const ROUND_TICK_MS = 1_000;

/**
 * Runs the round schedule of every virtual game and mini-game: open the coming rounds (with
 * their commitments), close betting on time, draw and settle. `tick()` does one pass (tests
 * call it with a fake clock); `start()` repeats it every second. Passes never overlap.
 */
export class RoundScheduler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<DrawnRound[]> | null = null;

  constructor(private readonly deps: RoundSchedulerDeps) {}

  tick(): Promise<DrawnRound[]> {
    this.running ??= this.pass().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  start(intervalMs = ROUND_TICK_MS): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      void this.deps.tasks.run(TASK.roundScheduler, () => this.tick());
    }, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  private async pass(): Promise<DrawnRound[]> {
    const { db, wiring } = this.deps;
    const { publisher, slips } = wiring;
    const now = this.deps.now();
    const seeds = this.deps.seeds ?? cryptoSeedSource;
    const games = this.deps.games ?? ALL_GAMES;
    // A game is offered when its settings row exists (seeded) and it is not in maintenance.
    const settings = new Map((await gameSettings(db)).map((g) => [g.id, g]));
    for (const game of games) {
      const setting = settings.get(game.id);
      if (!setting || setting.maintenance) continue;
      if ((await ensureRounds(db, game, now, seeds)) > 0) await publisher.publish('general', 'roundOpened', { gameId: game.id });
    }
    await closeDueRounds(db, now);
    const drawn = await drawDueRounds(db, slips, now);
    for (const d of drawn) {
      await publisher.publish('general', 'roundDrawn', {
        gameId: d.gameId,
        roundId: d.roundId,
        roundNo: d.roundNo,
        result: d.result,
        seed: d.seed,
        seedHash: d.seedHash,
      });
      await slips.announce(d.settled);
    }
    return drawn;
  }
}
