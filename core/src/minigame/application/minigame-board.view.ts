import { formatOdds } from '../../shared/domain/odds.js';
import {
  MINIGAME_BOARD_PROVIDERS,
  minigameBoardProviderLabel,
  minigameGamesOf,
  type MinigameBoardProvider,
  type MinigameGame,
} from '../domain/minigame-catalogue.js';
import { MINIGAME_MESSAGES } from '../domain/minigame.messages.js';
import {
  minigameCountdownText,
  minigameCountdownTone,
  minigameCurrentRound,
  minigameMarkets,
  minigameSecondsToClose,
  type MinigameBoard,
  type MinigameCountdownTone,
} from '../domain/minigame-round.js';
import type { MinigameMember } from './minigame.gateway.js';

/** The view model's whole state; the view is derived from it. */
export interface MinigameBoardModel {
  readonly provider: MinigameBoardProvider;
  readonly games: readonly MinigameGame[];
  readonly gamesStatus: 'loading' | 'ready' | 'failed';
  readonly gameId: number | null;
  readonly board: MinigameBoard | null;
  readonly now: number;
  readonly member: MinigameMember | null;
  readonly selectedOddsIds: readonly number[];
  /** Board round ids the member has already bet on (one bet per round). */
  readonly betRoundIds: readonly number[];
  readonly alert: string | null;
  /** Set with the alert of a missing game or one in maintenance: the screen then goes to the top page. */
  readonly leave: boolean;
}

export interface MinigameProviderTabView {
  readonly provider: MinigameBoardProvider;
  readonly label: string;
  readonly active: boolean;
}

export interface MinigameGameTabView {
  readonly id: number;
  readonly name: string;
  readonly maintenance: boolean;
  readonly active: boolean;
}

export interface MinigamePickView {
  readonly oddsId: number;
  readonly name: string;
  readonly priceText: string;
  readonly selected: boolean;
}

export interface MinigameRoundView {
  readonly id: number;
  readonly roundText: string;
  readonly countdownText: string;
  readonly tone: MinigameCountdownTone;
  /** The member already bet on this round: picks are refused with the one-bet text. */
  readonly alreadyBet: boolean;
  readonly markets: readonly { readonly title: string; readonly picks: readonly MinigamePickView[] }[];
}

export interface MinigameBoardView {
  readonly providers: readonly MinigameProviderTabView[];
  readonly games: readonly MinigameGameTabView[];
  readonly status: 'loading' | 'ready' | 'failed';
  readonly gameName: string | null;
  /** null between a round's close and the next round's opening (the draw is pending). */
  readonly round: MinigameRoundView | null;
  readonly results: readonly { readonly id: number; readonly roundText: string; readonly text: string }[];
  readonly rule: string;
  readonly alert: string | null;
  readonly leave: boolean;
}

const roundText = (dayRound: number): string => `${dayRound}회차`;

function roundView(m: MinigameBoardModel): MinigameRoundView | null {
  const round = m.board ? minigameCurrentRound(m.board.rounds, m.now) : null;
  if (!round) return null;
  const seconds = minigameSecondsToClose(round, m.now);
  return {
    id: round.id,
    roundText: roundText(round.dayRound),
    countdownText: minigameCountdownText(seconds),
    tone: minigameCountdownTone(seconds),
    alreadyBet: m.betRoundIds.includes(round.id),
    markets: minigameMarkets(round.picks).map((market) => ({
      title: market.title,
      picks: market.picks.map((p) => ({
        oddsId: p.oddsId,
        name: p.name,
        priceText: formatOdds(p.price),
        selected: m.selectedOddsIds.includes(p.oddsId),
      })),
    })),
  };
}

export function toMinigameBoardView(m: MinigameBoardModel): MinigameBoardView {
  const boardReady = m.board !== null && m.board.gameId === m.gameId;
  return {
    providers: MINIGAME_BOARD_PROVIDERS.map((provider) => ({
      provider,
      label: minigameBoardProviderLabel(provider),
      active: provider === m.provider,
    })),
    games: minigameGamesOf(m.games, m.provider).map((g) => ({
      id: g.id,
      name: g.nameKorean,
      maintenance: g.maintenance,
      active: g.id === m.gameId,
    })),
    status: m.gamesStatus === 'ready' && m.gameId !== null && !boardReady ? 'loading' : m.gamesStatus,
    gameName: boardReady ? (m.board?.gameName ?? null) : null,
    round: boardReady ? roundView(m) : null,
    results: boardReady ? (m.board?.results ?? []).map((r) => ({ id: r.id, roundText: roundText(r.dayRound), text: r.text })) : [],
    rule: MINIGAME_MESSAGES.oneBetPerRound,
    alert: m.alert,
    leave: m.leave,
  };
}
