import type { BetSlipEntry } from '../../bet-slip/domain/bet-slip.types.js';
import type { VirtualPick, VirtualRound } from './virtual-round.js';

/**
 * A virtual pick as a slip entry: the fixture is the round (its id, which the server checks),
 * the teams are the round's (or its title for a race), the slip card reads '{game} {n}회차'.
 */
export function virtualSlipEntry(gameName: string, round: VirtualRound, pick: VirtualPick): BetSlipEntry {
  return {
    id: pick.oddsId,
    betPrice: pick.price,
    betChangedPrice: null,
    fixtureId: round.id,
    sportId: 0,
    marketId: pick.marketId,
    marketName: pick.marketName,
    marketNameKorean: pick.marketNameKorean,
    version: 0,
    betName: pick.name,
    betNameKorean: pick.name,
    betLine: null,
    betBaseline: null,
    slipName: `${gameName} ${round.dayRound}회차`,
    gameInfo: {
      home_participants_name: round.home ?? round.title,
      away_participants_name: round.away ?? '',
      league_name: gameName,
      sport_id: 0,
    },
  };
}
