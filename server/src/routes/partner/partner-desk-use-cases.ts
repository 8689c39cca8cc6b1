import type { Db, Sql } from '../../db/db.js';
import {
  NO_FIGURES,
  PARTNER_CATEGORIES,
  partnerCalcFigures,
  percentToBp,
  sameRolling,
  type PartnerCalcFigures,
  type PartnerCategory,
  type PartnerCategoryFigures,
  type PartnerRates,
  PARTNER_CODE_PATTERN,
  PARTNER_DESK_MESSAGES as M,
  PARTNER_MAX_CODES,
  checkPartnerRange,
  daysOf,
  type PartnerDayRange,
} from '@bet/core/partner-desk';
import { done, refuse, type Outcome } from '../../http/refusals.js';
import { lockMember } from '../money-kit.js';
import { kstDayAfter, kstDayStart } from '../../db/kst-day-bounds.js';
import {
  codesOf,
  codeTaken,
  dailyFigures,
  insertCode,
  isInDownline,
  losingPercentSetting,
  partnerProfile,
  type CodeRow,
  type DayCategoryFigures,
  type InstantRange,
} from './partner-desk-store.js';

/**
 * The rules of the partner desk: which ranges and members a partner may ask for, the rates of the
 * settlement (our reading, the spec names only the fields) and the referral codes.
 */

/** A checked range of days and the instants that bound it. */
export interface CheckedRange extends PartnerDayRange {
  readonly instants: InstantRange;
}

/** The range must be real days, in order and at most PARTNER_MAX_RANGE_DAYS long (400 otherwise). */
export function checkedRange(from: string, to: string): Outcome<CheckedRange> {
  const r = checkPartnerRange(from, to);
  if (!r.ok) return refuse(r.error.kind, r.error.message);
  return done({ ...r.value, instants: { start: kstDayStart(r.value.from), end: kstDayAfter(r.value.to) } });
}

/** A member filter must name someone of the caller's downline (403 otherwise: never another partner's). */
export async function checkedMember(sql: Sql, partnerId: number, memberId: number | undefined): Promise<Outcome<number | null>> {
  if (memberId === undefined) return done(null);
  return (await isInDownline(sql, partnerId, memberId)) ? done(memberId) : refuse('otherMember', M.notDownline);
}

/** Level names of the agent summary (spec 3 "agent and level name"). */
const LEVEL_NAME: Readonly<Record<number, string>> = { 1: '파트너', 2: '추천인' };

/**
 * The caller's rates: every category rolls at the contract percent the header shows (level 3,
 * else 2, else 1: spec 6); the losing share is the operator's `partnerLosingPercent` setting
 * (0 when unset). A per-category rate table is for the admin desk to add.
 */
async function ratesOf(sql: Sql, partnerId: number): Promise<{ agent: string; levelName: string; rates: PartnerRates }> {
  const p = await partnerProfile(sql, partnerId);
  const contract = percentToBp(p.level3 ?? p.level2 ?? p.level1);
  return {
    agent: p.nickname,
    levelName: LEVEL_NAME[p.type] ?? '관리자',
    rates: { rollingBp: sameRolling(contract), losingBp: percentToBp(await losingPercentSetting(sql)) },
  };
}

const emptyFigures = (): Record<PartnerCategory, PartnerCategoryFigures> =>
  Object.fromEntries(PARTNER_CATEGORIES.map((c) => [c, NO_FIGURES])) as Record<PartnerCategory, PartnerCategoryFigures>;

/** Adds rows of day/category figures into one record per category. */
function sumFigures(rows: readonly DayCategoryFigures[]): Record<PartnerCategory, PartnerCategoryFigures> {
  const out = emptyFigures();
  for (const r of rows) {
    const f = out[r.category];
    out[r.category] = {
      pendingStake: f.pendingStake + r.pendingStake,
      settledStake: f.settledStake + r.settledStake,
      settledWin: f.settledWin + r.settledWin,
    };
  }
  return out;
}

export interface PartnerCalcAnswer extends PartnerCalcFigures {
  readonly agent: string;
  readonly levelName: string;
}

/** Spec 3's agent summary of the caller's downline over the range. */
export async function partnerCalc(db: Db, partnerId: number, range: CheckedRange): Promise<PartnerCalcAnswer> {
  const { agent, levelName, rates } = await ratesOf(db, partnerId);
  const figures = sumFigures(await dailyFigures(db, partnerId, range.instants));
  return { agent, levelName, ...partnerCalcFigures(figures, rates) };
}

export interface PartnerDayFigures {
  readonly day: string;
  readonly betAmount: number;
  readonly winAmount: number;
  readonly losingAmount: number;
  readonly rollingAmount: number;
}

/** The summary's figures for each day of the range (days without play are zeros). */
export async function partnerAnalysis(db: Db, partnerId: number, range: CheckedRange): Promise<PartnerDayFigures[]> {
  const { rates } = await ratesOf(db, partnerId);
  const rows = await dailyFigures(db, partnerId, range.instants);
  return daysOf(range).map((day) => {
    const f = partnerCalcFigures(sumFigures(rows.filter((r) => r.day === day)), rates);
    return {
      day,
      betAmount: f.categories.reduce((s, c) => s + c.betAmount, 0),
      winAmount: f.categories.reduce((s, c) => s + c.winAmount, 0),
      losingAmount: f.losingAmount,
      rollingAmount: f.totalRollingAmount,
    };
  });
}

export async function listCodes(db: Db, memberId: number): Promise<CodeRow[]> {
  return codesOf(db, memberId);
}

/**
 * A new referral code for the caller, stored in capitals (a partner's codes are type 0 = code 1,
 * a recommender's type 1 = code 2, as the seed has them). At most PARTNER_MAX_CODES per member;
 * a taken code (any letter case) is 409.
 */
export async function createCode(db: Db, member: { id: number; type: number }, typed: string, now: Date): Promise<Outcome<CodeRow>> {
  const code = typed.trim().toUpperCase();
  if (!PARTNER_CODE_PATTERN.test(code)) return refuse('codeFormat', M.codeFormat);
  return db.transaction(async (tx) => {
    await lockMember(tx, member.id);
    if ((await codesOf(tx, member.id)).length >= PARTNER_MAX_CODES) return refuse('codeLimit', M.codeLimit(PARTNER_MAX_CODES));
    if (await codeTaken(tx, code)) return refuse('duplicate', M.codeTaken);
    const row = await insertCode(tx, code, member.id, member.type === 2 ? 1 : 0, now);
    return row ? done(row) : refuse('duplicate', M.codeTaken);
  });
}
