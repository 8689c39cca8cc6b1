import {
  betLimitSettingOfUnits,
  betLimitsFor,
  type BetGameType,
  type BetLimitSetting,
  type BetLimits,
  type LiveBetDelayPerSport,
} from '../core-rules.js';
import { FEED_SPORT_IDS, MIN_LIVE_BET_DELAY_SECONDS, perSportDelaySeconds } from '../core-rules.js';
import type { Queryable } from '../../../db/db.js';

/** Rows of `sports_betting_limits` (whole units of 10,000 won) as core's BetLimitSetting rows in won. */
export async function loadLimitSettings(db: Queryable): Promise<BetLimitSetting[]> {
  const { rows } = await db.query<{ game_type: number; role: number; max_bet: number; max_win: number }>(
    'SELECT game_type, role, max_bet, max_win FROM sports_betting_limits ORDER BY game_type, role',
  );
  return rows.map((r) =>
    betLimitSettingOfUnits({
      gameType: Number(r.game_type),
      role: Number(r.role),
      maxBetUnits: Number(r.max_bet),
      maxWinUnits: Number(r.max_win),
    }),
  );
}

/** Limits in won for this game type and member level (level clamped to 1..5 by core). */
export async function limitsFor(db: Queryable, gameType: BetGameType, role: number): Promise<BetLimits | null> {
  return betLimitsFor(await loadLimitSettings(db), gameType, role);
}

/**
 * Seconds an in-play bet must wait after its token: the sport's delay from
 * `sports_live_bet_delays` (sport 0 = basic), read with core's sport mapping, never below 3.
 */
export async function liveBetDelayFor(db: Queryable, sportId: number): Promise<number> {
  const { rows } = await db.query<{ sport_id: number; delay_seconds: number }>(
    'SELECT sport_id, delay_seconds FROM sports_live_bet_delays',
  );
  const of = (id: number): number => Number(rows.find((r) => Number(r.sport_id) === id)?.delay_seconds ?? 0);
  const perSport: LiveBetDelayPerSport = {
    soccer: of(FEED_SPORT_IDS.football),
    basketball: of(FEED_SPORT_IDS.basketball),
    baseball: of(FEED_SPORT_IDS.baseball),
    volleyball: of(FEED_SPORT_IDS.volleyball),
    hockey: of(FEED_SPORT_IDS.iceHockey),
    basic: of(0),
  };
  return Math.max(MIN_LIVE_BET_DELAY_SECONDS, perSportDelaySeconds(perSport, sportId));
}
