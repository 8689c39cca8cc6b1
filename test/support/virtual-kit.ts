import { gameById } from '@bet/server/routes/rounds/games.js';
import { roundOddsId } from '@bet/server/routes/rounds/game-types.js';
import { drawRound } from '@bet/server/routes/rounds/round-draw.js';
import type { SiteServer } from './site-server.js';

/** Virtual soccer (gameDetailType 50): a 3-minute round, betting closes (the match starts) 15 s before the draw. */
export const VIRTUAL_SOCCER_ID = 50;

export interface OpenVirtualRound {
  readonly id: number;
  readonly startsAt: number;
  readonly drawsAt: number;
  /** The 1X2 pick (code 1 home, 2 draw, 3 away) that the committed seed makes win, and its price in hundredths. */
  readonly winningOddsId: number;
  readonly winningPrice: number;
}

/**
 * The first open round of virtual soccer, read from the database as the operator could: its
 * stored seed tells the final score, so the test can back the winner and see a payout.
 */
export async function openSoccerRound(site: SiteServer): Promise<OpenVirtualRound> {
  const { rows } = await site.db.query<{ id: number | string; round_no: number | string; seed: string; closes_at: Date; draws_at: Date }>(
    'SELECT id, round_no, seed, closes_at, draws_at FROM game_rounds WHERE game_id = $1 AND status = 0 ORDER BY round_no LIMIT 1',
    [VIRTUAL_SOCCER_ID],
  );
  const row = rows[0];
  const game = gameById(VIRTUAL_SOCCER_ID);
  if (!row || !game) throw new Error('no open virtual soccer round');
  const id = Number(row.id);
  const roundNo = Number(row.round_no);
  const score = drawRound(game, roundNo, row.seed);
  const home = Number(score.home);
  const away = Number(score.away);
  const code = home > away ? 1 : home === away ? 2 : 3;
  const pick = game.setup(roundNo).picks.find((p) => p.code === code);
  if (!pick) throw new Error(`virtual soccer offers no 1X2 pick ${code}`);
  return {
    id,
    startsAt: new Date(row.closes_at).getTime(),
    drawsAt: new Date(row.draws_at).getTime(),
    winningOddsId: roundOddsId(id, code),
    winningPrice: Number(pick.price),
  };
}
