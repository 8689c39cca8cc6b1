import type { Db } from '../../db/db.js';
import { lockMember } from '../money-kit.js';
import { closeCasinoRound } from './casino-callbacks.js';
import type { CasinoLobby } from './casino-provider.port.js';
import { idleOpenCasinoRounds, lastCasinoRoundActivity, lockCasinoRound } from './casino-store.js';

/**
 * A round the provider opened (a bet) but never ended, with no callback for this long, is closed
 * by the site: the member left mid-round (closed the game window, lost the connection) and the
 * provider never sent its last callback. Slot rounds end within their spin and table rounds within
 * minutes, so an hour of silence means the round is over.
 */
export const CASINO_ROUND_IDLE_MS = 60 * 60_000;
/** How often the sweep looks for such rounds. */
export const CASINO_ROUND_SWEEP_MS = 5 * 60_000;
/** Rounds closed per pass at most (the next pass takes the rest). */
const SWEEP_BATCH = 200;

/**
 * Closes the open rounds idle for `idleMs` as the provider's last callback would have: the
 * member's history row with what the round won so far (nothing: lost), and the round refuses any
 * later callback ('alreadyProcessed'). No money moves: every bet and win already moved when its
 * callback came. Each round in its own transaction, under the member's lock and then the round's
 * (the callbacks' order), and checked again there, so a callback that came meanwhile keeps the
 * round open. Returns how many rounds it closed.
 */
export async function closeIdleCasinoRounds(db: Db, lobby: CasinoLobby, now: number, idleMs = CASINO_ROUND_IDLE_MS): Promise<number> {
  const idleSince = new Date(now - idleMs);
  let closed = 0;
  for (const candidate of await idleOpenCasinoRounds(db, idleSince, SWEEP_BATCH)) {
    const done = await db.transaction(async (tx) => {
      await lockMember(tx, candidate.memberId);
      const round = await lockCasinoRound(tx, candidate.roundId);
      if (!round || round.ended) return false;
      if ((await lastCasinoRoundActivity(tx, candidate.roundId)) > idleSince.getTime()) return false;
      await closeCasinoRound(tx, round.roundId, lobby, new Date(now));
      return true;
    });
    if (done) closed++;
  }
  return closed;
}
