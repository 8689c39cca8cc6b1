import { map, type Observable } from 'rxjs';
import type { VirtualGameKind } from '../../bet-slip/domain/game-detail-type.js';
import { createViewModelStore } from '../../shared/application/view-model-store.js';
import { failureMessage, type ApiError } from '../../shared/domain/api-error.js';
import type { Result } from '../../shared/domain/result.js';
import type { Clock } from '../../shared/ports/clock.js';
import { VIRTUAL_DEFAULT_GAME } from '../domain/virtual-games.js';
import { VIRTUAL_MESSAGES as M } from '../domain/virtual.messages.js';
import { virtualBettingOpen, type VirtualBoard, type VirtualRound } from '../domain/virtual-round.js';
import { virtualSlipEntry } from '../domain/virtual-slip-entry.js';
import type { VirtualGateway, VirtualSlipPort } from './virtual.gateway.js';
import { toVirtualBoardView, VIRTUAL_PLAY_STALE_MS, type VirtualBoardModel, type VirtualBoardView } from './virtual-board.view.js';

export type { VirtualBoardView, VirtualRankingView, VirtualStageView } from './virtual-board.view.js';

/** The countdown's and the animation's step. */
export const VIRTUAL_TICK_MS = 1_000;
/** New rounds and results every 5 s (spec 9's polling). */
export const VIRTUAL_POLL_MS = 5_000;

export interface VirtualBoardViewModelDeps {
  readonly gateway: VirtualGateway;
  readonly clock: Clock;
  readonly slip: VirtualSlipPort;
}

/**
 * /bet365 and /bet365/{soccer,basketball,dog,horse}: the game tabs, soccer's leagues, the open
 * rounds with their countdown to the start and their markets, the video area's state (a stream
 * when the provider gives one, else the round's state: countdown, playing, result) and the last
 * results. Picks go into the slip as virtual entries until the round starts.
 */
export class VirtualBoardViewModel {
  private readonly store;
  readonly state$: Observable<VirtualBoardView>;
  private readonly load;
  private readonly loadRanking;

  constructor(private readonly deps: VirtualBoardViewModelDeps) {
    this.store = createViewModelStore<VirtualBoardModel>({
      game: VIRTUAL_DEFAULT_GAME,
      status: 'loading',
      board: null,
      seen: [],
      league: null,
      now: deps.clock.now(),
      selectedOddsIds: [],
      alert: null,
      ranking: null,
      rankingAfter: null,
    });
    this.state$ = this.store.state$.pipe(map(toVirtualBoardView));
    // The newest game wins: an answer for a game the member already left is dropped. `byPoll`:
    // the timer's reads go out as background polls (no activity for the session's idle limit).
    this.load = this.store.latest(
      (game: VirtualGameKind, byPoll: boolean) => deps.gateway.board(game, byPoll).then((result) => ({ game, result })),
      ({ game, result }) => this.applyBoard(game, result),
    );
    this.loadRanking = this.store.latest(
      (byPoll: boolean) => deps.gateway.ranking(byPoll),
      (result) => {
        // A failed read keeps the last tables; the next soccer result tries again.
        if (result.ok) this.store.set({ ranking: result.value });
      },
    );
    this.store.own(deps.slip.selectedOddsIds$.subscribe((selectedOddsIds) => this.store.set({ selectedOddsIds })));
    this.store.own(deps.clock.every(VIRTUAL_TICK_MS).subscribe(() => this.store.set({ now: deps.clock.now() })));
    this.store.own(deps.clock.every(VIRTUAL_POLL_MS).subscribe(() => this.load(this.store.get().game, true)));
  }

  /** From the route: the game of /bet365/{game} (soccer on /bet365). */
  open(game: VirtualGameKind): void {
    if (game !== this.store.get().game || this.store.get().status === 'failed')
      this.store.set({ game, status: 'loading', board: null, seen: [], league: null, rankingAfter: null });
    this.load(game, false);
  }

  /** A soccer league tab; null shows every league. */
  selectLeague(league: string | null): void {
    this.store.set({ league });
  }

  /** A pick button: into the slip while its round has not started. */
  pick(oddsId: number): void {
    const { board } = this.store.get();
    const round = board?.rounds.find((r) => r.picks.some((p) => p.oddsId === oddsId));
    const pick = round?.picks.find((p) => p.oddsId === oddsId);
    if (!board || !round || !pick || !virtualBettingOpen(round, this.deps.clock.now())) return this.store.set({ alert: M.bettingClosed });
    this.deps.slip.addBet(virtualSlipEntry(board.gameName, round, pick));
  }

  dismissAlert(): void {
    this.store.set({ alert: null });
  }

  dispose(): void {
    this.store.dispose();
  }

  private applyBoard(game: VirtualGameKind, result: Result<VirtualBoard, ApiError>): void {
    const s = this.store.get();
    if (s.game !== game) return;
    const now = this.deps.clock.now();
    if (!result.ok) {
      // A failed poll keeps the board the member is looking at; only a first load fails the screen.
      if (!s.board) this.store.set({ status: 'failed', alert: failureMessage(result.error, M.loadFailed) });
      return;
    }
    this.store.set({ status: 'ready', board: result.value, seen: remember(s.seen, result.value.rounds, now), now });
    this.refreshRanking(game, result.value, s.board === null);
  }

  /** Soccer's ranking changes only when a round is settled: read on the first board and after each new result. */
  private refreshRanking(game: VirtualGameKind, board: VirtualBoard, firstBoard: boolean): void {
    if (game !== 'soccer') return;
    const newest = board.results[0]?.id ?? null;
    if (!firstBoard && newest === this.store.get().rankingAfter) return;
    this.store.set({ rankingAfter: newest });
    this.loadRanking(!firstBoard);
  }
}

/** The rounds seen so far, newest board's version first, without rounds long over. */
function remember(seen: readonly VirtualRound[], rounds: readonly VirtualRound[], now: number): VirtualRound[] {
  const fresh = new Set(rounds.map((r) => r.id));
  return [...seen.filter((r) => !fresh.has(r.id)), ...rounds]
    .filter((r) => r.endsAt + VIRTUAL_PLAY_STALE_MS > now)
    .sort((a, b) => a.startsAt - b.startsAt);
}
