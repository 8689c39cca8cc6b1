/**
 * Every background task of the server (feed sync, lease renewal, settlement sweep, round
 * scheduler, chain sweeper...) runs through one supervisor: it counts runs and failures, keeps
 * the last error and its time, and logs it. GET /api/health shows the figures, and the test
 * harnesses fail a test whose background work failed, so a failing task can never go unnoticed.
 */

/** The server's background tasks, as named in GET /api/health. */
export const TASK = {
  feedSync: 'feedSync',
  /** One publish of the odds frames gathered per market (server/src/routes/sports/sync/odds-coalescer.ts). */
  oddsPublish: 'oddsPublish',
  feedLease: 'feedLease',
  settlementSweep: 'settlementSweep',
  roundScheduler: 'roundScheduler',
  chainSweep: 'chainSweep',
  /** Deletes expired sessions, idempotency keys and captcha rows (server/src/background/row-expiry.ts). */
  rowExpiry: 'rowExpiry',
} as const;

/** What background code needs: run one pass of a named task, never throwing. */
export interface TaskRunner {
  /** Runs `work` as one pass of task `name`; a failure is recorded and logged, and gives undefined. */
  run<T>(name: string, work: () => Promise<T>, detail?: string): Promise<T | undefined>;
}

export interface TaskFigures {
  readonly runs: number;
  readonly failures: number;
  /** Failures since the last successful run (0: the latest run went well). */
  readonly consecutiveFailures: number;
  readonly lastRunAt: string | null;
  /** When the latest successful run ended (GET /metrics: background_task_last_success_timestamp_seconds). */
  readonly lastSuccessAt: string | null;
  readonly lastError: string | null;
  readonly lastFailureAt: string | null;
}

export interface TasksReport {
  /** 'degraded' while a task's latest run failed or a task failed within RECENT_FAILURE_MS. */
  readonly status: 'ok' | 'degraded';
  readonly tasks: Readonly<Record<string, TaskFigures>>;
}

export interface TaskSupervisorOptions {
  /** Epoch ms (the app's clock). */
  readonly now?: () => number;
  /** Where failures are written; default stderr. */
  readonly log?: (task: string, error: unknown) => void;
}

/** A failure this recent keeps the status 'degraded' even if later runs went well. */
export const RECENT_FAILURE_MS = 5 * 60_000;

interface TaskState {
  runs: number;
  failures: number;
  consecutiveFailures: number;
  lastRunAt: number | null;
  lastSuccessAt: number | null;
  lastError: string | null;
  lastFailureAt: number | null;
}

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export const logToStderr = (task: string, error: unknown): void => {
  console.error(`[background] task ${task} failed:`, error);
};

export class TaskSupervisor implements TaskRunner {
  private readonly states = new Map<string, TaskState>();
  private readonly now: () => number;
  private readonly log: (task: string, error: unknown) => void;

  constructor(options: TaskSupervisorOptions = {}) {
    this.now = options.now ?? Date.now;
    this.log = options.log ?? logToStderr;
  }

  async run<T>(name: string, work: () => Promise<T>, detail?: string): Promise<T | undefined> {
    const state = this.state(name);
    state.runs++;
    state.lastRunAt = this.now();
    try {
      const result = await work();
      state.consecutiveFailures = 0;
      state.lastSuccessAt = this.now();
      return result;
    } catch (error) {
      state.failures++;
      state.consecutiveFailures++;
      state.lastError = detail ? `${detail}: ${describe(error)}` : describe(error);
      state.lastFailureAt = this.now();
      try {
        this.log(name, error);
      } catch {
        // A broken logger must not turn a recorded failure into an unhandled rejection.
      }
      return undefined;
    }
  }

  /**
   * Repeats task `name` every `ms` (unref'd timer). A pass still running when the next is due is
   * not doubled: that tick is skipped. Returns the stop function.
   */
  every(name: string, ms: number, work: () => Promise<unknown>): () => void {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      void this.run(name, work).finally(() => {
        running = false;
      });
    }, ms);
    timer.unref();
    return () => clearInterval(timer);
  }

  report(): TasksReport {
    const tasks: Record<string, TaskFigures> = {};
    let degraded = false;
    const now = this.now();
    for (const [name, s] of [...this.states].sort(([a], [b]) => a.localeCompare(b))) {
      if (s.consecutiveFailures > 0 || (s.lastFailureAt !== null && now - s.lastFailureAt < RECENT_FAILURE_MS)) degraded = true;
      tasks[name] = {
        runs: s.runs,
        failures: s.failures,
        consecutiveFailures: s.consecutiveFailures,
        lastRunAt: iso(s.lastRunAt),
        lastSuccessAt: iso(s.lastSuccessAt),
        lastError: s.lastError,
        lastFailureAt: iso(s.lastFailureAt),
      };
    }
    return { status: degraded ? 'degraded' : 'ok', tasks };
  }

  /** Each task's latest successful run (epoch ms), null before its first success. */
  lastSuccesses(): ReadonlyMap<string, number | null> {
    return new Map([...this.states].map(([name, s]) => [name, s.lastSuccessAt]));
  }

  /** Tasks that failed at least once, with their last error ("feedSync x3: ..."); empty when sound. */
  failures(): string[] {
    return [...this.states].filter(([, s]) => s.failures > 0).map(([name, s]) => `${name} x${s.failures}: ${s.lastError ?? ''}`);
  }

  /** Tests: throws when any background task failed (called by the harnesses on close). */
  assertNoFailures(): void {
    const failed = this.failures();
    if (failed.length > 0) throw new Error(`background task(s) failed during the test:\n  ${failed.join('\n  ')}`);
  }

  /** Tests that provoke a failure on purpose forget it once they have checked it. */
  forget(name: string): void {
    this.states.delete(name);
  }

  private state(name: string): TaskState {
    let s = this.states.get(name);
    if (!s) {
      s = { runs: 0, failures: 0, consecutiveFailures: 0, lastRunAt: null, lastSuccessAt: null, lastError: null, lastFailureAt: null };
      this.states.set(name, s);
    }
    return s;
  }
}

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());
