import { setTimeout as sleep } from 'node:timers/promises';
import { Secret, TOTP } from 'otpauth';
import { TOTP_PERIOD_MS } from '../auth/totp.js';

/**
 * The tests' authenticator app for operators (issue 11): the secrets read at enrolment, by login
 * id, and the code to type next, computed with otpauth at the server's time. The server accepts
 * one code per 30 s step and only steps later than the last one used, within ±1 step of its
 * clock: so the next code is the current step's, or the one after, or (both spent) the next
 * step's once the server's clock is near enough (a wait of at most one step).
 */
export class OperatorAuthenticator {
  private readonly secrets = new Map<string, string>();
  private readonly lastSteps = new Map<string, number>();

  /** Keeps the secret an enrolment showed. */
  enrol(userId: string, secret: string): void {
    this.secrets.set(userId, secret);
    this.lastSteps.delete(userId);
  }

  /**
   * The next code the server will take for this operator at its time `now()`. When both usable
   * steps are spent, `waitFor` lets the server's clock reach the next one: a real wait by default
   * (up to 30 s), or a test's own way, such as moving a test clock ahead (see site-server.ts).
   */
  async nextCode(userId: string, now: () => number, waitFor: (ms: number) => Promise<void> = sleep): Promise<string> {
    const secret = this.secrets.get(userId);
    if (secret === undefined) throw new Error(`${userId} was enrolled outside this authenticator: its secret is unknown`);
    const current = Math.floor(now() / TOTP_PERIOD_MS);
    const step = Math.max(current, (this.lastSteps.get(userId) ?? -1) + 1);
    // Two steps ahead: wait until the server's clock is one step before it (and a second more).
    const wait = (step - 1) * TOTP_PERIOD_MS + 1_000 - now();
    if (wait > 0) await waitFor(wait);
    this.lastSteps.set(userId, step);
    return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: step * TOTP_PERIOD_MS });
  }
}
