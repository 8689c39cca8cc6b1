import { MARKET_LABELS } from './market-label-table.js';
import { rewritePeriodWording } from './period-wording.js';

const WORD_ORDINALS: ReadonlyArray<[RegExp, string]> = [
  [/\bfirst\b/g, '1st'],
  [/\bsecond\b/g, '2nd'],
  [/\bthird\b/g, '3rd'],
  [/\bfourth\b/g, '4th'],
  [/\bfifth\b/g, '5th'],
];

/**
 * The lookup key of a market name: lower case, single spaces, word ordinals as digits and the
 * two spellings of the same thing folded ("half time" = "halftime", "over/under" = "under/over"),
 * because different feed versions spell the same market differently.
 */
export function normaliseMarketName(name: string): string {
  let key = name.trim().toLowerCase().replace(/\s+/g, ' ');
  for (const [word, digits] of WORD_ORDINALS) key = key.replace(word, digits);
  return key.replace(/\bhalf time\b/g, 'halftime').replace(/\bover\/under\b/g, 'under/over');
}

const NORMALISED_LABELS: ReadonlyMap<string, string> = new Map(
  [...MARKET_LABELS].map(([english, korean]) => [normaliseMarketName(english), korean]),
);

const PERIOD_WORDS: Readonly<Record<string, string>> = {
  period: '피리어드',
  quarter: '쿼터',
  set: '세트',
  inning: '이닝',
};

/** Korean for a period qualifier ("halftime", "3rd quarter"), or null when it is not one. */
function qualifierLabel(qualifier: string): string | null {
  if (qualifier === 'halftime' || qualifier === '1st half') return '전반전';
  if (qualifier === '2nd half') return '후반전';
  const m = /^(\d+)(?:st|nd|rd|th) (period|quarter|set|inning)$/.exec(qualifier);
  return m ? `${m[1]}${PERIOD_WORDS[m[2] ?? ''] ?? ''}` : null;
}

const QUALIFIER = String.raw`(halftime|1st half|2nd half|\d+(?:st|nd|rd|th) (?:period|quarter|set|inning))`;
const BASE_THEN_QUALIFIER = new RegExp(`^(.+) ${QUALIFIER}$`);
const QUALIFIER_THEN_BASE = new RegExp(`^${QUALIFIER} (.+)$`);
const INCLUDING_OVERTIME = /^(.+) including overtime$/;

/**
 * Labels a period variant the table does not list ("Asian Handicap 3rd Quarter",
 * "2nd Half Odd/Even", "Double Chance Including Overtime") from its base market's label.
 */
function composedLabel(key: string): string | null {
  const overtime = INCLUDING_OVERTIME.exec(key);
  if (overtime) {
    const base = NORMALISED_LABELS.get(overtime[1] ?? '');
    return base ? `${base} (연장포함)` : null;
  }
  const after = BASE_THEN_QUALIFIER.exec(key);
  const before = QUALIFIER_THEN_BASE.exec(key);
  const [baseKey, qualifier] = after ? [after[1], after[2]] : before ? [before[2], before[1]] : [];
  const base = NORMALISED_LABELS.get(baseKey ?? '');
  const period = qualifierLabel(qualifier ?? '');
  return base && period ? `${period} ${base}` : null;
}

/**
 * Korean label of a feed market name; the English name itself when the market is unknown.
 * With a sport id the generic period word is rewritten for that sport ('1피리어드 핸디캡'
 * becomes '1쿼터 핸디캡' in basketball).
 */
export function marketLabel(name: string, sportId?: number): string {
  const key = normaliseMarketName(name);
  const label = NORMALISED_LABELS.get(key) ?? composedLabel(key);
  if (label === null) return name.trim();
  return sportId === undefined ? label : rewritePeriodWording(label, sportId);
}

/** Whether the table or its period composition knows this market name. */
export function hasMarketLabel(name: string): boolean {
  const key = normaliseMarketName(name);
  return NORMALISED_LABELS.has(key) || composedLabel(key) !== null;
}
