import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  fairGamesCall,
  fairRoundsCall,
  minigameBetCall,
  minigameBettingSettingsCall,
  minigameSettingCall,
  minigameSettingsCall,
  minigameRoundsCall,
  virtualBetCall,
  virtualBoardCall,
  virtualRankingCall,
} from '@bet/core/api';
import { BET_GAME_TYPE, BET_SLIP_MESSAGES } from '@bet/core/bet-slip';
import type { AppDeps } from '../../app-types.js';
import { serve } from '../../http/contract-route.js';
import { refusal, valueOf } from '../../http/refusals.js';
import { idempotentTransaction } from '../../plugins/idempotent-transaction.js';
import { memberOf } from '../route-kit.js';
import { fairGames, fairRounds } from './fair-rounds-use-cases.js';
import { boardGame, minigameBoard, minigameSetting, roundBoard, roundVerification } from './round-board-use-cases.js';
import { placeRoundBet, roundTakenRefusal, type RoundBetBody, type RoundKind } from './round-bet-use-cases.js';
import { gameSettings } from './round-store.js';
import type { RoundsWiring } from './rounds.ports.js';
import { VIRTUAL_SOCCER_LEAGUES } from './virtual-games.js';
import { virtualRanking } from './virtual-ranking.js';

const PUBLIC = { auth: 'public' } as const;
const ROUND_ID_PARAMS = {
  type: 'object',
  required: ['roundId'],
  properties: { roundId: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER } },
} as const;
const VET3_GAMES: Readonly<Record<string, number>> = { soccer: 50, basketball: 55, dog: 60, horse: 65 };
const settingOf = (g: { id: number; providerName: string; nameKorean: string; maintenance: boolean }) => ({
  id: g.id,
  providerName: g.providerName,
  minigameNameKorean: g.nameKorean,
  systemMaintenanceFlg: g.maintenance,
});

/** Mini-game settings and betting, virtual-sports betting and boards, round verification. HTTP only. */
export async function roundsRoutes(api: FastifyInstance, deps: AppDeps, wiring: RoundsWiring): Promise<void> {
  const { db, clock } = deps;

  /** The stake, the slip and the idempotency record with this answer commit together (a refusal rolls all back). */
  const place = async (kind: RoundKind, request: FastifyRequest, body: RoundBetBody) => {
    const member = memberOf(request);
    const context = { now: clock.now(), ip: request.ip, requestKey: request.idempotency?.key ?? null };
    try {
      const placed = await idempotentTransaction(request, db, async (tx) => {
        const slip = valueOf(await placeRoundBet(tx, wiring.slips, member, body, kind, context));
        return { id: slip.slipId, emoney: slip.balance, message: BET_SLIP_MESSAGES.betDone };
      });
      await wiring.publisher.publish('bet', 'placed', { slipId: placed.id }, member.id);
      return placed;
    } catch (error) {
      const taken = roundTakenRefusal(error);
      if (taken) throw refusal(taken);
      throw error;
    }
  };
  const money = (kind: RoundKind) => ({ config: { idempotent: true, betGame: kind } });
  serve(api, minigameBetCall, money('minigame'), (request) => place('minigame', request, request.body));
  serve(api, virtualBetCall, money('virtual'), (request) => place('virtual', request, request.body));

  serve(api, minigameSettingsCall, { config: PUBLIC }, async () => (await gameSettings(db, 'minigame')).map(settingOf));
  serve(api, minigameSettingCall, { config: PUBLIC }, async (request) => settingOf(valueOf(await minigameSetting(db, request.params.id))));

  serve(api, minigameBettingSettingsCall, {}, async (request) => {
    const byLevel = await wiring.slips.limitsFor(db, BET_GAME_TYPE.miniGame, memberOf(request).role);
    return (await gameSettings(db, 'minigame')).map((g) => ({
      gameDetailType: g.id,
      minBetAmount: Math.max(g.minBet, byLevel?.minBet ?? 0),
      maxBetAmount: Math.min(g.maxBet, byLevel?.maxBet ?? g.maxBet),
      maxWinAmount: Math.min(g.maxWin, byLevel?.maxWinnings ?? g.maxWin),
    }));
  });

  /** Open rounds (picks with odds ids and prices, commitments) and the last drawn ones (seeds). */
  serve(api, minigameRoundsCall, { config: PUBLIC }, async (request) =>
    valueOf(await minigameBoard(db, request.query.gameId, clock.now())),
  );

  /** GET /vet3/Soccer (and Basketball, Dog, Horse): streams, leagues and the open rounds. */
  serve(api, virtualBoardCall, { config: PUBLIC }, async (request) => {
    const game = valueOf(boardGame(VET3_GAMES[request.params.game.toLowerCase()] ?? -1));
    const board = await roundBoard(db, game, clock.now());
    return {
      // The simulator has no video; a real provider's adapter would list its stream URLs here.
      streams: [],
      leagues: game.id === 50 ? VIRTUAL_SOCCER_LEAGUES.map((l) => ({ id: l.id, name: l.name, nameKorean: l.nameKorean })) : [],
      ...board,
    };
  });

  /** GET /vet3/soccer/ranking: the virtual soccer team ranking per group (spec 9), from settled rounds. */
  serve(api, virtualRankingCall, { config: PUBLIC }, async () => virtualRanking(db));

  /** Anyone may check a drawn round (no contract in core: the answer is the fairness page's raw proof). */
  api.get<{ Params: { roundId: number } }>(
    '/rounds/:roundId/verify',
    { config: PUBLIC, schema: { params: ROUND_ID_PARAMS } },
    async (request) => valueOf(await roundVerification(db, request.params.roundId)),
  );

  serve(api, fairGamesCall, { config: PUBLIC }, async () => fairGames());
  serve(api, fairRoundsCall, { config: PUBLIC }, async (request) =>
    valueOf(await fairRounds(db, wiring, { memberId: request.member?.id ?? null, ...request.query })),
  );
}
