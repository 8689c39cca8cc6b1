import { apiError, type ApiError } from '../../shared/domain/api-error.js';
import type { RealityCheckStopReason } from '../../api/contracts/reality-check.js';
import { won } from '../../shared/domain/money.js';
import { fail, ok, type Result } from '../../shared/domain/result.js';
import type { RealityCheckSettings } from '../domain/reality-check.js';
import type { RealityCheckGateway, RealityCheckSummary } from '../application/reality-check.gateway.js';

/** A scripted RealityCheckGateway: one summary the test edits, the saves recorded. */
export class FakeRealityCheckGateway implements RealityCheckGateway {
  summaryValue: RealityCheckSummary;
  refusal: ApiError | null = null;
  readonly saved: RealityCheckSettings[] = [];

  constructor(loginAt: number) {
    this.summaryValue = {
      intervalMinutes: 60,
      sessionLimitMinutes: null,
      loginAt: new Date(loginAt).toISOString(),
      stakes: won(50_000),
      wins: won(20_000),
      net: won(-30_000),
    };
  }

  /** Whether each summary read was the timer's (a background poll). */
  readonly summaryInBackground: boolean[] = [];
  async summary(background = false): Promise<Result<RealityCheckSummary, ApiError>> {
    this.summaryInBackground.push(background);
    return this.refusal ? fail(this.refusal) : ok(this.summaryValue);
  }
  async save(settings: RealityCheckSettings): Promise<Result<RealityCheckSummary, ApiError>> {
    if (this.refusal) return fail(this.refusal);
    this.saved.push(settings);
    this.summaryValue = { ...this.summaryValue, ...settings };
    return ok(this.summaryValue);
  }
  readonly stops: RealityCheckStopReason[] = [];
  async stopped(reason: RealityCheckStopReason): Promise<Result<{ readonly stops: number }, ApiError>> {
    this.stops.push(reason);
    return ok({ stops: this.stops.length });
  }
  refuse(message: string): void {
    this.refusal = apiError('http', message, { status: 400, code: 'refused' });
  }
}
