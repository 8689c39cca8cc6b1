import { map, type Observable } from 'rxjs';
import { createViewModelStore } from '../../shared/application/view-model-store.js';
import { failureMessage, type ApiError } from '../../shared/domain/api-error.js';
import type { Result } from '../../shared/domain/result.js';
import type { Clock } from '../../shared/ports/clock.js';
import {
  isMinigameBoardProvider,
  MINIGAME_BOARD_PROVIDERS,
  minigameAccess,
  minigameDefaultGame,
  minigameGamesOf,
  type MinigameBoardProvider,
  type MinigameGame,
} from '../domain/minigame-catalogue.js';
import { MINIGAME_MESSAGES as M } from '../domain/minigame.messages.js';
import { minigameBettingOpen, type MinigameBoard } from '../domain/minigame-round.js';
import { minigameSlipEntry } from '../domain/minigame-slip-entry.js';
import type { MinigameGateway, MinigameMember, MinigameSlipPort } from './minigame.gateway.js';
import { toMinigameBoardView, type MinigameBoardModel, type MinigameBoardView } from './minigame-board.view.js';

export type { MinigameBoardView } from './minigame-board.view.js';

/** The countdown's step. */
export const MINIGAME_TICK_MS = 1_000;
/** Spec 9: polling every 5 s (new rounds, the last results, the rounds the member has used). */
export const MINIGAME_POLL_MS = 5_000;

export interface MinigameBoardViewModelDeps {
  readonly gateway: MinigameGateway;
  readonly clock: Clock;
  readonly member$: Observable<MinigameMember | null>;
  readonly slip: MinigameSlipPort;
}

/** What entering a provider page or a game decided. */
type Entry = { readonly provider: MinigameBoardProvider; readonly games: readonly MinigameGame[]; readonly gameId: number | null } | string;

/**
 * /minigame and /minigame/{provider}: provider tabs, the provider's games, the round board
 * (round number, countdown to close, picks with odds, the last 10 results) and picks into the
 * slip as mini-game entries. A missing game or one in maintenance is an alert and then the top
 * page (spec 7); one bet per round (spec 8) is refused here already, then by the slip and the server.
 */
export class MinigameBoardViewModel {
  private readonly store;
  readonly state$: Observable<MinigameBoardView>;
  private readonly enter;
  private readonly loadBoard;
  private readonly loadBetRounds;

  constructor(private readonly deps: MinigameBoardViewModelDeps) {
    this.store = createViewModelStore<MinigameBoardModel>({
      provider: MINIGAME_BOARD_PROVIDERS[0],
      games: [],
      gamesStatus: 'loading',
      gameId: null,
      board: null,
      now: deps.clock.now(),
      member: null,
      selectedOddsIds: [],
      betRoundIds: [],
      alert: null,
      leave: false,
    });
    this.state$ = this.store.state$.pipe(map(toMinigameBoardView));
    // The newest navigation wins: an answer for a page the member already left is dropped.
    this.enter = this.store.latest(
      (provider: string | undefined, gameId: number | undefined) => this.decide(provider, gameId),
      (entry) => this.applyEntry(entry),
    );
    // `byPoll`: the timer's reads go out as background polls (no activity for the idle limit).
    this.loadBoard = this.store.latest(
      (gameId: number, byPoll: boolean) => deps.gateway.board(gameId, byPoll).then((result) => ({ gameId, result })),
      ({ gameId, result }) => this.applyBoard(gameId, result),
    );
    this.loadBetRounds = this.store.latest(
      (userId: string, gameId: number, byPoll: boolean) => deps.gateway.betRounds(userId, gameId, byPoll),
      (result) => {
        if (result.ok) this.store.set({ betRoundIds: result.value });
      },
    );
    this.store.own(
      deps.member$.subscribe((member) => {
        this.store.set({ member, betRoundIds: [] });
        this.refreshBetRounds(false);
      }),
    );
    this.store.own(deps.slip.selectedOddsIds$.subscribe((selectedOddsIds) => this.store.set({ selectedOddsIds })));
    this.store.own(deps.slip.placed$.subscribe(() => this.refreshBetRounds(false)));
    this.store.own(deps.clock.every(MINIGAME_TICK_MS).subscribe(() => this.store.set({ now: deps.clock.now() })));
    this.store.own(deps.clock.every(MINIGAME_POLL_MS).subscribe(() => this.refresh(true)));
  }

