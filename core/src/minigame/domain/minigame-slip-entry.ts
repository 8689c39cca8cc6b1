import type { BetSlipMiniGameEntry } from '../../bet-slip/domain/bet-slip.types.js';
import { minigameMarketTitle, type MinigamePick, type MinigameRound } from './minigame-round.js';

/** The game a pick belongs to, as the slip names it. */
export interface MinigameSlipGame {
  readonly id: number;
  readonly nameKorean: string;
}

/**
 * A pick as the slip's mini-game entry (spec 3: a slip entry plus name, round, gameId,
 * notification). The fixture is the round (its id), the market keeps spec 4's normal/power
 * prefix, and the slip's card reads '{game} · {n}회차'. `round` is the provider's round number:
 * the server checks the bet against it.
 */
export function minigameSlipEntry(game: MinigameSlipGame, round: MinigameRound, pick: MinigamePick): BetSlipMiniGameEntry {
  const roundText = `${round.dayRound}회차`;
  return {
    id: pick.oddsId,
    betPrice: pick.price,
    betChangedPrice: null,
    fixtureId: round.id,
    sportId: 0,
    marketId: pick.marketId,
    marketName: pick.marketName,
    marketNameKorean: minigameMarketTitle(pick),
    version: 0,
    betName: pick.name,
    betNameKorean: pick.name,
    betLine: null,
    betBaseline: null,
    slipName: `${game.nameKorean} ${roundText}`,
    gameInfo: { home_participants_name: roundText, away_participants_name: '', league_name: game.nameKorean, sport_id: 0 },
    name: pick.name,
    round: round.round,
    gameId: game.id,
    notification: '',
  };
}
