import { map, type Observable } from 'rxjs';
import { failureMessage } from '../../shared/domain/api-error.js';
import { createViewModelStore } from '../../shared/application/view-model-store.js';
import { CASINO_MESSAGES as M } from '../domain/casino.messages.js';
import { CASINO_ALL_PROVIDERS, type CasinoCategory, type CasinoProviderTab } from '../domain/casino-lobby.js';
import {
  CASINO_TRANSFER_MESSAGES,
  casinoTransferPayload,
  checkCasinoTransfer,
  walletAfterTransfer,
  type CasinoTransferDirection,
} from '../domain/casino-transfer.js';
import type { CasinoGateway, CasinoLobbyData, GameWindowPort } from './casino.gateway.js';
import {
  toCasinoLobbyView,
  type CasinoAlert,
  type CasinoLobbyModel,
  type CasinoLobbyView,
  type CasinoMember,
} from './casino-lobby.view.js';

export type { CasinoAlert, CasinoLobbyView, CasinoMember } from './casino-lobby.view.js';

export interface CasinoLobbyViewModelDeps {
  readonly gateway: CasinoGateway;
  readonly member$: Observable<CasinoMember | null>;
  readonly windows: GameWindowPort;
}

const EMPTY_LOBBY: CasinoLobbyData = { providers: [], games: [] };

/** /casino and /slot: provider tabs, search, game tiles, launch in a new window, and the wallet transfer form. */
export class CasinoLobbyViewModel {
  private readonly store = createViewModelStore<CasinoLobbyModel>({
    category: 'casino',
    status: 'loading',
    lobby: EMPTY_LOBBY,
    provider: CASINO_ALL_PROVIDERS,
    search: '',
    launchingGameId: null,
    member: null,
    transfer: { direction: 'cash-to-casino', amountText: '', submitting: false },
    alert: null,
  });
  readonly state$: Observable<CasinoLobbyView> = this.store.state$.pipe(map(toCasinoLobbyView));
  /** Switching lobbies drops the answer of the one left behind. */
  private readonly loadLobby = this.store.latest(
    (category: CasinoCategory) => this.deps.gateway.lobby(category).then((result) => ({ category, result })),
    ({ result }) => this.store.set(result.ok ? { status: 'ready', lobby: result.value } : { status: 'failed', lobby: EMPTY_LOBBY }),
  );
  /** One launch and one transfer at a time (a double click opens one window, moves money once). */
  private readonly sendLaunch = this.store.exclusive((gameId: string) => this.runLaunch(gameId));
  private readonly sendTransfer = this.store.exclusive(() => this.runTransfer());

  constructor(private readonly deps: CasinoLobbyViewModelDeps) {
    this.store.own(deps.member$.subscribe((member) => this.store.set({ member })));
  }

  load(category: CasinoCategory): void {
    this.store.set({ category, status: 'loading', provider: CASINO_ALL_PROVIDERS, search: '' });
    this.loadLobby(category);
  }

  selectProvider(provider: CasinoProviderTab): void {
    this.store.set({ provider });
  }

  setSearch(search: string): void {
    this.store.set({ search });
  }

  /**
   * Opens the window at once (a browser allows it only during the click: the exclusive intent
   * runs `runLaunch` synchronously up to its first await), then loads the game into it.
   */
  launch(gameId: string): void {
    if (!this.store.get().member) return this.showAlert('error', M.loginRequired);
    this.sendLaunch(gameId);
  }

  setTransferDirection(direction: CasinoTransferDirection): void {
    this.store.set((s) => ({ ...s, transfer: { ...s.transfer, direction, amountText: '' } }));
  }

  setTransferAmount(amountText: string): void {
    this.store.set((s) => ({ ...s, transfer: { ...s.transfer, amountText } }));
  }

  submitTransfer(): void {
    this.sendTransfer();
  }

  dismissAlert(): void {
    this.store.set({ alert: null });
  }

  dispose(): void {
    this.store.dispose();
  }

  private showAlert(tone: CasinoAlert['tone'], message: string): void {
    this.store.set({ alert: { tone, message } });
  }

  private async runLaunch(gameId: string): Promise<void> {
    const member = this.store.get().member;
    if (!member) return;
    const game = this.deps.windows.open();
    if (!game) return this.showAlert('error', M.popupBlocked);
    this.store.set({ launchingGameId: gameId });
    const result = await this.deps.gateway.launch(member.id, gameId);
    this.store.set({ launchingGameId: null });
    if (result.ok) return game.show(result.value);
    game.close();
    this.showAlert('error', failureMessage(result.error, M.launchFailed));
  }

  private async runTransfer(): Promise<void> {
    const { member, transfer } = this.store.get();
    if (!member) return this.showAlert('error', M.loginRequired);
    const wallet = { cash: member.cash, casino: member.casino };
    const checked = checkCasinoTransfer(transfer.direction, transfer.amountText, wallet);
    if (!checked.ok) return this.showAlert('error', checked.error.message);
    this.store.set((s) => ({ ...s, transfer: { ...s.transfer, submitting: true } }));
    const result = await this.deps.gateway.transfer(casinoTransferPayload(member.id, transfer.direction, checked.value, wallet));
    this.store.set((s) => ({
      ...s,
      transfer: { ...s.transfer, submitting: false, amountText: result.ok ? '' : s.transfer.amountText },
      // The session's poll brings the server's balances; until then the screen shows the move it just made.
      member: result.ok && s.member ? { ...s.member, ...walletAfterTransfer(transfer.direction, checked.value, s.member) } : s.member,
      alert: result.ok
        ? { tone: 'success', message: CASINO_TRANSFER_MESSAGES.done }
        : { tone: 'error', message: failureMessage(result.error, CASINO_TRANSFER_MESSAGES.failed) },
    }));
  }
}
