import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  minigameBetCall,
  minigameBettingSettingsCall,
  minigameSettingCall,
  minigameSettingsCall,
  minigameRoundsCall,
  fairGamesCall,
  fairRoundsCall,
  virtualBetCall,
  virtualBoardCall,
  virtualRankingCall,
} from '@bet/core/api';
import { ROULETTE_FAIR_GAMES, rouletteKindOfGameId } from '@bet/core/fairness';
import { serve } from '../../http/contract-route.js';
import type { SportsMember } from '../../sports/ports.js';
import { pgErrorCodeOf } from '../../sports/pg-errors.js';
import { refuse } from '../../sports/betting/bet-refusal.js';
import { BET_GAME_TYPE } from '../../sports/core-rules.js';
import { limitsFor } from '../../sports/betting/limits.js';
import { SPORTS_MESSAGES } from '../../sports/messages.js';
import { answer, MONEY, PUBLIC, requireMember, S, type RouteDeps } from '../../sports/routes/route-kit.js';
import { idempotentTransaction } from '../../plugins/idempotent-transaction.js';
import { gameById } from '../games.js';
import { VIRTUAL_SOCCER_LEAGUES } from '../virtual-games.js';
import { virtualRanking } from '../virtual-ranking.js';
import { placeRoundBet, type RoundBetBody } from '../round-bet.js';
import { roundKey, verifyRound } from '../round-draw.js';
import { drawnRoundsPage, gameSettings, roundById, ROUND_STATUS } from '../round-store.js';
import { dayRoundOf, roundBoard } from './round-views.js';
import { MINIGAMES } from '../minigame-catalogue.js';
import { rouletteFairRounds } from '../../routes/roulette/roulette-use-cases.js';

/** Rounds a page of the fairness list shows unless asked otherwise. */
const FAIR_ROUNDS_PER_PAGE = 10;

const VET3_GAMES: Readonly<Record<string, number>> = { soccer: 50, basketball: 55, dog: 60, horse: 65 };

