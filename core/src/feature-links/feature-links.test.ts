import { BehaviorSubject, Subject } from 'rxjs';
import { createApiClient } from '../api/index.js';
import { GUEST_BET_SLIP_CONTEXT } from '../bet-slip/index.js';
import { DEFAULT_SIGN_UP_POLICY } from '../sign-up/index.js';
import type { SessionView } from '../session/index.js';
import { someSessionSettings, loggedInSessionView, loggedOutSessionView } from '../session/testing/session-fixtures.js';
import { FakeHttp } from '../shared/testing/fake-http.js';
import { LiveBetDelays, NO_LIVE_BET_DELAYS } from './live-bet-delays.js';
import { SessionStreams } from './session-streams.js';

const loggedOut = loggedOutSessionView;
const loggedIn = loggedInSessionView;

describe('SessionStreams: the session as other features read it', () => {
  it('gives a visitor the guest slip context, no member, and no charge member', () => {
    const state$ = new BehaviorSubject<SessionView>(loggedOut);
    const streams = new SessionStreams({ state$ });
    const contexts: unknown[] = [];
    const members: unknown[] = [];
    streams.betSlipContext$.subscribe((c) => contexts.push(c));
    streams.chargeMember$.subscribe((m) => members.push(m));
    expect(contexts).toEqual([GUEST_BET_SLIP_CONTEXT]);
    expect(members).toEqual([]);
    expect([streams.member(), streams.role(), streams.isLoggedIn()]).toEqual([null, null, false]);
  });

  it('maps the logged-in member into the slip context, the charge member and the synchronous reads', () => {
    const state$ = new BehaviorSubject<SessionView>(loggedIn({ id: 7, userId: 'member07', role: 3, emoney: 12_000 as never }));
    const streams = new SessionStreams({ state$ });
    let context: unknown;
    let member: { id: number; emoney: number } | undefined;
    streams.betSlipContext$.subscribe((c) => (context = c));
    streams.chargeMember$.subscribe((m) => (member = m));
    expect(context).toEqual({ loggedIn: true, memberId: 7, userId: 'member07', role: 3, cash: 12_000 });
    expect(member).toMatchObject({ id: 7, emoney: 12_000 });
    expect([streams.member()?.userId, streams.role(), streams.isLoggedIn()]).toEqual(['member07', 3, true]);
  });

  it('emits the user id only when it changes, and charge settings only when a flag changes', () => {
    const state$ = new BehaviorSubject<SessionView>(loggedOut);
    const streams = new SessionStreams({ state$ });
    const ids: (string | null)[] = [];
    const flags: unknown[] = [];
    streams.userId$.subscribe((id) => ids.push(id));
    streams.chargeSettings$.subscribe((s) => flags.push(s));
    state$.next(loggedIn({ userId: 'member01' }));
    state$.next(loggedIn({ userId: 'member01', emoney: 5 as never }));
    state$.next(loggedOut);
    expect(ids).toEqual([null, 'member01', null]);
    expect(flags).toEqual([{ chargePointFlag: false, tetherMaintenanceFlag: false, conversionMinimumPolicy: 'display-only' }]);
  });

  it("hands the charge screens the operator's conversion-minimum switch as the dialog's policy", () => {
    const state$ = new BehaviorSubject<SessionView>(loggedIn({ userId: 'member01' }));
    const streams = new SessionStreams({ state$ });
    const policies: unknown[] = [];
    streams.chargeSettings$.subscribe((s) => policies.push(s.conversionMinimumPolicy));
    state$.next({ ...loggedIn({ userId: 'member01' }), settings: someSessionSettings({ conversionMinimumEnforced: true }) });
    state$.next({ ...loggedIn({ userId: 'member01' }), settings: someSessionSettings({ conversionMinimumEnforced: false }) });
    expect(policies).toEqual(['display-only', 'enforced', 'display-only']);
  });

  it("hands the slip the operator's max-bet reading once the settings arrive (maxBetInclusive; off = 'exclusive')", () => {
    const state$ = new BehaviorSubject<SessionView>(loggedIn({ userId: 'member01' }));
    const streams = new SessionStreams({ state$ });
    const boundaries: unknown[] = [];
    streams.betSlipContext$.subscribe((c) => boundaries.push(c.maxBetBoundary));
    state$.next({ ...loggedIn({ userId: 'member01' }), settings: someSessionSettings({ maxBetInclusive: true }) });
    state$.next({ ...loggedIn({ userId: 'member01' }), settings: someSessionSettings({ maxBetInclusive: false }) });
    state$.next({ ...loggedOut, settings: someSessionSettings({ maxBetInclusive: true }) });
    expect(boundaries).toEqual([undefined, 'inclusive', 'exclusive', undefined]);
  });

  it("hands the password change the operator's sign-up readings, the default before the settings arrive", () => {
    const state$ = new BehaviorSubject<SessionView>(loggedIn({ userId: 'member01' }));
    const streams = new SessionStreams({ state$ });
    expect(streams.signUpPolicy()).toEqual(DEFAULT_SIGN_UP_POLICY);
    state$.next({ ...loggedIn({ userId: 'member01' }), settings: someSessionSettings({ signUpPasswordMax255: true }) });
    expect(streams.signUpPolicy()).toEqual({ ...DEFAULT_SIGN_UP_POLICY, passwordMaxLength: 255 });
  });
});

