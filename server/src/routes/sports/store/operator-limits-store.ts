import type { Queryable } from '../../../db/db.js';

/** The SQL of the operator's limits screen: `sports_betting_limits` (units of 10,000 won) and `sports_live_bet_delays`. */

export interface LimitRow {
  readonly gameType: number;
  readonly level: number;
  readonly maxBetUnits: number;
  readonly maxWinUnits: number;
}

export interface DelayRow {
  readonly sportId: number;
  readonly seconds: number;
}

type LimitSql = { game_type: number; role: number; max_bet: number; max_win: number };
const limitOf = (r: LimitSql): LimitRow => ({
  gameType: Number(r.game_type),
  level: Number(r.role),
  maxBetUnits: Number(r.max_bet),
  maxWinUnits: Number(r.max_win),
});

export async function allLimits(db: Queryable): Promise<LimitRow[]> {
  const { rows } = await db.query<LimitSql>('SELECT game_type, role, max_bet, max_win FROM sports_betting_limits ORDER BY game_type, role');
  return rows.map(limitOf);
}

/** The row of one game type and level, locked for the change (null: no such row). */
export async function lockLimit(tx: Queryable, gameType: number, level: number): Promise<LimitRow | null> {
  const { rows } = await tx.query<LimitSql>(
    'SELECT game_type, role, max_bet, max_win FROM sports_betting_limits WHERE game_type = $1 AND role = $2 FOR UPDATE',
    [gameType, level],
  );
  return rows[0] ? limitOf(rows[0]) : null;
}

export async function updateLimit(tx: Queryable, row: LimitRow): Promise<void> {
  await tx.query('UPDATE sports_betting_limits SET max_bet = $3, max_win = $4 WHERE game_type = $1 AND role = $2', [
    row.gameType,
    row.level,
    row.maxBetUnits,
    row.maxWinUnits,
  ]);
}

type DelaySql = { sport_id: number; delay_seconds: number };
const delayOf = (r: DelaySql): DelayRow => ({ sportId: Number(r.sport_id), seconds: Number(r.delay_seconds) });

export async function allDelays(db: Queryable): Promise<DelayRow[]> {
  const { rows } = await db.query<DelaySql>('SELECT sport_id, delay_seconds FROM sports_live_bet_delays ORDER BY sport_id');
  return rows.map(delayOf);
}

export async function lockDelay(tx: Queryable, sportId: number): Promise<DelayRow | null> {
  const { rows } = await tx.query<DelaySql>('SELECT sport_id, delay_seconds FROM sports_live_bet_delays WHERE sport_id = $1 FOR UPDATE', [
    sportId,
  ]);
  return rows[0] ? delayOf(rows[0]) : null;
}

export async function updateDelay(tx: Queryable, row: DelayRow): Promise<void> {
  await tx.query('UPDATE sports_live_bet_delays SET delay_seconds = $2 WHERE sport_id = $1', [row.sportId, row.seconds]);
}

export interface BonusRow {
  readonly folders: number;
  readonly priceHundredths: number;
}

export async function allBonusOffers(db: Queryable): Promise<BonusRow[]> {
  const { rows } = await db.query<{ folders: number; price: number }>('SELECT folders, price FROM sports_bonus_offers ORDER BY folders');
  return rows.map((r) => ({ folders: Number(r.folders), priceHundredths: Number(r.price) }));
}

export async function lockBonusOffer(tx: Queryable, folders: number): Promise<BonusRow | null> {
  const { rows } = await tx.query<{ folders: number; price: number }>(
    'SELECT folders, price FROM sports_bonus_offers WHERE folders = $1 FOR UPDATE',
    [folders],
  );
  return rows[0] ? { folders: Number(rows[0].folders), priceHundredths: Number(rows[0].price) } : null;
}

export async function updateBonusOffer(tx: Queryable, row: BonusRow): Promise<void> {
  await tx.query('UPDATE sports_bonus_offers SET price = $2 WHERE folders = $1', [row.folders, row.priceHundredths]);
}
