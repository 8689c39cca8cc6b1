/**
 * Sport ids of the odds feed. The first five are named by the spec (section 9); the others are
 * the same feed's ids for sports whose labels differ (tennis sets, handball halves, ...).
 * Labels never fail on an id missing here: unknown sports get the generic wording.
 */
export const FEED_SPORT_IDS = {
  football: 6046,
  basketball: 48242,
  baseball: 154914,
  volleyball: 154830,
  iceHockey: 35232,
  tennis: 54094,
  handball: 35709,
  americanFootball: 131506,
  esports: 687890,
} as const;

/** How a sport splits its playing time; decides the Korean word for "period N". */
export type PeriodUnit = 'quarter' | 'period' | 'set' | 'inning';

const PERIOD_UNIT_BY_SPORT: ReadonlyMap<number, PeriodUnit> = new Map<number, PeriodUnit>([
  [FEED_SPORT_IDS.basketball, 'quarter'],
  [FEED_SPORT_IDS.americanFootball, 'quarter'],
  [FEED_SPORT_IDS.iceHockey, 'period'],
  [FEED_SPORT_IDS.volleyball, 'set'],
  [FEED_SPORT_IDS.tennis, 'set'],
  [FEED_SPORT_IDS.baseball, 'inning'],
]);

/** The period unit of a sport; the feed's generic "period" for any sport not listed. */
export function periodUnitOf(sportId: number): PeriodUnit {
  return PERIOD_UNIT_BY_SPORT.get(sportId) ?? 'period';
}
