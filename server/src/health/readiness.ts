/**
 * Readiness: whether this instance can serve members now. Each part the instance depends on
 * (the database; Redis when configured; the odds feed) registers a check, and GET
 * /api/health/ready asks them all, each bounded in time. The public answer names the parts and
 * says 'ok' or 'unavailable', nothing more: no error text, addresses or versions.
 */
export type CheckState = 'ok' | 'unavailable';

export type ReadinessCheck = () => CheckState | Promise<CheckState>;

export interface ReadinessReport {
  readonly ready: boolean;
  readonly checks: Readonly<Record<string, CheckState>>;
}

/** A check that has not answered within this long counts as unavailable. */
export const CHECK_TIMEOUT_MS = 2_000;

export class Readiness {
  private readonly checks = new Map<string, ReadinessCheck>();

  constructor(private readonly timeoutMs = CHECK_TIMEOUT_MS) {}

  /** Adds (or replaces) the check of `name`. */
  add(name: string, check: ReadinessCheck): void {
    this.checks.set(name, check);
  }

  async report(): Promise<ReadinessReport> {
    const entries = await Promise.all([...this.checks].map(async ([name, check]) => [name, await this.bounded(check)] as const));
    const checks = Object.fromEntries(entries);
    return { ready: entries.every(([, state]) => state === 'ok'), checks };
  }

  private async bounded(check: ReadinessCheck): Promise<CheckState> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<CheckState>((resolve) => {
      timer = setTimeout(() => resolve('unavailable'), this.timeoutMs);
    });
    try {
      return await Promise.race([Promise.resolve().then(check), late]);
    } catch {
      return 'unavailable';
    } finally {
      clearTimeout(timer);
    }
  }
}
