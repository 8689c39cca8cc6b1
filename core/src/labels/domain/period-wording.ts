import { periodUnitOf, type PeriodUnit } from './sport-ids.js';

/** Korean word for one period of play, per unit ('1쿼터', '1피리어드', '1세트', '1이닝'). */
export const PERIOD_UNIT_WORDS: Readonly<Record<PeriodUnit, string>> = {
  quarter: '쿼터',
  period: '피리어드',
  set: '세트',
  inning: '이닝',
};

/** Top or bottom half of a baseball inning, when the feed says which. */
export type InningHalf = 'top' | 'bottom';

const INNING_HALF_WORDS: Readonly<Record<InningHalf, string>> = { top: '회초', bottom: '회말' };

/**
 * "Period n" in the sport's own words: basketball '1쿼터', ice hockey '1피리어드', volleyball and
 * tennis '1세트', baseball '1이닝', or '1회초' / '1회말' when the inning half is known.
 */
export function periodLabel(n: number, sportId: number, inningHalf?: InningHalf): string {
  const unit = periodUnitOf(sportId);
  if (unit === 'inning' && inningHalf) return `${n}${INNING_HALF_WORDS[inningHalf]}`;
  return `${n}${PERIOD_UNIT_WORDS[unit]}`;
}

const GENERIC_PERIOD_WORD = new RegExp(PERIOD_UNIT_WORDS.period, 'g');

/**
 * Labels are written with the feed's generic '피리어드' (the feed says "1st Period" for a
 * basketball quarter too); this rewrites that word for the sport being shown.
 */
export function rewritePeriodWording(text: string, sportId: number): string {
  return text.replace(GENERIC_PERIOD_WORD, PERIOD_UNIT_WORDS[periodUnitOf(sportId)]);
}
