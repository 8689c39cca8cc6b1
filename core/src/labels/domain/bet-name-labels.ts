/**
 * Korean labels of the feed's bet (pick) names: 1 / X / 2 of a 1X2 market, Over / Under,
 * Odd / Even, Yes / No, and double-chance pairs. Keys are lower case.
 */
const BET_NAME_LABELS: ReadonlyMap<string, string> = new Map([
  ['1', '승'],
  ['x', '무'],
  ['2', '패'],
  ['1x', '승무'],
  ['x2', '무패'],
  ['12', '승패'],
  ['home', '홈'],
  ['away', '원정'],
  ['draw', '무'],
  ['over', '오버'],
  ['under', '언더'],
  ['odd', '홀'],
  ['even', '짝'],
  ['yes', '예'],
  ['no', '아니오'],
  ['no goal', '무득점'],
]);

const known = (part: string): string | undefined => BET_NAME_LABELS.get(part.trim().toLowerCase());

/**
 * Korean label of a bet name; the name itself when unknown. Also labels HT/FT pairs
 * ('1/X' -> '승/무') and a known word followed by a line ('Over 2.5' -> '오버 2.5').
 */
export function betNameLabel(name: string): string {
  const whole = known(name);
  if (whole !== undefined) return whole;
  const parts = name.split('/');
  if (parts.length > 1) {
    const labels = parts.map(known);
    if (labels.every((l): l is string => l !== undefined)) return labels.join('/');
  }
  const m = /^\s*(\S+)\s+(.+?)\s*$/.exec(name);
  const head = m ? known(m[1] ?? '') : undefined;
  if (m && head !== undefined) return `${head} ${m[2] ?? ''}`;
  return name;
}
