import { EMPTY, distinctUntilChanged, map, switchMap, type Observable } from 'rxjs';
import { createViewModelStore, type ViewModelStore } from '../../shared/application/view-model-store.js';
import type { ApiError } from '../../shared/domain/api-error.js';
import type { Clock } from '../../shared/ports/clock.js';
import type { KeyValueStore } from '../../shared/ports/key-value-store.js';
import { guardRoute, SESSION_ROUTES, type SessionRouteDecision, type SessionRoutePolicy } from '../domain/route-guard.js';
import { parseSessionLocation } from '../domain/route-location.js';
import { keepsSessionMarker, SESSION_MARKER_KEY, sessionMarkerValue } from '../domain/session-marker.js';
import { SESSION_LOGGED_OUT, sessionLoggedIn } from '../domain/session-state.js';
import { sessionEventForStatus } from '../domain/session-status.js';
import type { SessionUser } from '../domain/session-user.js';
import type { SessionGateway } from './session-gateway.js';
import { SessionDataSync } from './session-data-sync.js';
import { SessionLoginFlow } from './session-login-flow.js';
import { initialSessionModel, toSessionView, type SessionModel, type SessionView } from './session-view.js';

/** Spec 4/9: while logged in, user, settings and messages are polled every 5 seconds. */
export const SESSION_POLL_MS = 5_000;

export interface SessionViewModelDeps {
  readonly gateway: SessionGateway;
  readonly clock: Clock;
  readonly store: KeyValueStore;
  /** The current viewport width in CSS px (the app reads it from the window). */
  readonly viewportWidth: () => number;
  /** The site's host name, for the maintenance-exempt test host. */
  readonly host?: string;
  readonly routePolicy?: SessionRoutePolicy;
  /** The location the app was opened at. */
  readonly initialLocation?: string;
}

/**
 * The member's session: login and logout, the server's session codes, the route guard on
 * every navigation and the 5-second polling while logged in. Responses that arrive after the
 * session they belong to has ended are dropped (an `epoch` counts sessions).
 */
export class SessionViewModel {
  readonly state$: Observable<SessionView>;
  /** Set by expectServerLogout: nothing about this session is reported any more. */
  private leaving = false;
  private readonly store: ViewModelStore<SessionModel>;
  private readonly loginFlow: SessionLoginFlow;
  private readonly data: SessionDataSync;

  constructor(private readonly deps: SessionViewModelDeps) {
    this.store = createViewModelStore<SessionModel>(initialSessionModel(deps.initialLocation ?? SESSION_ROUTES.top));
    this.state$ = this.store.state$.pipe(map(toSessionView));
    this.loginFlow = new SessionLoginFlow({
      store: this.store,
      gateway: deps.gateway,
      handleStatusOf: (error) => this.handleStatusOf(error),
      loggedIn: (user) => {
        this.startSession(user);
        return this.data.refreshAll();
      },
    });
    this.data = new SessionDataSync({
      store: this.store,
      gateway: deps.gateway,
      keyValueStore: deps.store,
      isLeaving: () => this.leaving,
      logout: () => this.logout(),
      reguard: () => this.reguard(),
      handleStatusOf: (error) => this.handleStatusOf(error),
    });
    this.store.own(
      this.store.state$
        .pipe(
          map((model) => model.session.status === 'loggedIn'),
          distinctUntilChanged(),
          switchMap((on) => (on ? deps.clock.every(SESSION_POLL_MS) : EMPTY)),
        )
        .subscribe(() => void this.data.poll()),
    );
  }

  /** Logs in (SessionLoginFlow.login says how); a second call while one is in flight is ignored. */
  login(userId: string, password: string, captchaCode = ''): void {
    this.loginFlow.login(userId, password, captchaCode);
  }

  /** An operator's authenticator code for the second step the password opened. */
  sendSecondFactor(code: string): void {
    this.loginFlow.sendSecondFactor(code);
  }

  /** Leaves the second step (the dialog's back or close): the next login starts with the password. */
  cancelSecondFactor(): void {
    this.update({ secondFactor: null });
  }

  /**
   * A login made by another screen (the partner login at /auth/login) becomes the site's
   * session: the same start as after `login`, replacing any session held before.
   */
  acceptLogin(user: SessionUser): void {
    this.update({ loginPending: false, alert: null, captcha: null });
    this.startSession(user);
    void this.data.refreshAll();
  }

  /** Shows a new anti-automation code (the refresh button, or after one was spent). */
  refreshCaptcha(): Promise<void> {
    return this.loginFlow.refreshCaptcha();
  }

