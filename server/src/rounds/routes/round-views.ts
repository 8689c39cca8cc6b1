import { oddsToPrice } from '@bet/core/shared';
import type { SqlRunner } from '../../sports/ports.js';
import { roundOddsId, type GameDef } from '../game-types.js';
import { openRounds, recentRounds } from '../round-store.js';

const KST_MS = 9 * 3_600_000;

/** The round's number within its KST day (1 at midnight), as mini-game sites show it. */
export const dayRoundOf = (opensAt: string, periodSeconds: number): number =>
  Math.floor(((new Date(opensAt).getTime() + KST_MS) % 86_400_000) / (periodSeconds * 1_000)) + 1;

/** Open rounds with their picks (odds ids, prices) and the latest drawn ones with seeds. */
export async function roundBoard(db: SqlRunner, game: GameDef, now: number, recent = 10) {
  const open = await openRounds(db, game.id, now);
  const drawn = await recentRounds(db, game.id, recent);
  return {
    game: { id: game.id, providerName: game.providerName, nameKorean: game.nameKorean, periodSeconds: game.periodSeconds },
    rounds: open.map((r) => {
      const setup = game.setup(r.roundNo);
      return {
        id: r.id,
        fixtureId: r.id,
        round: r.roundNo,
        dayRound: dayRoundOf(r.opensAt, game.periodSeconds),
        title: setup.title,
        home: setup.home ?? null,
        away: setup.away ?? null,
        closesAt: r.closesAt,
        drawsAt: r.drawsAt,
        seedHash: r.seedHash,
        picks: setup.picks.map((p) => ({
          oddsId: roundOddsId(r.id, p.code),
          marketId: p.code,
          marketName: p.marketName,
          marketNameKorean: p.marketNameKorean,
          name: p.name,
          betPrice: oddsToPrice(p.price),
        })),
      };
    }),
    recent: drawn.map((r) => ({
      id: r.id,
      round: r.roundNo,
      result: r.result,
      winBetName: r.result ? game.describe(r.result, r.roundNo) : null,
      seedHash: r.seedHash,
      seed: r.seed,
      drawsAt: r.drawsAt,
    })),
  };
}
