import type { VirtualGameKind } from '../../bet-slip/domain/game-detail-type.js';
import { minigameCountdownText, minigameCountdownTone, type MinigameCountdownTone } from '../../minigame/domain/minigame-round.js';
import { formatOdds } from '../../shared/domain/odds.js';
import { VIRTUAL_GAME_KINDS, virtualGameLabel } from '../domain/virtual-games.js';
import type { VirtualRanking } from '../domain/team-standings.js';
import {
  virtualBettingOpen,
  virtualMarkets,
  virtualPlayProgress,
  virtualRoundInLeague,
  virtualSecondsToStart,
  virtualStreamOf,
  type VirtualBoard,
  type VirtualRound,
} from '../domain/virtual-round.js';

/** A drawn round's result stays on the video area this long, then the next round's countdown shows. */
export const VIRTUAL_RESULT_SHOW_MS = 30_000;
/** A started round whose result never came stops "playing" this long after its end. */
export const VIRTUAL_PLAY_STALE_MS = 60_000;

/** The view model's whole state; the view is derived from it. */
export interface VirtualBoardModel {
  readonly game: VirtualGameKind;
  readonly status: 'loading' | 'ready' | 'failed';
  readonly board: VirtualBoard | null;
  /** Rounds seen on earlier boards: the server drops a round from the board when it starts, the screen still plays it. */
  readonly seen: readonly VirtualRound[];
  readonly league: string | null;
  readonly now: number;
  readonly selectedOddsIds: readonly number[];
  readonly alert: string | null;
  /** Soccer's team ranking (spec 9), null until read and on the other games. */
  readonly ranking: VirtualRanking | null;
  /** The newest soccer result the ranking was read after: a new one reads it again. */
  readonly rankingAfter: number | null;
}

export interface VirtualPickView {
  readonly oddsId: number;
  readonly name: string;
  readonly priceText: string;
  readonly selected: boolean;
}

export interface VirtualRoundView {
  readonly id: number;
  readonly roundText: string;
  readonly title: string;
  readonly countdownText: string;
  readonly tone: MinigameCountdownTone;
  readonly markets: readonly { readonly title: string; readonly picks: readonly VirtualPickView[] }[];
}

/** What the video area shows when the provider gives no stream: the round's state from the data. */
export type VirtualStageView =
  | { readonly kind: 'waiting' }
  | {
      readonly kind: 'countdown';
      readonly roundText: string;
      readonly title: string;
      readonly countdownText: string;
      readonly tone: MinigameCountdownTone;
    }
  | {
      readonly kind: 'playing';
      readonly roundText: string;
      readonly title: string;
      readonly home: string | null;
      readonly away: string | null;
      /** 0 to 100: how far the match or race has gone. */
      readonly percent: number;
    }
  | { readonly kind: 'result'; readonly roundText: string; readonly title: string; readonly text: string };

export interface VirtualBoardView {
  readonly games: readonly { readonly game: VirtualGameKind; readonly label: string; readonly active: boolean }[];
  readonly status: 'loading' | 'ready' | 'failed';
  readonly gameName: string | null;
  /** Empty for games without leagues; else '전체' (id null) and one per league. */
  readonly leagues: readonly { readonly id: string | null; readonly name: string; readonly active: boolean }[];
  readonly stream: { readonly url: string; readonly format: 'video' | 'frame' } | null;
  readonly stage: VirtualStageView;
  readonly rounds: readonly VirtualRoundView[];
  readonly results: readonly { readonly id: number; readonly roundText: string; readonly title: string; readonly text: string }[];
  readonly alert: string | null;
  /** Soccer only: the team ranking's tables (the selected league's, or all four). */
  readonly ranking: VirtualRankingView | null;
}

export interface VirtualRankingView {
  readonly rounds: number;
  readonly groups: VirtualRanking['groups'];
}

const roundText = (dayRound: number): string => `${dayRound}회차`;
export const VIRTUAL_ALL_LEAGUES = '전체';

function roundView(m: VirtualBoardModel, round: VirtualRound): VirtualRoundView {
  const seconds = virtualSecondsToStart(round, m.now);
  return {
    id: round.id,
    roundText: roundText(round.dayRound),
    title: round.title,
    countdownText: minigameCountdownText(seconds),
    tone: minigameCountdownTone(seconds),
    markets: virtualMarkets(round.picks).map((market) => ({
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

/** Playing beats a fresh result, which beats the next round's countdown. */
function stageOf(m: VirtualBoardModel, board: VirtualBoard): VirtualStageView {
  const drawn = new Set(board.results.map((r) => r.id));
  const playing = m.seen.filter((r) => r.startsAt <= m.now && !drawn.has(r.id) && r.endsAt + VIRTUAL_PLAY_STALE_MS > m.now).at(-1);
  if (playing)
    return {
      kind: 'playing',
      roundText: roundText(playing.dayRound),
      title: playing.title,
      home: playing.home,
      away: playing.away,
      percent: Math.round(virtualPlayProgress(playing, m.now) * 100),
    };
  const last = board.results[0];
  if (last && m.now - last.endsAt < VIRTUAL_RESULT_SHOW_MS)
    return { kind: 'result', roundText: roundText(last.dayRound), title: titleOf(m, last.id), text: last.text };
  const next = board.rounds.find((r) => virtualBettingOpen(r, m.now));
  if (!next) return { kind: 'waiting' };
  const seconds = virtualSecondsToStart(next, m.now);
  return {
    kind: 'countdown',
    roundText: roundText(next.dayRound),
    title: next.title,
    countdownText: minigameCountdownText(seconds),
    tone: minigameCountdownTone(seconds),
  };
}

const titleOf = (m: VirtualBoardModel, roundId: number): string => m.seen.find((r) => r.id === roundId)?.title ?? '';

export function toVirtualBoardView(m: VirtualBoardModel): VirtualBoardView {
  const board = m.board;
  const league = board?.leagues.find((l) => l.id === m.league) ?? null;
  return {
    games: VIRTUAL_GAME_KINDS.map((game) => ({ game, label: virtualGameLabel(game), active: game === m.game })),
    status: m.status,
    gameName: board?.gameName ?? null,
    leagues:
      board && board.leagues.length > 0
        ? [
            { id: null, name: VIRTUAL_ALL_LEAGUES, active: league === null },
            ...board.leagues.map((l) => ({ id: l.id, name: l.name, active: l.id === league?.id })),
          ]
        : [],
    stream: board ? virtualStreamOf(board.streams) : null,
    stage: board ? stageOf(m, board) : { kind: 'waiting' },
    rounds: (board?.rounds ?? [])
      .filter((r) => virtualBettingOpen(r, m.now) && (league === null || virtualRoundInLeague(r, league)))
      .map((r) => roundView(m, r)),
    results: (board?.results ?? []).map((r) => ({ id: r.id, roundText: roundText(r.dayRound), title: titleOf(m, r.id), text: r.text })),
    alert: m.alert,
    ranking: m.game === 'soccer' && m.ranking ? rankingView(m.ranking, league?.id ?? null) : null,
  };
}

/** The selected league's table, or every group's when all leagues show. */
function rankingView(ranking: VirtualRanking, league: string | null): VirtualRankingView {
  return { rounds: ranking.rounds, groups: ranking.groups.filter((g) => league === null || g.id === league) };
}