/** Mini-game settings and betting, virtual-sports betting and boards, round verification. */
export async function roundsRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  /** The stake, the slip and the idempotency record with this answer commit together. */
  const place = async (kind: 'minigame' | 'virtual', request: FastifyRequest, body: RoundBetBody, member: SportsMember) => {
    const context = { now: deps.now(), ip: request.ip, requestKey: request.idempotency?.key ?? null };
    try {
      return await idempotentTransaction(request, deps.db, async (tx) => {
        const placed = await placeRoundBet(tx, deps.wallet, member, body, kind, context);
        return { id: placed.slipId, emoney: placed.balance, message: SPORTS_MESSAGES.betDone };
      });
    } catch (error) {
      // Two bets on one round raced past the check: the unique index decided.
      if (pgErrorCodeOf(error) === '23505') throw refuse(409, 'miniGameRoundTaken', SPORTS_MESSAGES.miniGameRoundTaken);
      throw error;
    }
  };

  for (const [contract, kind] of [
    [minigameBetCall, 'minigame'],
    [virtualBetCall, 'virtual'],
  ] as const) {
    serve(app, contract, { config: { ...MONEY, betGame: kind } }, async (request, reply) =>
      answer(reply, async () => {
        const member = await requireMember(deps, request);
        const placed = await place(kind, request, request.body, member);
        await deps.publisher.publish('bet', 'placed', { slipId: placed.id }, member.id);
        return placed;
      }),
    );
  }

  serve(app, minigameSettingsCall, { config: PUBLIC }, async () =>
    (await gameSettings(deps.db, 'minigame')).map((g) => ({
      id: g.id,
      providerName: g.providerName,
      minigameNameKorean: g.nameKorean,
      systemMaintenanceFlg: g.maintenance,
    })),
  );

  serve(app, minigameSettingCall, { config: PUBLIC }, async (request, reply) =>
    answer(reply, async () => {
      const g = (await gameSettings(deps.db, 'minigame')).find((x) => x.id === request.params.id);
      if (!g) throw refuse(404, 'gameNotFound', SPORTS_MESSAGES.gameNotFound);
      return { id: g.id, providerName: g.providerName, minigameNameKorean: g.nameKorean, systemMaintenanceFlg: g.maintenance };
    }),
  );

  serve(app, minigameBettingSettingsCall, {}, async (request, reply) =>
    answer(reply, async () => {
      const member = await requireMember(deps, request);
      const byLevel = await limitsFor(deps.db, BET_GAME_TYPE.miniGame, member.role);
      return (await gameSettings(deps.db, 'minigame')).map((g) => ({
        gameDetailType: g.id,
        minBetAmount: Math.max(g.minBet, byLevel?.minBet ?? 0),
        maxBetAmount: Math.min(g.maxBet, byLevel?.maxBet ?? g.maxBet),
        maxWinAmount: Math.min(g.maxWin, byLevel?.maxWinnings ?? g.maxWin),
      }));
    }),
  );

  /**
   * Open rounds (picks with odds ids and prices, commitments) and the last drawn ones (seeds). A
   * game in maintenance is refused here too (spec 4: mini-game entries blocked during maintenance).
   */
  serve(app, minigameRoundsCall, { config: PUBLIC }, async (request, reply) =>
    answer(reply, async () => {
      const game = gameById(request.query.gameId);
      if (!game || game.kind !== 'minigame') throw refuse(404, 'gameNotFound', SPORTS_MESSAGES.gameNotFound);
      const setting = (await gameSettings(deps.db, 'minigame')).find((g) => g.id === game.id);
      if (setting?.maintenance) throw refuse(409, 'gameMaintenance', SPORTS_MESSAGES.gameMaintenance(setting.nameKorean));
      return roundBoard(deps.db, game, deps.now());
    }),
  );

  /** GET /vet3/Soccer (and Basketball, Dog, Horse): streams, leagues and the open rounds. */
  serve(app, virtualBoardCall, { config: PUBLIC }, async (request, reply) =>
    answer(reply, async () => {
      const game = gameById(VET3_GAMES[request.params.game.toLowerCase()] ?? -1);
      if (!game) throw refuse(404, 'gameNotFound', SPORTS_MESSAGES.gameNotFound);
      const board = await roundBoard(deps.db, game, deps.now());
      return {
        // The simulator has no video; a real provider's adapter would list its stream URLs here.
        streams: [],
        leagues: game.id === 50 ? VIRTUAL_SOCCER_LEAGUES.map((l) => ({ id: l.id, name: l.name, nameKorean: l.nameKorean })) : [],
        ...board,
      };
    }),
  );

  /** GET /vet3/soccer/ranking: the virtual soccer team ranking per group (spec 9), from settled rounds. */
  serve(app, virtualRankingCall, { config: PUBLIC }, async () => virtualRanking(deps.db));

  /** Anyone may check a drawn round: the seed matches the commitment and reproduces the result. */
  app.get<{ Params: { roundId: number } }>(
    '/rounds/:roundId/verify',
    { config: PUBLIC, schema: { params: { type: 'object', required: ['roundId'], properties: { roundId: S.id } } } },
    async (request, reply) =>
      answer(reply, async () => {
        const round = await roundById(deps.db, request.params.roundId);
        if (!round) throw refuse(404, 'roundNotFound', SPORTS_MESSAGES.roundNotFound);
        const drawn = round.status === ROUND_STATUS.drawn && round.seed !== null && round.result !== null;
        return {
          roundId: round.id,
          gameId: round.gameId,
          round: round.roundNo,
          seedHash: round.seedHash,
          seed: drawn ? round.seed : null,
          result: drawn ? round.result : null,
          hmacKey: `${round.gameId}:${round.roundNo}`,
          verified: drawn
            ? verifyRound({
                gameId: round.gameId,
                roundNo: round.roundNo,
                seedHash: round.seedHash,
                seed: round.seed as string,
                result: round.result!,
              })
            : false,
        };
      }),
  );

  /** The games whose rounds the fairness page recomputes (the mini-games and the wheels: core holds their outcome functions). */
  serve(app, fairGamesCall, { config: PUBLIC }, async () => [
    ...MINIGAMES.filter((g) => g.drawKind).map((g) => ({
      id: g.id,
      providerName: g.providerName,
      nameKorean: g.nameKorean,
      drawKind: g.drawKind!,
    })),
    ...ROULETTE_FAIR_GAMES,
  ]);

  /** Drawn rounds of a mini-game (or the member's own spins of a wheel) with commitment, revealed seed and result, newest first. */
  serve(app, fairRoundsCall, { config: PUBLIC }, async (request, reply) =>
    answer(reply, async () => {
      const perpage = request.query.perpage ?? FAIR_ROUNDS_PER_PAGE;
      const wheel = rouletteKindOfGameId(request.query.gameId);
      if (wheel) {
        const member = await requireMember(deps, request);
        return rouletteFairRounds(deps.db, { memberId: member.id, kind: wheel, page: request.query.page ?? 1, perpage });
      }
      const game = gameById(request.query.gameId);
      if (!game || game.kind !== 'minigame') throw refuse(404, 'gameNotFound', SPORTS_MESSAGES.gameNotFound);
      const page = await drawnRoundsPage(deps.db, game.id, ((request.query.page ?? 1) - 1) * perpage, perpage);
      return {
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
      };
    }),
  );
}
