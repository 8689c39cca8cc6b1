import { SPORT } from './catalogue.js';
import { MARKET_TYPE, type MarketTypeId } from './markets.js';

/**
 * How the simulator plays each sport. Phase codes follow spec section 4: football 10/20 for
 * the halves, other sports number their quarters, periods, sets or innings 1..9, 40 is
 * overtime, 100 full time and 101 full time including overtime.
 */
export interface SportModel {
  readonly sportId: number;
  /** 'points': goals/points arrive as Poisson events; 'sets': each period is won by one side. */
  readonly scoring: 'points' | 'sets';
  readonly periodCodes: readonly number[];
  /** Game time of one period (or one set/map). */
  readonly periodMs: number;
  /** Expected points per team over regulation for an even match ('points' only). */
  readonly baseRate: number;
  /** Sets (or maps) needed to win ('sets' only). */
  readonly setsToWin: number;
  /** May a match end level? If not, overtime periods follow until one side leads. */
  readonly drawAllowed: boolean;
  readonly overtimeMs: number;
  /** Suspend every market for a while after a score (low-scoring sports only). */
  readonly suspendOnScore: boolean;
  /** Totals/handicap step between offered lines. */
  readonly lineStep: number;
  /** Offer quarter lines (x.25/x.75), which produce half-won and half-lost legs. */
  readonly quarterLines: boolean;
}

const MIN = 60_000;

const model = (m: Partial<SportModel> & Pick<SportModel, 'sportId' | 'periodCodes' | 'periodMs'>): SportModel => ({
  scoring: 'points',
  baseRate: 1,
  setsToWin: 0,
  drawAllowed: false,
  overtimeMs: 5 * MIN,
  suspendOnScore: false,
  lineStep: 1,
  quarterLines: false,
  ...m,
});

export const SPORT_MODELS: ReadonlyMap<number, SportModel> = new Map(
  [
    model({
      sportId: SPORT.football,
      periodCodes: [10, 20],
      periodMs: 45 * MIN,
      baseRate: 1.35,
      drawAllowed: true,
      suspendOnScore: true,
      quarterLines: true,
    }),
    model({ sportId: SPORT.basketball, periodCodes: [1, 2, 3, 4], periodMs: 12 * MIN, baseRate: 108, lineStep: 5 }),
    model({
      sportId: SPORT.baseball,
      periodCodes: [1, 2, 3, 4, 5, 6, 7, 8, 9],
      periodMs: 20 * MIN,
      baseRate: 4.4,
      overtimeMs: 20 * MIN,
      suspendOnScore: true,
    }),
    model({ sportId: SPORT.volleyball, scoring: 'sets', periodCodes: [1, 2, 3, 4, 5], periodMs: 25 * MIN, setsToWin: 3 }),
    model({ sportId: SPORT.iceHockey, periodCodes: [1, 2, 3], periodMs: 20 * MIN, baseRate: 3, drawAllowed: true, suspendOnScore: true }),
    model({
      sportId: SPORT.americanFootball,
      periodCodes: [1, 2, 3, 4],
      periodMs: 15 * MIN,
      baseRate: 23,
      overtimeMs: 10 * MIN,
      lineStep: 3,
    }),
    model({ sportId: SPORT.esports, scoring: 'sets', periodCodes: [1, 2, 3], periodMs: 35 * MIN, setsToWin: 2, suspendOnScore: true }),
  ].map((m) => [m.sportId, m]),
);

export const PHASE = { overtime: 40, fullTime: 100, fullTimeAfterOvertime: 101 } as const;

export function sportModel(sportId: number): SportModel {
  const m = SPORT_MODELS.get(sportId);
  if (!m) throw new Error(`no simulator model for sport ${sportId}`);
  return m;
}

export interface MarketPlan {
  readonly type: MarketTypeId;
  readonly baseline: number | null;
}

/** Nearest x.5 line below a value: 2.7 -> 2.5, 3.0 -> 2.5, 160.2 -> 159.5. */
const halfLineBelow = (v: number): number => Math.ceil(v) - 0.5;

/**
 * Markets offered on a fixture, from the expected final total and home margin: main totals
 * and handicap lines with a neighbour on each side, a quarter line where the sport has them.
 */
export function marketPlan(m: SportModel, expectedTotal: number, expectedMargin: number): MarketPlan[] {
  const plans: MarketPlan[] = [{ type: m.drawAllowed ? MARKET_TYPE.matchResult : MARKET_TYPE.winner, baseline: null }];
  if (m.drawAllowed) plans.push({ type: MARKET_TYPE.doubleChance, baseline: null });
  if (m.scoring === 'sets') {
    const maxSets = m.setsToWin * 2 - 1;
    plans.push({ type: MARKET_TYPE.totals, baseline: maxSets - 1.5 });
    plans.push({ type: MARKET_TYPE.handicap, baseline: -1.5 }, { type: MARKET_TYPE.handicap, baseline: 1.5 });
    if (m.setsToWin >= 3) plans.push({ type: MARKET_TYPE.oddEven, baseline: null });
    return plans;
  }
  const total = Math.max(0.5, halfLineBelow(expectedTotal));
  for (const t of [total - m.lineStep, total, total + m.lineStep]) if (t > 0) plans.push({ type: MARKET_TYPE.totals, baseline: t });
  const hcp = -halfLineBelow(expectedMargin);
  for (const h of [hcp - m.lineStep, hcp, hcp + m.lineStep]) plans.push({ type: MARKET_TYPE.handicap, baseline: h });
  if (m.quarterLines) {
    plans.push({ type: MARKET_TYPE.totals, baseline: total - 0.25 }, { type: MARKET_TYPE.handicap, baseline: hcp + 0.25 });
  }
  plans.push({ type: MARKET_TYPE.oddEven, baseline: null });
  return plans;
}
