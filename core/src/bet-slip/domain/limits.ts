import { won, type Won } from '../../shared/domain/money.js';
import { BET_GAME_TYPE, BET_LIMIT_UNIT_WON, BET_MIN_STAKE, BET_ROLE_MAX, BET_ROLE_MIN, type BetGameType } from './bet-slip.constants.js';
import type { BetSlipGamePath } from './bet-slip.types.js';

/**
 * The member's limits for one game type and role (spec 9: max bet and max winnings per game type
 * and role 1-5), in whole won. The settings keep them in units of 10,000 won; the api answers won
 * (GET /settingMemberBetting/{userId}, taken as they come), and a store of units converts them
 * with `betLimitSettingOfUnits` (exact: a whole number of units times 10,000).
 */
export interface BetLimitSetting {
  readonly gameType: number;
  readonly role: number;
  readonly maxBet: Won;
  readonly maxWinnings: Won;
  /** The member's minimum stake for this game type in won, when the settings give one. */
  readonly minBet?: Won;
}

/** Limits in won for one game type and member level. */
export interface BetLimits {
  readonly minBet: Won;
  readonly maxBet: Won;
  readonly maxWinnings: Won;
}

/** A settings row kept in units of 10,000 won (the spec's unit): whole units only. */
export interface BetLimitUnitsRow {
  readonly gameType: number;
  readonly role: number;
  readonly maxBetUnits: number;
  readonly maxWinUnits: number;
}

/** Whole units of 10,000 won as won: an integer product, never a division. */
export function betLimitWonOfUnits(units: number): Won {
  if (!Number.isSafeInteger(units) || units < 0) throw new RangeError(`bet limit units must be a whole number >= 0, got ${units}`);
  return won(units * BET_LIMIT_UNIT_WON);
}

/** A row in units of 10,000 won as the slip's row in won. */
export const betLimitSettingOfUnits = (row: BetLimitUnitsRow): BetLimitSetting => ({
  gameType: row.gameType,
  role: row.role,
  maxBet: betLimitWonOfUnits(row.maxBetUnits),
  maxWinnings: betLimitWonOfUnits(row.maxWinUnits),
});

/** Spec 6: a role below 1 counts as 1, above 5 as 5. */
export function clampBetRole(role: number): number {
  if (!Number.isFinite(role)) return BET_ROLE_MIN;
  return Math.min(BET_ROLE_MAX, Math.max(BET_ROLE_MIN, Math.trunc(role)));
}

/** The settings row for this game type and (clamped) role; null when there is none. */
export function betLimitsFor(settings: readonly BetLimitSetting[], gameType: BetGameType, role: number): BetLimits | null {
  const level = clampBetRole(role);
  const row = settings.find((s) => s.gameType === gameType && s.role === level);
  if (!row) return null;
  return { minBet: row.minBet ?? BET_MIN_STAKE, maxBet: row.maxBet, maxWinnings: row.maxWinnings };
}

/** The settings game type a slip page bets under. */
export function betGameTypeOfPath(path: BetSlipGamePath): BetGameType {
  switch (path) {
    case 'inplay':
      return BET_GAME_TYPE.live;
    case 'minigame':
      return BET_GAME_TYPE.miniGame;
    case 'bet365':
      return BET_GAME_TYPE.virtual;
    default:
      return BET_GAME_TYPE.sports;
  }
}
