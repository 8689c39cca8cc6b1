import { isDeepStrictEqual } from 'node:util';
import { FairStream, fairRoundKey } from '@bet/core/fairness';
import type { Db } from '../../db/db.js';
import { seedMatchesCommitment } from '../../ports/seed-source.js';
import type { SettledSlip, SlipBookPort } from '../../ports/slip-book.js';
import { roundOddsId, type GameDef, type RoundResult } from './game-types.js';
import { gameById } from './games.js';
import { dueRoundIds, lockRoundForDraw, recordDraw } from './round-draw-store.js';

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
export async function drawDueRounds(db: Db, slips: SlipBookPort, now: number, limit = 100): Promise<DrawnRound[]> {
  const drawn: DrawnRound[] = [];
  for (const roundId of await dueRoundIds(db, now, limit)) {
    const done = await db.transaction(async (tx) => {
      const round = await lockRoundForDraw(tx, roundId);
      const game = round ? gameById(round.gameId) : undefined;
      if (!round || !game || round.drawn) return null;
      const result = drawRound(game, round.roundNo, round.seed);
      const picks = game.setup(round.roundNo).picks;
      const slipIds = await recordDraw(tx, {
        roundId,
        result,
        oddsIds: picks.map((p) => roundOddsId(roundId, p.code)),
        flags: picks.map((p) => slips.legFlags[p.settle(result)]),
        unknownFlag: slips.legFlags.void,
        label: game.describe(result, round.roundNo),
      });
      return { gameId: game.id, roundNo: round.roundNo, result, seed: round.seed, seedHash: round.seedHash, slipIds };
    });
    if (!done) continue;
    const { slipIds, ...round } = done;
    drawn.push({ roundId, ...round, settled: await slips.settle(slipIds, now) });
  }
  return drawn;
}
