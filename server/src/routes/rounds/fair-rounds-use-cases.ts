import type { FairGameDto, FairRoundsPageDto } from '@bet/core/api';
import { ROULETTE_FAIR_GAMES, rouletteKindOfGameId } from '@bet/core/fairness';
import { MINIGAME_MESSAGES as M } from '@bet/core/minigame';
import type { Queryable } from '../../db/db.js';
import { done, refuse, type Outcome } from '../../http/refusals.js';
import { dayRoundOf } from './round-board-use-cases.js';
import { roundKey } from './round-draw.js';
import { gameById } from './games.js';
import { MINIGAMES } from './minigame-catalogue.js';
import { drawnRoundsPage } from './round-store.js';
import type { RoundsWiring } from './rounds.ports.js';

/** Rounds a page of the fairness list shows unless asked otherwise. */
const FAIR_ROUNDS_PER_PAGE = 10;

/** The games whose rounds the fairness page recomputes (the mini-games and the wheels: core holds their outcome functions). */
export const fairGames = (): FairGameDto[] => [
  ...MINIGAMES.filter((g) => g.drawKind).map((g) => ({
    id: g.id,
    providerName: g.providerName,
    nameKorean: g.nameKorean,
    drawKind: g.drawKind!,
  })),
  ...ROULETTE_FAIR_GAMES,
];

/** Drawn rounds of a mini-game (or the member's own spins of a wheel) with commitment, revealed seed and result, newest first. */
export async function fairRounds(
  sql: Queryable,
  wiring: Pick<RoundsWiring, 'wheelRounds'>,
  args: { readonly memberId: number | null; readonly gameId: number; readonly page?: number; readonly perpage?: number },
): Promise<Outcome<FairRoundsPageDto>> {
  const perpage = args.perpage ?? FAIR_ROUNDS_PER_PAGE;
  const pageNo = args.page ?? 1;
  const wheel = rouletteKindOfGameId(args.gameId);
  if (wheel) {
    if (args.memberId === null) return refuse('loginRequired', M.loginRequired);
    return done(await wiring.wheelRounds(sql, { memberId: args.memberId, kind: wheel, page: pageNo, perpage }));
  }
  const game = gameById(args.gameId);
  if (!game || game.kind !== 'minigame') return refuse('gameNotFound', M.missingGame);
  const page = await drawnRoundsPage(sql, game.id, (pageNo - 1) * perpage, perpage);
  return done({
    total: page.total,
    list: page.rows.map((r) => ({
      id: r.id,
      round: r.roundNo,
      dayRound: dayRoundOf(r.opensAt, game.periodSeconds),
      roundKey: roundKey(game.id, r.roundNo),
      seedHash: r.seedHash,
      seed: r.seed ?? '',
      result: r.result ?? {},
      winBetName: r.result ? game.describe(r.result, r.roundNo) : '',
      drawsAt: r.drawsAt,
    })),
  });
}
