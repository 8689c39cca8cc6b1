import type { Queryable } from '../../db/db.js';
import type { RoundResult } from './game-types.js';
import { ROUND_STATUS } from './round-store.js';

/** SQL of the draw (round-draw.ts): due rounds, the round's lock, its result and its legs' flags. */

/** Rounds whose draw time has come and that are not drawn yet, oldest first. */
export async function dueRoundIds(sql: Queryable, now: number, limit: number): Promise<number[]> {
  const { rows } = await sql.query<{ id: string | number }>(
    'SELECT id FROM game_rounds WHERE status < 2 AND draws_at <= $1 ORDER BY draws_at LIMIT $2',
    [new Date(now).toISOString(), limit],
  );
  return rows.map((r) => Number(r.id));
}

export interface RoundToDraw {
  readonly gameId: number;
  readonly roundNo: number;
  readonly seed: string;
  readonly seedHash: string;
  readonly drawn: boolean;
}

/** The round locked for its draw (a second instance waits here, then finds it drawn). */
export async function lockRoundForDraw(tx: Queryable, roundId: number): Promise<RoundToDraw | null> {
  const { rows } = await tx.query<{ game_id: number; round_no: string | number; seed: string; seed_hash: string; status: number }>(
    'SELECT game_id, round_no, seed, seed_hash, status FROM game_rounds WHERE id = $1 FOR UPDATE',
    [roundId],
  );
  const r = rows[0];
  return r
    ? {
        gameId: Number(r.game_id),
        roundNo: Number(r.round_no),
        seed: r.seed,
        seedHash: r.seed_hash,
        drawn: Number(r.status) === ROUND_STATUS.drawn,
      }
    : null;
}

/**
 * Stores the result and decides the round's waiting legs: each odds id gets its flag, a pick the
 * game does not know (impossible through the API) `unknownFlag` rather than staying stuck; the
 * slips are labelled with the result. Returns the ids of the slips whose legs were decided.
 */
export async function recordDraw(
  tx: Queryable,
  draw: {
    readonly roundId: number;
    readonly result: RoundResult;
    readonly oddsIds: readonly number[];
    readonly flags: readonly number[];
    readonly unknownFlag: number;
    readonly label: string;
  },
): Promise<number[]> {
  await tx.query('UPDATE game_rounds SET status = 2, result = $2 WHERE id = $1', [draw.roundId, JSON.stringify(draw.result)]);
  const legs = await tx.query<{ slip_id: string | number }>(
    `UPDATE bet_legs l SET win_flag = coalesce(r.flag, $5), score = $4
       FROM bet_legs l2 LEFT JOIN unnest($2::bigint[], $3::smallint[]) AS r(odds_id, flag) ON r.odds_id = l2.odds_id
      WHERE l.id = l2.id AND l2.round_id = $1 AND l2.win_flag = 0
      RETURNING l.slip_id`,
    [draw.roundId, draw.oddsIds, draw.flags, draw.label, draw.unknownFlag],
  );
  await tx.query('UPDATE bet_slips SET win_bet_name = $2 WHERE round_id = $1', [draw.roundId, draw.label]);
  return [...new Set(legs.rows.map((l) => Number(l.slip_id)))];
}
