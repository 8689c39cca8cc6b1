import { BehaviorSubject, type Observable } from 'rxjs';
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

/**
 * The top page's popup set. Closing hides a popup until the next load; snoozing hides it for
 * the policy's duration across visits; a route change closes every open popup.
 */
export class PopupsViewModel {
  private readonly policy: PopupSnoozePolicy;
  private readonly view: BehaviorSubject<PopupsView>;
  readonly state$: Observable<PopupsView>;
  private all: readonly SitePopup[] = [];
  private closed = new Set<number>();
  private slipGamePath: string | null = null;

  constructor(private readonly deps: PopupsViewModelDeps) {
    this.policy = deps.snoozePolicy ? POPUP_SNOOZE_POLICIES[deps.snoozePolicy] : DEFAULT_POPUP_SNOOZE_POLICY;
    this.view = new BehaviorSubject<PopupsView>({ popups: [], snoozePolicy: this.policy });
    this.state$ = this.view.asObservable();
  }

  /** Fetches the popups (top page mount). A failed load shows no popups: they are not essential. */
  async load(): Promise<void> {
    const r = await this.deps.gateway.popups();
    this.all = r.ok ? r.value : [];
    this.closed = new Set();
    forgetExpiredPopupSnoozes(
      this.deps.store,
      this.all.map((p) => p.id),
      this.deps.clock.now(),
    );
    this.publish();
  }

  /** Closes one popup for now (the plain close button). */
  close(id: number): void {
    this.closed.add(id);
    this.publish();
  }

  /** Hides one popup for the policy's duration and closes it. */
  snooze(id: number): void {
    snoozePopup(this.deps.store, id, this.policy, this.deps.clock.now());
    this.close(id);
  }

  /** Route changes close popups (spec 2). */
  routeChanged(): void {
    for (const p of this.all) this.closed.add(p.id);
    this.publish();
  }

  /** Popups hide while the bet slip has a game path set; null clears it. */
  setSlipGamePath(path: string | null): void {
    this.slipGamePath = path;
    this.publish();
  }

  private publish(): void {
    const shown = visiblePopups(this.all, this.deps.store, this.deps.clock.now(), this.slipGamePath).filter((p) => !this.closed.has(p.id));
    this.view.next({ popups: shown, snoozePolicy: this.policy });
  }
}