  /** From the route: /minigame (the first provider) or /minigame/{provider}, optionally with a game id. */
  open(provider?: string, gameId?: number): void {
    this.enter(provider, gameId);
  }

  /** A game of the current provider: checked with the server first (it may be in maintenance now). */
  selectGame(gameId: number): void {
    this.enter(this.store.get().provider, gameId);
  }

  /** A pick button: into the slip, unless betting closed or the member already bet on this round. */
  pick(oddsId: number): void {
    const s = this.store.get();
    if (!s.member) return this.store.set({ alert: M.loginRequired });
    const round = s.board?.rounds.find((r) => r.picks.some((p) => p.oddsId === oddsId));
    const pick = round?.picks.find((p) => p.oddsId === oddsId);
    if (!s.board || !round || !pick || !minigameBettingOpen(round, this.deps.clock.now()))
      return this.store.set({ alert: M.bettingClosed });
    if (s.betRoundIds.includes(round.id)) return this.store.set({ alert: M.oneBetPerRound });
    this.deps.slip.addBet(minigameSlipEntry({ id: s.board.gameId, nameKorean: s.board.gameName }, round, pick));
  }

  /** The alert was shown (and, for a refused game, the screen left): the next alert stands alone. */
  dismissAlert(): void {
    this.store.set({ alert: null, leave: false });
  }

  dispose(): void {
    this.store.dispose();
  }

  private async decide(provider: string | undefined, gameId: number | undefined): Promise<Entry> {
    const name = provider ?? MINIGAME_BOARD_PROVIDERS[0];
    if (!isMinigameBoardProvider(name)) return M.missingGame;
    const games = await this.deps.gateway.games();
    if (!games.ok) return failureMessage(games.error, M.loadFailed);
    if (gameId === undefined)
      return { provider: name, games: games.value, gameId: minigameDefaultGame(minigameGamesOf(games.value, name))?.id ?? null };
    const setting = await this.deps.gateway.game(gameId);
    if (!setting.ok) return failureMessage(setting.error, M.loadFailed);
    const access = minigameAccess(setting.value);
    if (!access.ok) return access.message;
    const owner = access.game.providerName;
    return { provider: isMinigameBoardProvider(owner) ? owner : name, games: games.value, gameId };
  }

  private applyEntry(entry: Entry): void {
    if (typeof entry === 'string') return this.store.set({ alert: entry, leave: true });
    this.store.set({ provider: entry.provider, games: entry.games, gamesStatus: 'ready', gameId: entry.gameId, betRoundIds: [] });
    this.refresh(false);
  }

  private applyBoard(gameId: number, result: Result<MinigameBoard, ApiError>): void {
    if (this.store.get().gameId !== gameId) return;
    if (result.ok) return this.store.set({ board: result.value, now: this.deps.clock.now() });
    // The game went missing or into maintenance while the member watched: alert, then the top page.
    if (result.error.status === 404 || result.error.status === 409)
      return this.store.set({ alert: failureMessage(result.error), leave: true });
    if (!this.store.get().board) this.store.set({ alert: failureMessage(result.error, M.loadFailed) });
  }

  /** Reads the board and the used rounds: `byPoll` for the timer's reads, false for a member's navigation. */
  private refresh(byPoll: boolean): void {
    const { gameId } = this.store.get();
    if (gameId === null) return;
    this.loadBoard(gameId, byPoll);
    this.refreshBetRounds(byPoll);
  }

  private refreshBetRounds(byPoll: boolean): void {
    const { member, gameId } = this.store.get();
    if (member && gameId !== null) this.loadBetRounds(member.userId, gameId, byPoll);
  }
}
