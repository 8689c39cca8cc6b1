import type { Page } from 'playwright-core';
import type { ServerClock } from '@bet/server/ports/clock.js';
import { gameById } from '@bet/server/routes/rounds/games.js';
import { drawRound } from '@bet/server/routes/rounds/round-draw.js';
import { noonClock, type SiteServer } from './site-server.js';

/** The site's noon clock that a test can move forward (the server's rounds close and draw on it). */
export interface ShiftableClock extends ServerClock {
  advance(ms: number): void;
}

export function shiftableNoonClock(): ShiftableClock {
  const base = noonClock();
  let skew = 0;
  return {
    now: () => base.now() + skew,
    advance: (ms) => {
      skew += ms;
    },
  };
}

/** One pass of the site's round scheduler: open due rounds, close betting, draw and settle. */
export async function tickRounds(site: SiteServer): Promise<void> {
  const scheduler = site.rounds.scheduler();
  if (!scheduler) throw new Error('the site runs without rounds: start it with rounds: true');
  await scheduler.tick();
}

export interface OpenRound {
  readonly id: number;
  readonly roundNo: number;
  readonly drawsAt: number;
  /** The normal-ball odd/even pick (code 1 odd, 2 even) that the committed seed makes win. */
  readonly winningOddEvenOddsId: number;
  readonly losingOddEvenOddsId: number;
}

/**
 * The open round of a ball game, read from the database as the operator could: its stored seed
 * tells which normal-ball odd/even pick wins, so the test can bet on a winner and see a payout.
 */
export async function openBallRound(site: SiteServer, gameId: number): Promise<OpenRound> {
  const { rows } = await site.db.query<{ id: number | string; round_no: number | string; seed: string; draws_at: Date }>(
    'SELECT id, round_no, seed, draws_at FROM game_rounds WHERE game_id = $1 AND status = 0 ORDER BY round_no LIMIT 1',
    [gameId],
  );
  const row = rows[0];
  const game = gameById(gameId);
  if (!row || !game) throw new Error(`no open round of game ${gameId}`);
  const id = Number(row.id);
  const roundNo = Number(row.round_no);
  const sum = Number(drawRound(game, roundNo, row.seed).sum);
  const odd = sum % 2 === 1;
  return {
    id,
    roundNo,
    drawsAt: new Date(row.draws_at).getTime(),
    winningOddEvenOddsId: id * 1_000 + (odd ? 1 : 2),
    losingOddEvenOddsId: id * 1_000 + (odd ? 2 : 1),
  };
}

/**
 * Moves the server's clock and the page's clock forward together, then runs the scheduler once
 * (so rounds due by then close, draw and settle).
 */
export async function advanceSiteTime(site: SiteServer, clock: ShiftableClock, page: Page | null, ms: number): Promise<void> {
  clock.advance(ms);
  if (page) await page.clock.fastForward(ms);
  await tickRounds(site);
}
