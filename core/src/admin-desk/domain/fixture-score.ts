import { domainError, fail, ok, type DomainError, type Result } from '../../shared/domain/result.js';
import type { SportsScore } from '../../sports/domain/sports-fixture.js';
import { ADMIN_DESK_MESSAGES as M } from './admin-desk.messages.js';

/**
 * The final score an operator enters with a fixture's result. It is required: a settled match
 * has a score, and the member's bet history shows it in its score column (spec 2's "score",
 * leg field `sports_betting_score`); the feed's score, when it sent one, is prefilled. The spec
 * says nothing about the back office, so this is our rule; the result call's contract
 * (api/contracts/admin.ts) bounds each side with the same constants, so the server refuses
 * what this refuses.
 */
export const FIXTURE_SCORE_MIN = 0;
/** Basketball reaches the hundreds; four digits would be a typo. */
export const FIXTURE_SCORE_MAX = 999;

/** Both sides as typed in the results form. */
export interface FixtureScoreDraft {
  readonly home: string;
  readonly away: string;
}

export const EMPTY_FIXTURE_SCORE_DRAFT: FixtureScoreDraft = { home: '', away: '' };

/** The form's starting text: the fixture's stored (feed) score, else empty. */
export const fixtureScoreDraftOf = (score: SportsScore | null): FixtureScoreDraft =>
  score ? { home: String(score.home), away: String(score.away) } : EMPTY_FIXTURE_SCORE_DRAFT;

const WHOLE_NUMBER = /^\d+$/;

function sideOf(text: string): number | null {
  const trimmed = text.trim();
  if (!WHOLE_NUMBER.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= FIXTURE_SCORE_MIN && value <= FIXTURE_SCORE_MAX ? value : null;
}

/** Checks the typed final score: both sides given, each a whole number from 0 to 999. */
export function validateFixtureScore(draft: FixtureScoreDraft): Result<SportsScore, DomainError<'score'>> {
  if (draft.home.trim() === '' || draft.away.trim() === '') return fail(domainError('score', M.scoreRequired));
  const home = sideOf(draft.home);
  const away = sideOf(draft.away);
  if (home === null || away === null) return fail(domainError('score', M.scoreInvalid));
  return ok({ home, away });
}
