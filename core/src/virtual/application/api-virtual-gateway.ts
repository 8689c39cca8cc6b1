import type { ApiClient } from '../../api/api-client.js';
import { createVirtualApi } from '../../api/client/virtual.js';
import type { VirtualRoundBoardDto } from '../../api/contracts/virtual.js';
import { ok } from '../../shared/domain/result.js';
import { minigameDayRound } from '../../minigame/domain/minigame-round.js';
import { virtualGameApiName } from '../domain/virtual-games.js';
import { VIRTUAL_RESULT_COUNT, type VirtualBoard } from '../domain/virtual-round.js';
import type { VirtualGateway } from './virtual.gateway.js';

/** The board's wire (dates as text, prices already Odds) as the feature's board. */
export function virtualBoardOf(dto: VirtualRoundBoardDto): VirtualBoard {
  const periodSeconds = dto.game.periodSeconds;
  return {
    gameId: dto.game.id,
    gameName: dto.game.nameKorean,
    streams: dto.streams,
    leagues: dto.leagues.map((l) => ({ id: l.id, name: l.nameKorean ?? l.name })),
    rounds: dto.rounds.map((r) => ({
      id: r.id,
      round: r.round,
      dayRound: r.dayRound,
      // A race has no teams, and its server title carries the provider's epoch round number: the game's name reads better.
      title: r.home === null ? dto.game.nameKorean : r.title,
      home: r.home,
      away: r.away,
      startsAt: Date.parse(r.closesAt),
      endsAt: Date.parse(r.drawsAt),
      picks: r.picks.map((p) => ({
        oddsId: p.oddsId,
        marketId: p.marketId,
        marketName: p.marketName,
        marketNameKorean: p.marketNameKorean,
        name: p.name,
        price: p.betPrice,
      })),
    })),
    results: dto.recent.slice(0, VIRTUAL_RESULT_COUNT).map((r) => {
      const endsAt = Date.parse(r.drawsAt);
      return { id: r.id, dayRound: minigameDayRound(endsAt - periodSeconds * 1_000, periodSeconds), endsAt, text: r.winBetName ?? '' };
    }),
  };
}

/** The VirtualGateway over core's typed API client. */
export function createApiVirtualGateway(api: Pick<ApiClient, 'call'>): VirtualGateway {
  const virtual = createVirtualApi(api.call);
  return {
    async board(game, background = false) {
      const r = await virtual.board(virtualGameApiName(game), { background });
      return r.ok ? ok(virtualBoardOf(r.value)) : r;
    },
    async ranking(background = false) {
      const r = await virtual.ranking({ background });
      if (!r.ok) return r;
      return ok({ rounds: r.value.rounds, groups: r.value.groups.map((g) => ({ id: g.id, name: g.nameKorean, teams: g.teams })) });
    },
  };
}