  /**
   * Re-opens a session the server still holds (page reload); stays logged out quietly otherwise.
   * The first page waits for this, so the member, the settings and the banks are asked for at
   * once and the unread count is not waited for (asked one after the other, a member's first
   * page waited two round trips). The settings are applied after the session is known: judged
   * with a guest's session, a member's page would be sent to the login.
   */
  async restore(): Promise<void> {
    const epoch = this.epoch;
    const { gateway } = this.deps;
    const [me, settings, banks] = await Promise.all([gateway.me(), gateway.fetchSettings(), gateway.fetchBanks()]);
    if (epoch !== this.epoch || this.model.session.status === 'loggedIn') return;
    const member = me.ok ? me.value : null;
    if (member !== null) this.startSession(member);
    this.data.applySettings(settings);
    this.data.applyBanks(banks);
    this.update({ restoredSettingsUnused: settings.ok && banks.ok });
    // The unread count needs the member's id; the header shows it when it comes.
    if (member !== null) void this.data.refreshUnread();
  }

  /**
   * Reloads the member now (balances, updatedAt) instead of at the next 5-second poll: a screen
   * whose request moved points or cash calls it, so the header and the next request see the change.
   */
  refreshMember(): void {
    if (this.model.session.status === 'loggedIn') void this.data.refreshUser();
  }

  /** Clears the user and goes to the top page. */
  logout(): void {
    this.endSession();
    this.update({ location: SESSION_ROUTES.top });
  }

  /**
   * Runs the route guard for `location` ("/path?query") and moves there or to the redirect.
   * Refreshes the 30-minute marker, and refetches settings and banks unless sent to login or the
   * restore has just fetched them for this first route.
   */
  navigate(location: string): SessionRouteDecision {
    const decision = this.decide(location);
    const target = decision.kind === 'redirect' ? decision.to : location;
    const fresh = this.model.restoredSettingsUnused;
    this.update({ location: target, restoredSettingsUnused: false });
    this.writeMarker();
    const toLogin = decision.kind === 'redirect' && parseSessionLocation(decision.to).path === SESSION_ROUTES.login;
    if (!toLogin && !fresh) void Promise.all([this.data.refreshSettings(), this.data.refreshBanks()]);
    return decision;
  }

  /** Acts on a server status (spec 8): 555, 556, 406 and 500 log out; 406 and 600 blank the page. */
  handleStatus(status: number): void {
    if (this.leaving) return;
    const event = sessionEventForStatus(status);
    if (event === null) return;
    if (event.kind === 'logout' && this.model.session.status === 'loggedIn') {
      this.endSession();
      this.update({ alert: event.message, location: SESSION_ROUTES.top });
    }
    if (event.kind === 'blankPage' || event.blankPage) this.update({ blankPage: true });
  }

  /**
   * The server ended this session on purpose and the page reloads next (a changed password: spec
   * 4 'message, logout, reload'): the polls stop, and a 'logged out' answer meanwhile raises no
   * second alert over the success message the member is reading.
   */
  expectServerLogout(): void {
    this.leaving = true;
  }

  dismissAlert(): void {
    this.update({ alert: null });
  }

  /** Ends the polling and the login intent; `state$` completes. */
  dispose(): void {
    this.store.dispose();
  }

  private get model(): SessionModel {
    return this.store.get();
  }

  /** Which session an answer belongs to: one that arrives after its session ended is dropped. */
  private get epoch(): number {
    return this.store.get().epoch;
  }

  private update(patch: Partial<SessionModel>): void {
    this.store.set(patch);
  }

  private decide(location: string): SessionRouteDecision {
    const { path, query } = parseSessionLocation(location);
    return guardRoute({
      path,
      query,
      session: this.model.session,
      settings: this.model.settings,
      viewportWidth: this.deps.viewportWidth(),
      nowMs: this.deps.clock.now(),
      ...(this.deps.host === undefined ? {} : { host: this.deps.host }),
      ...(this.deps.routePolicy === undefined ? {} : { policy: this.deps.routePolicy }),
    });
  }

  /** Re-runs the guard on the current location (after login or new settings). */
  private reguard(): void {
    const decision = this.decide(this.model.location);
    if (decision.kind === 'redirect') this.update({ location: decision.to });
  }

  private startSession(user: SessionUser): void {
    this.update({ session: sessionLoggedIn(user), unreadCount: 0, epoch: this.epoch + 1 });
    this.writeMarker();
    this.reguard();
  }

  private endSession(): void {
    const wasLoggedIn = this.model.session.status === 'loggedIn';
    this.update({ session: SESSION_LOGGED_OUT, unreadCount: 0, epoch: this.epoch + 1 });
    this.deps.store.remove(SESSION_MARKER_KEY);
    // The server may still hold the session (e.g. after a 500); its answer changes nothing here.
    if (wasLoggedIn) void this.deps.gateway.logout();
  }

  /** Marker only for members of numeric type 0; anyone else has it removed. */
  private writeMarker(): void {
    if (keepsSessionMarker(this.model.session)) {
      this.deps.store.set(SESSION_MARKER_KEY, sessionMarkerValue(this.deps.clock.now()));
    } else {
      this.deps.store.remove(SESSION_MARKER_KEY);
    }
  }

  private handleStatusOf(error: ApiError): void {
    if (error.status !== undefined) this.handleStatus(error.status);
  }
}
