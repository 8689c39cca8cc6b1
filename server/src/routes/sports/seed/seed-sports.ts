import { BET_GAME_TYPE } from '../core-rules.js';
import { LEAGUES, LOCATIONS, SPORTS } from '../feed/catalogue.js';
import type { Queryable } from '../../../db/db.js';
import { upsertReferenceData } from '../store/catalogue-store.js';

/**
 * Max bet / max winnings per game type and level, in units of 10,000 won (spec section 9):
 * level 1 sports bets up to 1,000,000 won with winnings up to 5,000,000 won, and so on.
 */
export const DEFAULT_BET_LIMITS: ReadonlyArray<{ gameType: number; role: number; maxBet: number; maxWin: number }> = [
  BET_GAME_TYPE.sports,
  BET_GAME_TYPE.live,
  BET_GAME_TYPE.miniGame,
  BET_GAME_TYPE.virtual,
].flatMap((gameType) =>
  [1, 2, 3, 4, 5].map((role) => {
    const sports = gameType === BET_GAME_TYPE.sports;
    return { gameType, role, maxBet: (sports ? 100 : 50) * role, maxWin: (sports ? 500 : 300) * role };
  }),
);

/** Live-bet delay in seconds per sport (0 = basic, every other sport); never below 3. */
export const DEFAULT_LIVE_BET_DELAYS: ReadonlyArray<{ sportId: number; seconds: number }> = [
  { sportId: 6046, seconds: 5 },
  { sportId: 48242, seconds: 5 },
  { sportId: 154914, seconds: 5 },
  { sportId: 154830, seconds: 5 },
  { sportId: 35232, seconds: 5 },
  { sportId: 0, seconds: 3 },
];

/**
 * Seeds what the sports, virtual and mini-game features need before the feed runs: sports,
 * locations, leagues, betting limits and live-bet delays (the round games' definitions are the
 * rounds module's seed). Idempotent: an operator's later changes to limits and delays are kept.
 */
export async function seedSports(db: Queryable): Promise<void> {
  await upsertReferenceData(db, { sports: SPORTS, locations: LOCATIONS, leagues: LEAGUES });
  for (const l of DEFAULT_BET_LIMITS) {
    await db.query('INSERT INTO sports_betting_limits (game_type, role, max_bet, max_win) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [
      l.gameType,
      l.role,
      l.maxBet,
      l.maxWin,
    ]);
  }
  for (const d of DEFAULT_LIVE_BET_DELAYS) {
    await db.query('INSERT INTO sports_live_bet_delays (sport_id, delay_seconds) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      d.sportId,
      d.seconds,
    ]);
  }
}
