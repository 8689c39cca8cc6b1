import { won, type Won } from '../../shared/domain/money.js';
import { BET_GAME_TYPE, BET_LIMIT_UNIT_WON, BET_MIN_STAKE, BET_ROLE_MAX, BET_ROLE_MIN, type BetGameType } from './bet-slip.constants.js';
import type { BetSlipGamePath } from './bet-slip.types.js';

/**
 * One row of GET /settingMemberBetting/{userId} (shape defined here; the spec shows none):
 * `{ gameType: 1 | 2 | 3 | 4, role: 1..5, maxBet: number, maxWin: number }`, where maxBet
 * and maxWin are in units of 10,000 won, so `{ gameType: 1, role: 2, maxBet: 300, maxWin: 1000 }`
 * means sports bets at level 2 up to 3,000,000 won with winnings up to 10,000,000 won.
 * The call returns a JSON array of such rows.
 */
export interface BetLimitSetting {
  readonly gameType: number;
  readonly role: number;
  readonly maxBet: number;
  readonly maxWin: number;
  /** The member's minimum stake for this game type in won, when the settings give one. */
  readonly minBet?: Won;
}

/** Limits in won for one game type and member level. */
export interface BetLimits {
  readonly minBet: Won;
  readonly maxBet: Won;
  readonly maxWinnings: Won;
}

/** Spec 6: a role below 1 counts as 1, above 5 as 5. */
export function clampBetRole(role: number): number {
  if (!Number.isFinite(role)) return BET_ROLE_MIN;
  return Math.min(BET_ROLE_MAX, Math.max(BET_ROLE_MIN, Math.trunc(role)));
}

/** The settings row for this game type and (clamped) role, in won; null when there is none. */
export function betLimitsFor(settings: readonly BetLimitSetting[], gameType: BetGameType, role: number): BetLimits | null {
  const level = clampBetRole(role);
  const row = settings.find((s) => s.gameType === gameType && s.role === level);
  if (!row) return null;
  return {
    minBet: row.minBet ?? BET_MIN_STAKE,
    maxBet: won(Math.floor(row.maxBet * BET_LIMIT_UNIT_WON)),
    maxWinnings: won(Math.floor(row.maxWin * BET_LIMIT_UNIT_WON)),
  };
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

const num = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : null;
};

/**
 * Reads the settings response. Rows that miss a field are skipped (one bad row must not
 * hide the others); numeric strings are accepted. Null when the body is not an array.
 */
export function decodeBetLimitSettings(body: unknown): BetLimitSetting[] | null {
  if (!Array.isArray(body)) return null;
  const rows: BetLimitSetting[] = [];
  for (const raw of body as unknown[]) {
    if (typeof raw !== 'object' || raw === null) continue;
    const r = raw as Record<string, unknown>;
    const [gameType, role, maxBet, maxWin] = [num(r.gameType), num(r.role), num(r.maxBet), num(r.maxWin)];
    if (gameType === null || role === null || maxBet === null || maxWin === null) continue;
    rows.push({ gameType, role, maxBet, maxWin });
  }
  return rows;
}
