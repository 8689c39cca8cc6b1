/**
 * Korean names of the virtual-sports (bet365 virtual) leagues and sports: soccer leagues are
 * also the team-ranking groups of spec section 9 (Premiership, Superleague, EuroCup, WorldCup).
 * Keys are lower case without spaces, so "Euro Cup" and "EuroCup" are the same league.
 */
const VIRTUAL_LEAGUE_LABELS: ReadonlyMap<string, string> = new Map([
  // Virtual soccer leagues
  ['premiership', '프리미어십'],
  ['superleague', '슈퍼리그'],
  ['eurocup', '유로컵'],
  ['worldcup', '월드컵'],
  ['expresscup', '익스프레스컵'],
  // Virtual sports as a whole (the /bet365 tabs: soccer, basketball, dog, horse)
  ['soccer', '가상축구'],
  ['virtualsoccer', '가상축구'],
  ['basketball', '가상농구'],
  ['virtualbasketball', '가상농구'],
  ['dog', '개경주'],
  ['dogs', '개경주'],
  ['greyhounds', '개경주'],
  ['virtualgreyhounds', '개경주'],
  ['horse', '경마'],
  ['horseracing', '경마'],
  ['virtualhorseracing', '경마'],
]);

export const normaliseVirtualLeagueName = (name: string): string => name.toLowerCase().replace(/\s+/g, '');

/** Korean name of a virtual league or virtual sport; the English name when unknown. */
export function virtualLeagueLabel(name: string): string {
  return VIRTUAL_LEAGUE_LABELS.get(normaliseVirtualLeagueName(name)) ?? name;
}
