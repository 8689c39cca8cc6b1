/**
 * Admin calls the site's end-to-end tests need (not in the spec; the reference server offers
 * them to role-10 admins only). Every answer body is ignored; success is any 2xx.
 *
 * POST /admin/members/{id}/approve                     -> approve a signed-up member
 * POST /admin/charges/{id}/approve                     -> complete a deposit (credit) or withdrawal (money-moving)
 * POST /admin/charges/{id}/reject                      -> cancel it (a withdrawal's hold is returned; money-moving)
 * POST /admin/fixtures/{fixtureId}/result  FixtureResultBodyDto -> enter the result and settle (money-moving)
 * POST /admin/inquiries/{id}/answer        {answerContents}
 * POST /admin/messages                     {memberId, title, contents}
 * POST /admin/boards                       AdminBoardBodyDto
 * PUT  /admin/settings                     Partial<SiteSettingsDto> (only the fields sent change)
 */
import type { SiteSettingsDto } from './settings.js';

/**
 * Result of one market of a fixture. Odds ids listed in `winningOddsIds` win, those in
 * `voidOddsIds` are refunded (factor 1), every other odds id of the market loses. Settlement then
 * pays each slip whose legs are all decided, exactly once; a slip with an undecided leg waits.
 */
export interface FixtureMarketResultDto {
  readonly marketId: number;
  readonly winningOddsIds: readonly number[];
  readonly voidOddsIds?: readonly number[];
}
export interface FixtureResultBodyDto {
  readonly markets: readonly FixtureMarketResultDto[];
}

export interface AdminMessageBodyDto {
  readonly memberId: number;
  readonly title: string;
  /** HTML. */
  readonly contents: string;
}

export type AdminBoardKind = 'notice' | 'rule' | 'event' | 'board';
export interface AdminBoardBodyDto {
  readonly board: AdminBoardKind;
  readonly title: string;
  /** HTML. */
  readonly contents: string;
  /** Events '1'..'10'; board category text. */
  readonly category?: string;
}

export type AdminSettingsBodyDto = Partial<SiteSettingsDto>;
