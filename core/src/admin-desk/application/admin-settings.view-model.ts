import { map, type Observable } from 'rxjs';
import { createViewModelStore } from '../../shared/application/view-model-store.js';
import { failureMessage, type ApiError } from '../../shared/domain/api-error.js';
import type { Result } from '../../shared/domain/result.js';
import { ADMIN_DESK_MESSAGES as M } from '../domain/admin-desk.messages.js';
import { minigameSwitchGroups, type MinigameSwitchGroup } from '../domain/minigame-switches.js';
import type { AdminDeskGateway, AdminMinigame, AdminSwitches, AdminSwitchKey } from './admin-desk.gateway.js';
import { deskActions, deskMessagesView, NO_DESK_MESSAGES, type DeskMessagesModel } from './desk-actions.js';

interface Model extends DeskMessagesModel {
  readonly switches: AdminSwitches | null;
  readonly minigames: readonly AdminMinigame[] | null;
  readonly saving: boolean;
}

export interface AdminSettingsView {
  /** null while loading (or when the read failed). */
  readonly switches: AdminSwitches | null;
  /** Each mini-game's maintenance switch, grouped by provider; null while loading (or when the read failed). */
  readonly minigameGroups: readonly MinigameSwitchGroup[] | null;
  readonly saving: boolean;
  readonly alert: string | null;
}

/**
 * /admin/settings: the site's switches (maintenance, sign-up, game maintenance, charge bonus) and
 * each mini-game's maintenance, one call per flip.
 */
export class AdminSettingsViewModel {
  private readonly store = createViewModelStore<Model>({ ...NO_DESK_MESSAGES, switches: null, minigames: null, saving: false });
  readonly state$: Observable<AdminSettingsView> = this.store.state$.pipe(
    map((s) => ({
      switches: s.switches,
      minigameGroups: s.minigames === null ? null : minigameSwitchGroups(s.minigames),
      saving: s.saving,
      alert: deskMessagesView(s).alert,
    })),
  );
  private readonly actions = deskActions(this.store);
  private readonly loadSwitches = this.store.latest(
    () => this.deps.gateway.switches(),
    (result) => this.store.set(result.ok ? { switches: result.value } : { alert: failureMessage(result.error, M.loadFailed) }),
  );
  private readonly loadMinigames = this.store.latest(
    () => this.deps.gateway.minigames(),
    (result) => this.store.set(result.ok ? { minigames: result.value } : { alert: failureMessage(result.error, M.loadFailed) }),
  );

  /** One flip at a time: the call, its alert, then the list it changed read again. */
  private readonly save = this.store.exclusive(async (call: () => Promise<Result<unknown, ApiError>>, reload: () => void) => {
    this.store.set({ saving: true });
    await this.actions.send(call(), M.settingsSaved);
    this.store.set({ saving: false });
    reload();
  });

  /** Turns one site switch to `on`; the switches are read again afterwards. */
  setSwitch(key: AdminSwitchKey, on: boolean): void {
    this.save(() => this.deps.gateway.setSwitch(key, on), this.loadSwitches);
  }

  /** Turns one mini-game's maintenance on or off; the games are read again afterwards. */
  setGameMaintenance(gameId: number, on: boolean): void {
    this.save(() => this.deps.gateway.setGameMaintenance(gameId, on), this.loadMinigames);
  }

  readonly dismissAlert = this.actions.dismissAlert;

  constructor(private readonly deps: { readonly gateway: AdminDeskGateway }) {
    this.loadSwitches();
    this.loadMinigames();
  }

  dispose(): void {
    this.store.dispose();
  }
}
