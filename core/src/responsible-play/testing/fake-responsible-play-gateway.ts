import { apiError } from '../../shared/domain/api-error.js';
import type { Won } from '../../shared/domain/money.js';
import { fail, ok } from '../../shared/domain/result.js';
import type { Clock } from '../../shared/ports/clock.js';
import { exclusionInForce, startExclusion, type Exclusion } from '../domain/exclusions.js';
import { allLimitSettings, cancelLimitChange, confirmLimitChange, requestLimitChange, type LimitSetting } from '../domain/limits.js';
import { RESPONSIBLE_PLAY_MESSAGES as M } from '../domain/responsible-play.messages.js';
import type { ResponsiblePlayGateway, ResponsiblePlayState } from '../application/responsible-play.gateway.js';

const refused = (status: number, message: string) => fail(apiError('http', message, { status, body: { message } }));

/** An in-memory server for the responsible-play screen: core's own rules, the clock's time. */
export class FakeResponsiblePlayGateway implements ResponsiblePlayGateway {
  limits: LimitSetting[] = allLimitSettings([]);
  exclusions: Exclusion[] = [];
  used = { day: 0 as Won, week: 0 as Won, month: 0 as Won };
  failLoad = false;
  readonly calls: string[] = [];

  constructor(private readonly clock: Clock) {}

  async load() {
    this.calls.push('load');
    if (this.failLoad) return refused(500, '잠시 후 다시 시도해주세요.');
    const now = this.clock.now();
    const state: ResponsiblePlayState = {
      limits: this.limits.map((l) => ({ kind: l.kind, period: l.period, amount: l.amount, pending: l.pending })),
      used: { deposit: this.used, wager: this.used, loss: this.used },
      exclusion: exclusionInForce(this.exclusions, now),
    };
    return ok(state);
  }

  async setLimit(kind: LimitSetting['kind'], period: LimitSetting['period'], amount: Won | null) {
    this.calls.push(`set ${kind}:${period}:${amount}`);
    const i = this.limits.findIndex((l) => l.kind === kind && l.period === period);
    const r = requestLimitChange(this.limits[i]!, amount, this.clock.now());
    if (!r.ok) return refused(400, r.error.message);
    this.limits[i] = r.value.setting;
    return ok({
      applied: r.value.applied,
      message: r.value.applied ? M.limitLowered : M.raisePending(r.value.setting.pending!.effectiveAt),
    });
  }

  async confirmLimit(kind: LimitSetting['kind'], period: LimitSetting['period']) {
    this.calls.push(`confirm ${kind}:${period}`);
    const i = this.limits.findIndex((l) => l.kind === kind && l.period === period);
    const r = confirmLimitChange(this.limits[i]!, this.clock.now());
    if (!r.ok) return refused(409, r.error.message);
    this.limits[i] = r.value;
    return ok(M.pendingConfirmed);
  }

  async cancelLimitChange(kind: LimitSetting['kind'], period: LimitSetting['period']) {
    this.calls.push(`cancel ${kind}:${period}`);
    const i = this.limits.findIndex((l) => l.kind === kind && l.period === period);
    this.limits[i] = cancelLimitChange(this.limits[i]!);
    return ok(M.pendingCancelled);
  }

  async startExclusion(duration: Exclusion['duration']) {
    this.calls.push(`exclude ${duration}`);
    const now = this.clock.now();
    const r = startExclusion(exclusionInForce(this.exclusions, now), duration, now);
    if (!r.ok) return refused(409, r.error.message);
    this.exclusions.push(r.value);
    return ok(M.exclusionStarted(r.value.kind, r.value.endsAt));
  }
}
