import { oddsToPrice } from '@bet/core/shared';
import { MINIGAME_MESSAGES as M } from '@bet/core/minigame';
import type { Queryable } from '../../db/db.js';
import { done, refuse, type Outcome } from '../../http/refusals.js';
import { roundOddsId, type GameDef } from './game-types.js';
import { gameById } from './games.js';
import { verifyRound } from './round-draw.js';
import { gameSettings, openRounds, recentRounds, roundById, ROUND_STATUS, type GameSettingRow } from './round-store.js';

/** What the boards, settings and the verification of a round answer (HTTP lives in rounds.routes.ts). */

const KST_MS = 9 * 3_600_000;

/** The round's number within its KST day (1 at midnight), as mini-game sites show it. */
export const dayRoundOf = (opensAt: string, periodSeconds: number): number =>
  Math.floor(((new Date(opensAt).getTime() + KST_MS) % 86_400_000) / (periodSeconds * 1_000)) + 1;

const missingGame = () => refuse('gameNotFound', M.missingGame);

/** A mini-game's settings row, refused when it does not exist. */
export async function minigameSetting(sql: Queryable, id: number): Promise<Outcome<GameSettingRow>> {
  const g = (await gameSettings(sql, 'minigame')).find((x) => x.id === id);
  return g ? done(g) : missingGame();
}

/**
 * A mini-game's board. A game in maintenance is refused here too (spec 4: mini-game entries
 * blocked during maintenance).
 */
export async function minigameBoard(sql: Queryable, gameId: number, now: number): Promise<Outcome<Awaited<ReturnType<typeof roundBoard>>>> {
  const game = gameById(gameId);
  if (!game || game.kind !== 'minigame') return missingGame();
  const setting = (await gameSettings(sql, 'minigame')).find((g) => g.id === game.id);
  if (setting?.maintenance) return refuse('gameMaintenance', M.maintenance(setting.nameKorean));
  return done(await roundBoard(sql, game, now));
}

/** A game by id for a board that answers 404 for an unknown one. */
export const boardGame = (id: number, kind?: GameDef['kind']): Outcome<GameDef> => {
  const game = gameById(id);
  return game && (kind === undefined || game.kind === kind) ? done(game) : missingGame();
};

/** Open rounds with their picks (odds ids, prices) and the latest drawn ones with seeds. */
export async function roundBoard(sql: Queryable, game: GameDef, now: number, recent = 10) {
  const open = await openRounds(sql, game.id, now);
  const drawn = await recentRounds(sql, game.id, recent);
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

/** Anyone may check a drawn round: the seed matches the commitment and reproduces the result. */
export async function roundVerification(sql: Queryable, roundId: number) {
  const round = await roundById(sql, roundId);
  if (!round) return refuse('roundNotFound', M.roundNotFound);
  const drawn = round.status === ROUND_STATUS.drawn && round.seed !== null && round.result !== null;
  return done({
    roundId: round.id,
    gameId: round.gameId,
    round: round.roundNo,
    seedHash: round.seedHash,
    seed: drawn ? round.seed : null,
    result: drawn ? round.result : null,
    hmacKey: `${round.gameId}:${round.roundNo}`,
    verified: drawn
      ? verifyRound({ gameId: round.gameId, roundNo: round.roundNo, seedHash: round.seedHash, seed: round.seed!, result: round.result! })
      : false,
  });
}
