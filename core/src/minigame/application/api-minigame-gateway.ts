import type { ApiClient } from '../../api/api-client.js';
import { createMinigameRoundsApi } from '../../api/client/minigame-rounds.js';
import type { MinigameSettingDto } from '../../api/contracts/minigame.js';
import type { MinigameRoundBoardDto } from '../../api/contracts/minigame-rounds.js';
import { ok } from '../../shared/domain/result.js';
import type { MinigameGame } from '../domain/minigame-catalogue.js';
import { MINIGAME_RESULT_COUNT, minigameDayRound, type MinigameBoard } from '../domain/minigame-round.js';
import type { MinigameGateway } from './minigame.gateway.js';

/** A mini-game's slips are history game type 3 (spec 9). */
const MINIGAME_HISTORY_GAME_TYPE = 3;
/** Only the newest slips matter: a member can only bet on the round open now. */
const RECENT_SLIPS = 10;

const gameOf = (dto: MinigameSettingDto): MinigameGame => ({
  id: dto.id,
  providerName: dto.providerName,
  nameKorean: dto.minigameNameKorean,
  maintenance: dto.systemMaintenanceFlg,
});

/** The board's wire (dates as text, prices already Odds) as the feature's board. */
export function minigameBoardOf(dto: MinigameRoundBoardDto): MinigameBoard {
  const periodMs = dto.game.periodSeconds * 1_000;
  return {
    gameId: dto.game.id,
    gameName: dto.game.nameKorean,
    rounds: dto.rounds.map((r) => ({
      id: r.id,
      round: r.round,
      dayRound: r.dayRound,
      title: r.title,
      closesAt: Date.parse(r.closesAt),
      drawsAt: Date.parse(r.drawsAt),
      seedHash: r.seedHash,
      picks: r.picks.map((p) => ({
        oddsId: p.oddsId,
        marketId: p.marketId,
        marketName: p.marketName,
        marketNameKorean: p.marketNameKorean,
        name: p.name,
        price: p.betPrice,
      })),
    })),
    results: dto.recent.slice(0, MINIGAME_RESULT_COUNT).map((r) => ({
      id: r.id,
      dayRound: minigameDayRound(Date.parse(r.drawsAt) - periodMs, dto.game.periodSeconds),
      text: r.winBetName ?? '',
    })),
  };
}

/** The MinigameGateway over core's typed API client (settings, the round board, the member's history). */
export function createApiMinigameGateway(api: Pick<ApiClient, 'call' | 'minigame' | 'sports'>): MinigameGateway {
  const rounds = createMinigameRoundsApi(api.call);
  return {
    async games() {
      const r = await api.minigame.settings();
      return r.ok ? ok(r.value.map(gameOf)) : r;
    },
    async game(gameId) {
      const r = await api.minigame.setting(gameId);
      if (r.ok) return ok(gameOf(r.value));
      return r.error.kind === 'http' && r.error.status === 404 ? ok(null) : r;
    },
    async board(gameId, background = false) {
      const r = await rounds.board(gameId, { background });
      return r.ok ? ok(minigameBoardOf(r.value)) : r;
    },
    async betRounds(memberUserId, gameId, background = false) {
      const r = await api.sports.history(
        { gameType: MINIGAME_HISTORY_GAME_TYPE, memberUserId, gameDetailTypes: [gameId], page: 1, perpage: RECENT_SLIPS },
        { background },
      );
      if (!r.ok) return r;
      return ok(r.value.flatMap((slip) => slip.legs.flatMap((leg) => (leg.round_id ? [leg.round_id] : []))));
    },
  };
}
