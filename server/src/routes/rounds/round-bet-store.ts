import type { Queryable } from '../../db/db.js';
import { BET_GAME_TYPE } from '@bet/core/bet-slip';

/** SQL of a round bet (round-bet-use-cases.ts): the game's settings, the round's lock, the one-bet rule. */

export interface GameBetSetting {
  readonly maintenance: boolean;
  readonly minBet: number;
  readonly maxBet: number;
  readonly maxWin: number;
  /** The operator's max-bet setting as stored (read in the same statement: one round trip fewer). */
  readonly maxBetInclusive: unknown;
}

export async function gameBetSetting(tx: Queryable, gameId: number, maxBetSettingSql: string): Promise<GameBetSetting | null> {
  const { rows } = await tx.query<{
    system_maintenance_flg: boolean;
    min_bet: number;
    max_bet: number;
    max_win: number;
    max_bet_inclusive: unknown;
  }>(
    `SELECT system_maintenance_flg, min_bet, max_bet, max_win, ${maxBetSettingSql} AS max_bet_inclusive FROM game_definitions WHERE id = $1`,
    [gameId],
  );
  const row = rows[0];
  return row
    ? {
        maintenance: Boolean(row.system_maintenance_flg),
        minBet: Number(row.min_bet),
        maxBet: Number(row.max_bet),
        maxWin: Number(row.max_win),
        maxBetInclusive: row.max_bet_inclusive,
      }
    : null;
}

export interface LockedRound {
  readonly id: number;
  readonly gameId: number;
  readonly roundNo: number;
  readonly status: number;
  readonly closesAt: Date;
}

/** The round, share-locked until the bet commits (the draw takes it FOR UPDATE). */
export async function lockRoundForBet(tx: Queryable, roundId: number): Promise<LockedRound | null> {
  const { rows } = await tx.query<{ id: number; game_id: number; round_no: number; status: number; closes_at: Date | string }>(
    'SELECT id, game_id, round_no, status, closes_at FROM game_rounds WHERE id = $1 FOR SHARE',
    [roundId],
  );
  const r = rows[0];
  return r
    ? {
        id: Number(r.id),
        gameId: Number(r.game_id),
        roundNo: Number(r.round_no),
        status: Number(r.status),
        closesAt: new Date(r.closes_at),
      }
    : null;
}

/** The member already has a mini-game slip on this round (the unique index backs it under races). */
export async function hasMiniGameBet(tx: Queryable, memberId: number, roundId: number): Promise<boolean> {
  const { rows } = await tx.query('SELECT 1 FROM bet_slips WHERE member_id = $1 AND round_id = $2 AND game_type = $3', [
    memberId,
    roundId,
    BET_GAME_TYPE.miniGame,
  ]);
  return rows.length > 0;
}
