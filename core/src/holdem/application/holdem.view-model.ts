import { combineLatest, map, type Observable } from 'rxjs';
import type { GameWindowPort } from '../../casino/application/casino.gateway.js';
import { failureMessage } from '../../shared/domain/api-error.js';
import { createViewModelStore } from '../../shared/application/view-model-store.js';
import { GAME_ACCOUNT_CREATED } from '../../api/contracts/games.js';
import { HOLDEM_MESSAGES as M } from '../domain/holdem.messages.js';
import { HOLDEM_GAMES, planHoldemLaunch, type HoldemGame, type HoldemMaintenance, type HoldemMember } from '../domain/holdem-launch.js';
import type { HoldemGateway } from './holdem.gateway.js';

export interface HoldemViewModelDeps {
  readonly gateway: HoldemGateway;
  /** The session's member (null for a visitor). */
  readonly member$: Observable<HoldemMember | null>;
  /** The operator's maintenance flags from the session's settings. */
  readonly maintenance$: Observable<HoldemMaintenance>;
  readonly windows: GameWindowPort;
  /** Asks the session to reload the member (the new game account id) at once. */
  readonly refreshMember: () => void;
}

export interface HoldemCardView {
  readonly game: HoldemGame;
  readonly maintenance: boolean;
  readonly launching: boolean;
}

export interface HoldemView {
  readonly loggedIn: boolean;
  readonly cards: readonly HoldemCardView[];
  /** The text to show in an alert (a refusal), until dismissed. */
  readonly alert: string | null;
}

interface HoldemModel {
  readonly member: HoldemMember | null;
  readonly maintenance: HoldemMaintenance;
  readonly launching: HoldemGame | null;
  readonly alert: string | null;
}

const toView = (s: HoldemModel): HoldemView => ({
  loggedIn: s.member !== null,
  cards: HOLDEM_GAMES.map((game) => ({ game, maintenance: s.maintenance[game], launching: s.launching === game })),
  alert: s.alert,
});

/**
 * /holdem: hold'em (revolution) and real-poker cards. A launch checks login, maintenance and the
 * use flag (spec 5), opens the window during the click (popup blockers), creates the game
 * account when the member has none (a code other than 1 is the spec's unknown error), asks the
 * session to refetch the member, then loads the game link into the window.
 */
export class HoldemViewModel {
  private readonly store = createViewModelStore<HoldemModel>({
    member: null,
    maintenance: { revolution: false, realpoker: false },
    launching: null,
    alert: null,
  });
  readonly state$: Observable<HoldemView> = this.store.state$.pipe(map(toView));
  /** One launch at a time (a double click opens one window, creates one account). */
  private readonly sendLaunch = this.store.exclusive((game: HoldemGame, member: HoldemMember, create: boolean) =>
    this.runLaunch(game, member, create),
  );

  constructor(private readonly deps: HoldemViewModelDeps) {
    this.store.own(
      combineLatest([deps.member$, deps.maintenance$]).subscribe(([member, maintenance]) => this.store.set({ member, maintenance })),
    );
  }

  launch(game: HoldemGame): void {
    const { member, maintenance } = this.store.get();
    const plan = planHoldemLaunch(game, member, maintenance);
    if (!plan.ok) return this.store.set({ alert: plan.error });
    this.sendLaunch(game, member as HoldemMember, plan.value.createAccount);
  }

  dismissAlert(): void {
    this.store.set({ alert: null });
  }

  dispose(): void {
    this.store.dispose();
  }

  private async runLaunch(game: HoldemGame, member: HoldemMember, create: boolean): Promise<void> {
    const opened = this.deps.windows.open();
    if (!opened) return this.store.set({ alert: M.popupBlocked });
    this.store.set({ launching: game });
    const refusal = create ? await this.createAccount(game, member) : null;
    const link = refusal === null ? await this.deps.gateway.link(game, member) : null;
    this.store.set({ launching: null });
    if (link?.ok) return opened.show(link.value);
    opened.close();
    this.store.set({ alert: link && !link.ok ? failureMessage(link.error, M.unknownError) : refusal });
  }

  /** Null when the account was made (and the member refetched), else the text to show. */
  private async createAccount(game: HoldemGame, member: HoldemMember): Promise<string | null> {
    const made = await this.deps.gateway.createAccount(game, member);
    if (!made.ok) return failureMessage(made.error, M.unknownError);
    if (made.value !== GAME_ACCOUNT_CREATED) return M.unknownError;
    this.deps.refreshMember();
    return null;
  }
}
