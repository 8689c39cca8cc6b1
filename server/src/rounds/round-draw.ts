import { isDeepStrictEqual } from 'node:util';
import type { SportsDb, SportsWallet } from '../sports/ports.js';
import { LEG_WIN_FLAG } from '../sports/settlement/leg-outcome.js';
import { settleSlips, type SettledSlip } from '../sports/settlement/settle-slips.js';
import { fairRoundKey } from '@bet/core/fairness';
import { FairStream, seedMatchesCommitment } from './fair-random.js';
import { ROUND_ODDS_FACTOR, type GameDef, type PickOutcome, type RoundResult } from './game-types.js';
import { gameById } from './games.js';
import { ROUND_STATUS } from './round-store.js';

/** The key the HMAC is taken over: fixed per round, known to everybody. */
export const roundKey = fairRoundKey;

export function drawRound(game: GameDef, roundNo: number, seed: string): RoundResult {
  return game.draw(new FairStream(seed, roundKey(game.id, roundNo)), roundNo);
}

/**
 * Anyone's check of a drawn round: the revealed seed hashes to the commitment published while
 * betting was open, and HMAC(seed, "gameId:roundNo") maps to the stored result.
 */
export function verifyRound(round: { gameId: number; roundNo: number; seedHash: string; seed: string; result: RoundResult }): boolean {
  const game = gameById(round.gameId);
  if (!game || !seedMatchesCommitment(round.seed, round.seedHash)) return false;
  return isDeepStrictEqual(drawRound(game, round.roundNo, round.seed), round.result);
}

const FLAG: Readonly<Record<PickOutcome, number>> = { won: LEG_WIN_FLAG.won, lost: LEG_WIN_FLAG.lost, void: LEG_WIN_FLAG.void };

export interface DrawnRound {
  readonly roundId: number;
  readonly gameId: number;
  readonly roundNo: number;
  readonly result: RoundResult;
  readonly seed: string;
  readonly seedHash: string;
  readonly settled: SettledSlip[];
}

/**
 * Draws every round whose time has come: result from the stored seed, legs decided by pick
 * code, mini-game slips labelled with the result, then each decided slip settled (once).
 */
export async function drawDueRounds(db: SportsDb, wallet: SportsWallet, now: number, limit = 100): Promise<DrawnRound[]> {
  const due = await db.query<{ id: string | number }>(
    'SELECT id FROM game_rounds WHERE status < 2 AND draws_at <= $1 ORDER BY draws_at LIMIT $2',
    [new Date(now).toISOString(), limit],
  );
  const drawn: DrawnRound[] = [];
  for (const { id } of due.rows) {
    const roundId = Number(id);
    const done = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ game_id: number; round_no: string | number; seed: string; seed_hash: string; status: number }>(
        'SELECT game_id, round_no, seed, seed_hash, status FROM game_rounds WHERE id = $1 FOR UPDATE',
        [roundId],
      );
      const round = rows[0];
      const game = round ? gameById(Number(round.game_id)) : undefined;
      if (!round || !game || Number(round.status) === ROUND_STATUS.drawn) return null;
      const roundNo = Number(round.round_no);
      const result = drawRound(game, roundNo, round.seed);
      await tx.query('UPDATE game_rounds SET status = 2, result = $2 WHERE id = $1', [roundId, JSON.stringify(result)]);
      const picks = game.setup(roundNo).picks;
      const codes = picks.map((p) => roundId * ROUND_ODDS_FACTOR + p.code);
      const flags = picks.map((p) => FLAG[p.settle(result)]);
      // Picks the game does not know (impossible through the API) are void rather than stuck.
      const legs = await tx.query<{ slip_id: string | number }>(
        `UPDATE bet_legs l SET win_flag = coalesce(r.flag, 3), score = $4
           FROM bet_legs l2 LEFT JOIN unnest($2::bigint[], $3::smallint[]) AS r(odds_id, flag) ON r.odds_id = l2.odds_id
          WHERE l.id = l2.id AND l2.round_id = $1 AND l2.win_flag = 0
          RETURNING l.slip_id`,
        [roundId, codes, flags, game.describe(result, roundNo)],
      );
      await tx.query('UPDATE bet_slips SET win_bet_name = $2 WHERE round_id = $1', [roundId, game.describe(result, roundNo)]);
      return {
        roundId,
        gameId: game.id,
        roundNo,
        result,
        seed: round.seed,
        seedHash: round.seed_hash,
        slipIds: [...new Set(legs.rows.map((l) => Number(l.slip_id)))],
      };
    });
    if (!done) continue;
    const settled = await settleSlips(db, wallet, done.slipIds, now);
    drawn.push({
      roundId: done.roundId,
      gameId: done.gameId,
      roundNo: done.roundNo,
      result: done.result,
      seed: done.seed,
      seedHash: done.seedHash,
      settled,
    });
  }
  return drawn;
}
