import { map, type Observable } from 'rxjs';
import { createViewModelStore } from '../../shared/application/view-model-store.js';
import { failureMessage } from '../../shared/domain/api-error.js';
import { ADMIN_DESK_MESSAGES as M } from '../domain/admin-desk.messages.js';
import type { AdminDeskGateway, AdminSwitches, AdminSwitchKey } from './admin-desk.gateway.js';
import { deskActions, deskMessagesView, NO_DESK_MESSAGES, type DeskMessagesModel } from './desk-actions.js';

interface Model extends DeskMessagesModel {
  readonly switches: AdminSwitches | null;
  readonly saving: boolean;
}

export interface AdminSettingsView {
  /** null while loading (or when the read failed). */
  readonly switches: AdminSwitches | null;
  readonly saving: boolean;
  readonly alert: string | null;
}

/** /admin/settings: the site's switches (maintenance, sign-up, game maintenance, charge bonus), one call per flip. */
export class AdminSettingsViewModel {
  private readonly store = createViewModelStore<Model>({ ...NO_DESK_MESSAGES, switches: null, saving: false });
  readonly state$: Observable<AdminSettingsView> = this.store.state$.pipe(
    map((s) => ({ switches: s.switches, saving: s.saving, alert: deskMessagesView(s).alert })),
  );
  private readonly actions = deskActions(this.store);
  private readonly load = this.store.latest(
    () => this.deps.gateway.switches(),
    (result) => this.store.set(result.ok ? { switches: result.value } : { alert: failureMessage(result.error, M.loadFailed) }),
  );

  /** Turns one switch to `on`; the switches are read again afterwards. */
  readonly setSwitch = this.store.exclusive(async (key: AdminSwitchKey, on: boolean) => {
    this.store.set({ saving: true });
    await this.actions.send(this.deps.gateway.setSwitch(key, on), M.settingsSaved);
    this.store.set({ saving: false });
    this.load();
  });

  readonly dismissAlert = this.actions.dismissAlert;

  constructor(private readonly deps: { readonly gateway: AdminDeskGateway }) {
    this.load();
  }

  dispose(): void {
    this.store.dispose();
  }
}
