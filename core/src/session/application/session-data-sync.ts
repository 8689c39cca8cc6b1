// The session's server data (the member, settings, banks, unread count): fetched on demand and polled while logged in.
import type { ViewModelStore } from '../../shared/application/view-model-store.js';
import type { ApiError } from '../../shared/domain/api-error.js';
import type { Result } from '../../shared/domain/result.js';
import type { KeyValueStore } from '../../shared/ports/key-value-store.js';
import { keepsSessionMarker, SESSION_MARKER_KEY } from '../domain/session-marker.js';
import { sessionLoggedIn } from '../domain/session-state.js';
import { usableBanks, type SessionBankSetting, type SessionSettings } from '../domain/session-user.js';
import type { SessionGateway } from './session-gateway.js';
import type { SessionModel } from './session-view.js';

/** What the data sync needs from the session view model that owns it. */
export interface SessionDataHost {
  readonly store: ViewModelStore<SessionModel>;
  readonly gateway: SessionGateway;
  /** Where the 30-minute session marker is kept. */
  readonly keyValueStore: KeyValueStore;
  /** True once the server is about to end the session on purpose: polls stop. */
  isLeaving(): boolean;
  /** A quiet logout (the server no longer knows the session). */
  logout(): void;
  /** Re-runs the route guard on the current location (new settings may close it). */
  reguard(): void;
  /** Acts on the server status a refused answer carried (a logout, a blank page). */
  handleStatusOf(error: ApiError): void;
}

/**
 * Keeps the session's server data current. An answer that arrives after its session ended
 * (the model's `epoch` moved on) is dropped.
 */
export class SessionDataSync {
  constructor(private readonly host: SessionDataHost) {}

  async refreshAll(): Promise<void> {
    await Promise.all([this.refreshSettings(), this.refreshBanks(), this.refreshUnread()]);
  }

  async poll(): Promise<void> {
    if (this.host.isLeaving()) return;
    // Marked as background polls: an idle tab's timer must not keep the session alive (issue 11).
    await Promise.all([this.refreshUser(true), this.refreshSettings(true), this.refreshUnread(true)]);
  }

  async refreshUser(background = false): Promise<void> {
    const epoch = this.epoch;
    const result = await this.host.gateway.me(background);
    if (epoch !== this.epoch || this.model.session.status !== 'loggedIn') return;
    if (result.ok) {
      // null: the server no longer knows the session (expired): log out without an alert.
      if (result.value === null) return this.host.logout();
      this.update({ session: sessionLoggedIn(result.value) });
      if (!keepsSessionMarker(this.model.session)) this.host.keyValueStore.remove(SESSION_MARKER_KEY);
    } else if (result.error.status === 401) {
      // An older server answers a lost session with 401: the same quiet logout.
      this.host.logout();
    } else {
      this.host.handleStatusOf(result.error);
    }
  }

  async refreshSettings(background = false): Promise<void> {
    this.applySettings(await this.host.gateway.fetchSettings(background));
  }

  applySettings(result: Result<SessionSettings, ApiError>): void {
    if (!result.ok) return this.host.handleStatusOf(result.error);
    this.update({ settings: result.value });
    this.host.reguard();
  }

  async refreshBanks(): Promise<void> {
    this.applyBanks(await this.host.gateway.fetchBanks());
  }

  applyBanks(result: Result<readonly SessionBankSetting[], ApiError>): void {
    if (!result.ok) return this.host.handleStatusOf(result.error);
    this.update({ banks: usableBanks(result.value) });
  }

  async refreshUnread(background = false): Promise<void> {
    const session = this.model.session;
    if (session.status !== 'loggedIn') return;
    const epoch = this.epoch;
    const result = await this.host.gateway.fetchUnreadCount(session.user.userId, background);
    if (epoch !== this.epoch) return;
    if (!result.ok) return this.host.handleStatusOf(result.error);
    this.update({ unreadCount: result.value });
  }

  private get model(): SessionModel {
    return this.host.store.get();
  }

  private get epoch(): number {
    return this.host.store.get().epoch;
  }

  private update(patch: Partial<SessionModel>): void {
    this.host.store.set(patch);
  }
}
