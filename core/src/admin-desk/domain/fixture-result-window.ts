import { domainError, fail, ok, type DomainError, type Result } from '../../shared/domain/result.js';
import { SPORTS_FIXTURE_STATUS } from '../../sports/domain/sports-fixture.js';
import { ADMIN_DESK_MESSAGES as M } from './admin-desk.messages.js';

/** What the rule reads of a fixture: the feed's status code and the scheduled start. */
export interface FixtureResultTiming {
  /** The feed's status code (1 not started, 2 in play, 3 finished, 4 cancelled). */
  readonly status: number;
  /** Scheduled start, milliseconds since the epoch. */
  readonly startMs: number;
}

/**
 * Whether a fixture has kicked off for the results desk: the feed says it is under way or over,
 * or its scheduled start has passed. Until then no one can know who won, and a result would pay
 * (or take) bets on a match not yet played (issue 29: a result 14 minutes before the start was
 * taken and paid a bet as 적중).
 */
export const fixtureHasKickedOff = (fixture: FixtureResultTiming, now: number): boolean =>
  fixture.status !== SPORTS_FIXTURE_STATUS.notStarted || fixture.startMs <= now;

/**
 * May an operator enter this result now? After the kick-off, any result. Before it, only a
 * result that voids every pick it decides (a cancelled or postponed fixture refunds its bets:
 * nobody wins, nobody loses), so the voiding path for cancelled fixtures stays.
 */
export function checkFixtureResultWindow(
  fixture: FixtureResultTiming,
  now: number,
  decides: { readonly onlyVoids: boolean },
): Result<true, DomainError<'resultBeforeStart'>> {
  if (fixtureHasKickedOff(fixture, now) || decides.onlyVoids) return ok(true);
  return fail(domainError('resultBeforeStart', M.resultBeforeStart));
}
