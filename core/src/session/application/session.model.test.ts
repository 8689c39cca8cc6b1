import { memberTypeOf } from '../domain/member-kinds.js';
import fc from 'fast-check';
import { ok } from '../../shared/domain/result.js';
import { FakeClock } from '../../shared/testing/fake-clock.js';
import { MemoryStore } from '../../shared/testing/memory-store.js';
import { guardRoute } from '../domain/route-guard.js';
import { parseSessionLocation } from '../domain/route-location.js';
import { SESSION_MARKER_KEY, sessionMarkerValue } from '../domain/session-marker.js';
import { SESSION_LOGGED_OUT, sessionLoggedIn } from '../domain/session-state.js';
import { aSessionUser, failWith, FakeSessionGateway, flushPromises, someSessionSettings } from '../testing/session-fixtures.js';
import { SESSION_POLL_MS, SessionViewModel } from './session-view-model.js';
import type { SessionView } from './session-view.js';

/** What the session should be, seen from outside. */
interface Model {
  loggedIn: boolean;
  type: number | null;
  blank: boolean;
}

interface Real {
  readonly vm: SessionViewModel;
  readonly gateway: FakeSessionGateway;
  readonly clock: FakeClock;
  readonly store: MemoryStore;
  view(): SessionView;
}

const LOGOUT_CODES = [555, 556, 406, 500];

/** Invariants that hold after every command. */
function checkInvariants(model: Model, real: Real): void {
  const view = real.view();
  expect(view.status).toBe(model.loggedIn ? 'loggedIn' : 'loggedOut');
  expect(view.blankPage).toBe(model.blank);
  // The marker exists only for a logged-in member of numeric type 0.
  expect(real.store.get(SESSION_MARKER_KEY) !== null).toBe(model.loggedIn && model.type === 0);
}

class LoginCommand implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly type: number,
    readonly userType: string,
    readonly succeeds: boolean,
  ) {}
  check = (m: Readonly<Model>): boolean => !m.loggedIn;
  async run(m: Model, r: Real): Promise<void> {
    const user = aSessionUser({ type: memberTypeOf(this.type), userType: this.userType });
    r.gateway.loginAnswer = this.succeeds ? ok(user) : failWith(404, '로그인 실패');
    r.gateway.meAnswer = ok(user);
    r.vm.login('member01', 'pw1234');
    await flushPromises();
    if (this.succeeds) {
      m.loggedIn = true;
      m.type = this.type;
      if (this.type === 0) expect(r.store.get(SESSION_MARKER_KEY)).toBe(sessionMarkerValue(r.clock.now()));
    } else {
      // A blanked page shows nothing, alerts included.
      expect(r.view().alert).toBe(m.blank ? null : '로그인 실패');
    }
    checkInvariants(m, r);
  }
  toString = (): string => `login(type ${this.type}, ${this.userType}, ${this.succeeds ? 'ok' : 'fails'})`;
}

class LogoutCommand implements fc.AsyncCommand<Model, Real> {
  check = (): boolean => true;
  async run(m: Model, r: Real): Promise<void> {
    r.vm.logout();
    await flushPromises();
    m.loggedIn = false;
    m.type = null;
    expect(r.view().location).toBe('/');
    checkInvariants(m, r);
  }
  toString = (): string => 'logout';
}

class StatusCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly status: number) {}
  check = (): boolean => true;
  async run(m: Model, r: Real): Promise<void> {
    r.vm.handleStatus(this.status);
    await flushPromises();
    if (LOGOUT_CODES.includes(this.status)) {
      m.loggedIn = false;
      m.type = null;
    }
    if (this.status === 406 || this.status === 600) m.blank = true;
    checkInvariants(m, r);
  }
  toString = (): string => `status ${this.status}`;
}

class NavigateCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly location: string) {}
  check = (): boolean => true;
  async run(m: Model, r: Real): Promise<void> {
    r.clock.advance(1_000);
    r.vm.navigate(this.location);
    await flushPromises();
    if (m.loggedIn && m.type === 0) expect(r.store.get(SESSION_MARKER_KEY)).toBe(sessionMarkerValue(r.clock.now()));
    // Wherever the session ends up is a place the guard allows.
    const view = r.view();
    const { path, query } = parseSessionLocation(view.location);
    const session = view.status === 'loggedIn' ? sessionLoggedIn(view.user) : SESSION_LOGGED_OUT;
    const settings = view.settings;
    expect(guardRoute({ path, query, session, settings, viewportWidth: 1920, nowMs: r.clock.now() })).toEqual({ kind: 'allow' });
    checkInvariants(m, r);
  }
  toString = (): string => `navigate ${this.location}`;
}

class TickCommand implements fc.AsyncCommand<Model, Real> {
  check = (): boolean => true;
  async run(m: Model, r: Real): Promise<void> {
    const before = { ...r.gateway.calls };
    r.clock.advance(SESSION_POLL_MS);
    await flushPromises();
    // No polling while logged out; exactly one round while logged in.
    expect(r.gateway.calls.me - before.me).toBe(m.loggedIn ? 1 : 0);
    expect(r.gateway.calls.unread - before.unread).toBe(m.loggedIn ? 1 : 0);
    checkInvariants(m, r);
  }
  toString = (): string => 'tick';
}

const commands = [
  fc.tuple(fc.constantFrom(0, 1, 2), fc.constantFrom('A', 'G', 'T'), fc.boolean()).map(([t, u, s]) => new LoginCommand(t, u, s)),
  fc.constant(new LogoutCommand()),
  fc.constantFrom(555, 556, 406, 500, 600, 404, 200).map((s) => new StatusCommand(s)),
  fc.constantFrom('/', '/casino', '/deposit', '/partner', '/korea', '/maintenance', '/europe?joinCd=A1').map((l) => new NavigateCommand(l)),
  fc.constant(new TickCommand()),
];

describe('Session (model-based)', () => {
  it('keeps its invariants over any sequence of login, logout, status codes, navigation and ticks', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 25 }), async (cmds) => {
        const gateway = new FakeSessionGateway();
        gateway.settingsAnswer = ok(someSessionSettings());
        const clock = new FakeClock();
        const store = new MemoryStore();
        const vm = new SessionViewModel({ gateway, clock, store, viewportWidth: () => 1920 });
        let current!: SessionView;
        vm.state$.subscribe((v) => (current = v));
        const real: Real = { vm, gateway, clock, store, view: () => current };
        await fc.asyncModelRun(() => ({ model: { loggedIn: false, type: null, blank: false }, real }), cmds);
        vm.dispose();
      }),
      { numRuns: 60 },
    );
  });
});