describe('LiveBetDelays and the one member-betting-settings request', () => {
  const settingsBody = { role: 1, limits: [], liveBetTimes: [{ sportId: 6046, seconds: 7 }] };

  it('loads the delays when a member logs in and forgets them on logout', async () => {
    const http = new FakeHttp().on('GET', '/settingMemberBetting/:id', { status: 200, body: settingsBody });
    const userId$ = new Subject<string | null>();
    const delays = new LiveBetDelays(createApiClient(http), userId$);
    expect(delays.current()).toBe(NO_LIVE_BET_DELAYS);
    userId$.next('member01');
    await new Promise((r) => setImmediate(r));
    expect(delays.current().perSport.soccer).toBe(7);
    userId$.next(null);
    expect(delays.current()).toBe(NO_LIVE_BET_DELAYS);
  });

  it("reads the delays again when the session's settings key changes (the operator changed them)", async () => {
    const http = new FakeHttp().on('GET', '/settingMemberBetting/:id', { status: 200, body: settingsBody });
    const userId$ = new Subject<string | null>();
    const key$ = new Subject<string>();
    const delays = new LiveBetDelays(createApiClient(http), userId$, key$);
    userId$.next('member01');
    key$.next('a');
    await new Promise((r) => setImmediate(r));
    expect(delays.current().perSport.soccer).toBe(7);
    http.on('GET', '/settingMemberBetting/:id', { status: 200, body: { ...settingsBody, liveBetTimes: [{ sportId: 6046, seconds: 9 }] } });
    key$.next('a');
    key$.next('b');
    await new Promise((r) => setImmediate(r));
    expect(delays.current().perSport.soccer).toBe(9);
    expect(http.requests.filter((r) => r.path === '/settingMemberBetting/member01')).toHaveLength(2);
  });

  it('keeps the floor when the settings cannot be read', async () => {
    const http = new FakeHttp().on('GET', '/settingMemberBetting/:id', { status: 500, body: {} });
    const userId$ = new Subject<string | null>();
    const delays = new LiveBetDelays(createApiClient(http), userId$);
    userId$.next('member01');
    await new Promise((r) => setImmediate(r));
    expect(delays.current()).toBe(NO_LIVE_BET_DELAYS);
  });

  it('the slip and the in-play flow asking at the same time make one request; a later reload makes another', async () => {
    const http = new FakeHttp().on('GET', '/settingMemberBetting/:id', { status: 200, body: settingsBody });
    const api = createApiClient(http);
    const [a, b] = await Promise.all([api.settings.memberBetting('member01'), api.settings.memberBetting('member01')]);
    expect(a).toEqual(b);
    expect(http.requests.filter((r) => r.path === '/settingMemberBetting/member01')).toHaveLength(1);
    await api.settings.memberBetting('member01');
    expect(http.requests.filter((r) => r.path === '/settingMemberBetting/member01')).toHaveLength(2);
  });
});
