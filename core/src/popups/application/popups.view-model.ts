import { map, type Observable } from 'rxjs';
import { createViewModelStore } from '../../shared/application/view-model-store.js';
import type { Clock } from '../../shared/ports/clock.js';
import type { KeyValueStore } from '../../shared/ports/key-value-store.js';
import {
  DEFAULT_POPUP_SNOOZE_POLICY,
  POPUP_SNOOZE_POLICIES,
  forgetExpiredPopupSnoozes,
  snoozePopup,
  visiblePopups,
  type PopupSnoozePolicy,
  type PopupSnoozePolicyName,
} from '../domain/popup-snooze.js';
import type { SitePopup } from '../domain/site-popup.js';
import type { PopupsGateway } from './popups.gateway.js';

export interface PopupsView {
  /** Popups on screen now. */
  readonly popups: readonly SitePopup[];
  /** The snooze choice the dialogs offer (label and duration of the configured policy). */
  readonly snoozePolicy: PopupSnoozePolicy;
}

export interface PopupsViewModelDeps {
  readonly gateway: PopupsGateway;
  readonly store: KeyValueStore;
  readonly clock: Clock;
  /** Which snooze variant the site uses; DEFAULT_POPUP_SNOOZE_POLICY ('do not open today') if omitted. */
  readonly snoozePolicy?: PopupSnoozePolicyName;
}

/** Everything the view model knows; the view is derived from it (with the snoozes kept on the device). */
interface PopupsModel {
  readonly all: readonly SitePopup[];
  /** Closed until the next load. */
  readonly closed: readonly number[];
  readonly slipGamePath: string | null;
}

/**
 * The top page's popup set. Closing hides a popup until the next load; snoozing hides it for
 * the policy's duration across visits; a route change closes every open popup.
 */
export class PopupsViewModel {
  private readonly policy: PopupSnoozePolicy;
  private readonly store = createViewModelStore<PopupsModel>({ all: [], closed: [], slipGamePath: null });
  readonly state$: Observable<PopupsView>;

  constructor(private readonly deps: PopupsViewModelDeps) {
    this.policy = deps.snoozePolicy ? POPUP_SNOOZE_POLICIES[deps.snoozePolicy] : DEFAULT_POPUP_SNOOZE_POLICY;
    this.state$ = this.store.state$.pipe(map((model) => this.viewOf(model)));
  }

  /** Fetches the popups (top page mount). A failed load shows no popups: they are not essential. */
  async load(): Promise<void> {
    const r = await this.deps.gateway.popups();
    const all = r.ok ? r.value : [];
    forgetExpiredPopupSnoozes(
      this.deps.store,
      all.map((p) => p.id),
      this.deps.clock.now(),
    );
    this.store.set({ all, closed: [] });
  }

  /** Closes one popup for now (the plain close button). */
  close(id: number): void {
    this.store.set((m) => ({ ...m, closed: [...m.closed, id] }));
  }

  /** Hides one popup for the policy's duration and closes it. */
  snooze(id: number): void {
    snoozePopup(this.deps.store, id, this.policy, this.deps.clock.now());
    this.close(id);
  }

  /** Route changes close popups (spec 2). */
  routeChanged(): void {
    this.store.set((m) => ({ ...m, closed: m.all.map((p) => p.id) }));
  }

  /** Popups hide while the bet slip has a game path set; null clears it. */
  setSlipGamePath(path: string | null): void {
    this.store.set({ slipGamePath: path });
  }

  dispose(): void {
    this.store.dispose();
  }

  private viewOf(model: PopupsModel): PopupsView {
    const shown = visiblePopups(model.all, this.deps.store, this.deps.clock.now(), model.slipGamePath).filter(
      (p) => !model.closed.includes(p.id),
    );
    return { popups: shown, snoozePolicy: this.policy };
  }
}
