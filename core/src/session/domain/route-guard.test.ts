import { aSessionUser, someSessionSettings } from '../testing/session-fixtures.js';
import { guardRoute, isPartnerArea, type SessionGuardInput } from './route-guard.js';
import { SESSION_LOGGED_OUT, sessionLoggedIn } from './session-state.js';
import type { SessionUser } from './session-user.js';

const NOW = 1_790_000_000_000;
const visitor = (path: string, query: SessionGuardInput['query'] = {}): SessionGuardInput => ({
  path,
  query,
  session: SESSION_LOGGED_OUT,
  settings: someSessionSettings(),
  viewportWidth: 1920,
  nowMs: NOW,
});
const member = (path: string, user: Partial<SessionUser> = {}, extra: Partial<SessionGuardInput> = {}): SessionGuardInput => ({
  ...visitor(path),
  session: sessionLoggedIn(aSessionUser(user)),
  ...extra,
});
const maintenanceOn = someSessionSettings({ siteNoticeFlg: true });

describe('guardRoute for visitors', () => {
  it.each(['/', '/login', '/login/'])('allows %s', (path) => {
    expect(guardRoute(visitor(path))).toEqual({ kind: 'allow' });
  });

  it('allows any page with a non-empty joinCd query', () => {
    expect(guardRoute(visitor('/europe', { joinCd: 'AB12' }))).toEqual({ kind: 'allow' });
  });

  it('does not count an empty or blank joinCd', () => {
    expect(guardRoute(visitor('/europe', { joinCd: ' ' }))).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('sends other pages to /login', () => {
    expect(guardRoute(visitor('/casino'))).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('lets visitors open the partner login and sends them there from partner and recommender pages', () => {
    expect(guardRoute(visitor('/auth/login'))).toEqual({ kind: 'allow' });
    expect(guardRoute(visitor('/partner'))).toEqual({ kind: 'redirect', to: '/auth/login' });
    expect(guardRoute(visitor('/mypage/recommender/calc'))).toEqual({ kind: 'redirect', to: '/auth/login' });
  });

  it.each(['deposit', 'withdraw', 'qna', 'memo', 'point', 'notice', 'rules', 'events'])(
    'sends the %s member page to login with a title query',
    (page) => {
      expect(guardRoute(visitor(`/${page}`))).toEqual({ kind: 'redirect', to: `/login?title=${page}` });
    },
  );

  it('does not send visitors to maintenance (they may still log in)', () => {
    expect(guardRoute({ ...visitor('/'), settings: maintenanceOn })).toEqual({ kind: 'allow' });
    expect(guardRoute({ ...visitor('/maintenance'), settings: maintenanceOn })).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('sends visitors on /maintenance to / when maintenance is off', () => {
    expect(guardRoute(visitor('/maintenance'))).toEqual({ kind: 'redirect', to: '/' });
  });
});

describe('guardRoute for members', () => {
  it('allows ordinary pages', () => {
    expect(guardRoute(member('/casino'))).toEqual({ kind: 'allow' });
  });

  it('sends non-guest members to /maintenance while siteNoticeFlg is on', () => {
    expect(guardRoute(member('/casino', {}, { settings: maintenanceOn }))).toEqual({ kind: 'redirect', to: '/maintenance' });
    expect(guardRoute(member('/maintenance', {}, { settings: maintenanceOn }))).toEqual({ kind: 'allow' });
  });

  it('lets user type G through maintenance', () => {
    expect(guardRoute(member('/casino', { userType: 'G' }, { settings: maintenanceOn }))).toEqual({ kind: 'allow' });
  });

  it('skips the maintenance redirect on an exempt host', () => {
    const policy = { maintenanceExemptHosts: ['Test.Example.com'] };
    expect(guardRoute(member('/casino', {}, { settings: maintenanceOn, host: 'test.example.com:8080', policy }))).toEqual({
      kind: 'allow',
    });
    expect(guardRoute(member('/casino', {}, { settings: maintenanceOn, host: 'www.example.com', policy }))).toEqual({
      kind: 'redirect',
      to: '/maintenance',
    });
  });

  it('sends members on /maintenance to / when maintenance is off', () => {
    expect(guardRoute(member('/maintenance'))).toEqual({ kind: 'redirect', to: '/' });
  });

  it('applies no maintenance rule before the settings are loaded', () => {
    expect(guardRoute(member('/maintenance', {}, { settings: null }))).toEqual({ kind: 'allow' });
    expect(guardRoute(member('/casino', {}, { settings: null }))).toEqual({ kind: 'allow' });
  });

  it('sends a logged-in admin to /admin from anywhere, maintenance or not', () => {
    const admin = { type: 'partner', role: 10, withdrawalType: 'normal' } as const;
    expect(guardRoute(member('/europe', admin))).toEqual({ kind: 'redirect', to: '/admin' });
    expect(guardRoute(member('/maintenance', admin))).toEqual({ kind: 'redirect', to: '/admin' });
    expect(guardRoute(member('/casino', admin, { settings: maintenanceOn }))).toEqual({ kind: 'redirect', to: '/admin' });
    expect(guardRoute(member('/admin/members', admin))).toEqual({ kind: 'allow' });
  });

  it('keeps non-admins out of /admin', () => {
    expect(guardRoute(member('/admin'))).toEqual({ kind: 'redirect', to: '/' });
  });

  it.each(['/partner', '/partner/calc', '/recommender', '/mypage/recommender/pt'])('sends type-0 members on %s to /auth/login', (path) => {
    expect(guardRoute(member(path))).toEqual({ kind: 'redirect', to: '/auth/login' });
  });

  it('sends banned partners to /auth/login', () => {
    expect(guardRoute(member('/partner', { type: 'partner', banType: 'banned' }))).toEqual({ kind: 'redirect', to: '/auth/login' });
  });

  it('lets unbanned type 1 and 2 users into partner and recommender areas', () => {
    expect(guardRoute(member('/partner/member', { type: 'partner' }))).toEqual({ kind: 'allow' });
    expect(guardRoute(member('/mypage/recommender/calc', { type: 'recommender' }))).toEqual({ kind: 'allow' });
  });

  it('keeps the bare /mypage/recommender tab open to every member', () => {
    expect(guardRoute(member('/mypage/recommender'))).toEqual({ kind: 'allow' });
    expect(isPartnerArea(['mypage', 'recommender'])).toBe(false);
  });

  it('sends narrow screens from /korea to /europe with the query and an mtpt timestamp', () => {
    expect(guardRoute(member('/korea', {}, { viewportWidth: 767, query: { sportId: '6046', mtpt: '1' } }))).toEqual({
      kind: 'redirect',
      to: `/europe?sportId=6046&mtpt=${NOW}`,
    });
  });

  it('leaves /europe on narrow screens and /korea on wide screens alone', () => {
    expect(guardRoute(member('/europe', {}, { viewportWidth: 375 }))).toEqual({ kind: 'allow' });
    expect(guardRoute(member('/korea', {}, { viewportWidth: 768 }))).toEqual({ kind: 'allow' });
  });
});
