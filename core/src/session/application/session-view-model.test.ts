import { ok } from '../../shared/domain/result.js';
import { SESSION_MARKER_KEY } from '../domain/session-marker.js';
import { aSessionUser, failWith, flushPromises, someSessionSettings } from '../testing/session-fixtures.js';
import { SESSION_POLL_MS, type SessionViewModelDeps } from './session-view-model.js';
import { sessionHarness } from '../testing/session-harness.js';

const setup = sessionHarness;

async function loggedInSetup(extra: Partial<SessionViewModelDeps> = {}) {
  const t = setup(extra);
  t.vm.login('member01', 'pw1234');
  await flushPromises();
  return t;
}

describe('SessionViewModel login', () => {
  it('asks for the user id when it is empty', () => {
    const t = setup();
    t.vm.login('  ', 'pw');
    expect(t.view().alert).toBe('아이디를 입력해주세요.');
    expect(t.gateway.calls.login).toBe(0);
  });

  it('asks for the password when it is empty', () => {
    const t = setup();
    t.vm.login('member01', '');
    expect(t.view().alert).toBe('비밀번호를 입력해주세요.');
  });

  it('logs in, loads settings, banks and the unread count, and derives the level', async () => {
    const t = setup();
    t.gateway.loginAnswer = ok(aSessionUser({ role: 9, managementTarget1Percent: 2 }));
    t.gateway.banksAnswer = ok([
      { useFlag: true, bankCode: 4, bankName: '국민은행', codeId: '004', codeName: 'KB' },
      { useFlag: false, bankCode: 5, bankName: '외환', codeId: '005', codeName: 'KEB' },
    ]);
    t.gateway.unreadAnswer = ok(3);
    t.vm.login('member01', 'pw1234');
    expect(t.view().loginPending).toBe(true);
    await flushPromises();
    const view = t.view();
    if (view.status !== 'loggedIn') throw new Error('expected a logged-in view');
    expect(view.level).toBe(5);
    expect(view.unreadCount).toBe(3);
    expect(view.showsPartnerManagement).toBe(true);
    expect(view.partnerContractPercent).toBe(2);
    expect(view.banks.map((b) => b.bankCode)).toEqual([4]);
    expect(view.settings).not.toBeNull();
    expect(view.loginPending).toBe(false);
  });

  it('sends a second login while the first is in flight nowhere (exhaustMap)', async () => {
    const t = setup();
    let open!: () => void;
    t.gateway.loginGate = new Promise((resolve) => (open = resolve));
    t.vm.login('member01', 'pw');
    t.vm.login('member01', 'pw');
    open();
    await flushPromises();
    expect(t.gateway.calls.login).toBe(1);
  });

  it('shows the server text when login answers 404', async () => {
    const t = setup();
    t.gateway.loginAnswer = failWith(404, '아이디 또는 비밀번호가 틀렸습니다.');
    t.vm.login('member01', 'pw');
    await flushPromises();
    expect(t.view().status).toBe('loggedOut');
    expect(t.view().alert).toBe('아이디 또는 비밀번호가 틀렸습니다.');
  });

  it('shows the unexpected-problem message for any other login failure', async () => {
    const t = setup();
    t.gateway.loginAnswer = failWith(409);
    t.vm.login('member01', 'pw');
    await flushPromises();
    expect(t.view().alert).toBe('예기치 않은 문제가 발생했습니다.');
  });

  it('blanks the page without an alert when login answers 406', async () => {
    const t = setup();
    t.gateway.loginAnswer = failWith(406);
    t.vm.login('member01', 'pw');
    await flushPromises();
    expect(t.view().blankPage).toBe(true);
    expect(t.view().alert).toBeNull();
  });

  it('sends an admin to /admin right after login', async () => {
    const t = setup({ initialLocation: '/europe' });
    t.gateway.loginAnswer = ok(aSessionUser({ type: 'partner', role: 10, withdrawalType: 'normal' }));
    t.vm.login('admin', 'pw');
    await flushPromises();
    expect(t.view().location).toBe('/admin');
  });

  it('restores a session the server still holds, and stays out quietly otherwise', async () => {
    const t = setup();
    await t.vm.restore();
    expect(t.view().status).toBe('loggedIn');
    const u = setup();
    u.gateway.meAnswer = ok(null);
    await u.vm.restore();
    expect(u.view().status).toBe('loggedOut');
    expect(u.view().alert).toBeNull();
    const w = setup();
    w.gateway.meAnswer = failWith(401);
    await w.vm.restore();
    expect(w.view().status).toBe('loggedOut');
    expect(w.view().alert).toBeNull();
  });

  it('asks for the member, the settings and the banks at once on restore (the first page waits for them)', async () => {
    const t = setup();
    let open!: () => void;
    t.gateway.meGate = new Promise((resolve) => (open = resolve));
    const restored = t.vm.restore();
    await flushPromises();
    expect(t.gateway.calls).toMatchObject({ me: 1, settings: 1, banks: 1, unread: 0 });
    expect(t.view().status).toBe('loggedOut');
    open();
    await restored;
    const view = t.view();
    if (view.status !== 'loggedIn') throw new Error('expected a logged-in view');
    expect(view.settings).not.toBeNull();
    expect(t.gateway.calls).toMatchObject({ me: 1, settings: 1, banks: 1, unread: 1 });
  });

  it('asks for the settings and the banks once on a page load: the first route uses what the restore fetched', async () => {
    const t = setup({ initialLocation: '/casino' });
    await t.vm.restore();
    t.vm.navigate('/casino');
    await flushPromises();
    expect(t.gateway.calls).toMatchObject({ settings: 1, banks: 1 });
    // Every later move asks again (the maintenance switch must reach a member who moves on).
    t.vm.navigate('/europe');
    await flushPromises();
    expect(t.gateway.calls).toMatchObject({ settings: 2, banks: 2 });
  });

  it('asks again on the first route when the restore could not fetch the settings', async () => {
    const t = setup({ initialLocation: '/casino' });
    t.gateway.settingsAnswer = failWith(503);
    await t.vm.restore();
    t.gateway.settingsAnswer = ok(someSessionSettings());
    t.vm.navigate('/casino');
    await flushPromises();
    expect(t.gateway.calls).toMatchObject({ settings: 2, banks: 2 });
    expect(t.view().settings).not.toBeNull();
  });

  it('keeps a restored member on a members-only page although the settings came before the member', async () => {
    const t = setup({ initialLocation: '/europe' });
    let open!: () => void;
    t.gateway.meGate = new Promise((resolve) => (open = resolve));
    const restored = t.vm.restore();
    await flushPromises();
    open();
    await restored;
    expect(t.view().location).toBe('/europe');
    const guest = setup({ initialLocation: '/europe' });
    guest.gateway.meAnswer = ok(null);
    await guest.vm.restore();
    expect(guest.view().location).toMatch(/^\/login/);
    expect(guest.view().settings).not.toBeNull();
  });

  it('takes over a login made by the partner form (/auth/login) and loads what a login loads', async () => {
    const t = setup({ initialLocation: '/auth/login' });
    t.vm.acceptLogin(aSessionUser({ type: 'partner', managementTarget3Percent: 0.5 }));
    await flushPromises();
    const view = t.view();
    if (view.status !== 'loggedIn') throw new Error('expected a logged-in view');
    expect(view.partnerContractPercent).toBe(0.5);
    expect(view.settings).not.toBeNull();
    expect(t.gateway.calls.login).toBe(0);
  });

  it('clears the alert on dismiss', () => {
    const t = setup();
    t.vm.login('', '');
    t.vm.dismissAlert();
    expect(t.view().alert).toBeNull();
  });
});

describe('SessionViewModel marker', () => {
  it('sets the marker to now + 30 minutes (KST) on login for type-0 members', async () => {
    const t = await loggedInSetup();
    expect(t.store.get(SESSION_MARKER_KEY)).toBe('2026-11-22 12:30:00');
  });

  it('refreshes the marker on every navigation', async () => {
    const t = await loggedInSetup();
    t.clock.advance(60_000);
    t.vm.navigate('/casino');
    expect(t.store.get(SESSION_MARKER_KEY)).toBe('2026-11-22 12:31:00');
  });

  it('writes no marker for other types and removes it on logout', async () => {
    const t = setup();
    t.gateway.loginAnswer = ok(aSessionUser({ type: 'recommender' }));
    t.vm.login('partner', 'pw');
    await flushPromises();
    expect(t.store.get(SESSION_MARKER_KEY)).toBeNull();
    const u = await loggedInSetup();
    u.vm.logout();
    expect(u.store.get(SESSION_MARKER_KEY)).toBeNull();
  });
});

describe('SessionViewModel navigation', () => {
  it('moves to the redirect and returns the decision', async () => {
    const t = setup();
    await flushPromises();
    expect(t.vm.navigate('/deposit')).toEqual({ kind: 'redirect', to: '/login?title=deposit' });
    expect(t.view().location).toBe('/login?title=deposit');
  });

  it('refetches settings and banks on navigation but not on a redirect to login', async () => {
    const t = setup();
    t.vm.navigate('/casino');
    await flushPromises();
    expect(t.gateway.calls).toMatchObject({ settings: 0, banks: 0 });
    t.vm.navigate('/');
    await flushPromises();
    expect(t.gateway.calls).toMatchObject({ settings: 1, banks: 1 });
  });

  it('sends members to /maintenance as soon as refreshed settings turn it on', async () => {
    const t = await loggedInSetup();
    t.vm.navigate('/casino');
    t.gateway.settingsAnswer = ok(someSessionSettings({ siteNoticeFlg: true }));
    t.clock.advance(SESSION_POLL_MS);
    await flushPromises();
    expect(t.view().location).toBe('/maintenance');
  });

  it('uses the viewport width for the narrow-screen redirect', async () => {
    const t = await loggedInSetup();
    t.setWidth(400);
    expect(t.vm.navigate('/korea')).toEqual({ kind: 'redirect', to: `/europe?mtpt=${t.clock.now()}` });
  });

  it('logs out to the top page', async () => {
    const t = await loggedInSetup({ initialLocation: '/casino' });
    t.vm.logout();
    expect(t.view().status).toBe('loggedOut');
    expect(t.view().location).toBe('/');
    await flushPromises();
    expect(t.gateway.calls.logout).toBe(1);
  });
});

describe('SessionViewModel polling and status codes', () => {
  it('polls user, settings and unread count every 5 seconds while logged in', async () => {
    const t = await loggedInSetup();
    const before = { ...t.gateway.calls };
    t.gateway.meAnswer = ok(aSessionUser({ nickname: '새닉네임' }));
    t.gateway.unreadAnswer = ok(7);
    t.clock.advance(SESSION_POLL_MS);
    await flushPromises();
    expect(t.gateway.calls.me).toBe(before.me + 1);
    expect(t.gateway.calls.settings).toBe(before.settings + 1);
    expect(t.gateway.calls.unread).toBe(before.unread + 1);
    const view = t.view();
    expect(view.status === 'loggedIn' && view.user.nickname).toBe('새닉네임');
    expect(view.status === 'loggedIn' && view.unreadCount).toBe(7);
  });

  it('reloads the member at once when a screen asks (after a conversion), and not for a visitor', async () => {
    const t = await loggedInSetup();
    const before = t.gateway.calls.me;
    t.gateway.meAnswer = ok(aSessionUser({ nickname: '전환후' }));
    t.vm.refreshMember();
    await flushPromises();
    expect(t.gateway.calls.me).toBe(before + 1);
    const view = t.view();
    expect(view.status === 'loggedIn' && view.user.nickname).toBe('전환후');
    t.vm.logout();
    t.vm.refreshMember();
    await flushPromises();
    expect(t.gateway.calls.me).toBe(before + 1);
  });

  it('stops polling after logout', async () => {
    const t = await loggedInSetup();
    t.vm.logout();
    const before = { ...t.gateway.calls };
    t.clock.advance(SESSION_POLL_MS * 3);
    await flushPromises();
    expect(t.gateway.calls.me).toBe(before.me);
  });

  it('logs out with the message when a poll answers 555', async () => {
    const t = await loggedInSetup();
    t.gateway.meAnswer = failWith(555);
    t.clock.advance(SESSION_POLL_MS);
    await flushPromises();
    expect(t.view().status).toBe('loggedOut');
    expect(t.view().alert).toBe('다른 기기에서 로그인되어 로그아웃됩니다.');
  });

  it('logs out quietly when a poll finds the session gone (a guest answer)', async () => {
    const t = await loggedInSetup();
    t.gateway.meAnswer = ok(null);
    t.clock.advance(SESSION_POLL_MS);
    await flushPromises();
    expect(t.view().status).toBe('loggedOut');
    expect(t.view().alert).toBeNull();
  });

  it('logs out quietly when a poll finds the session gone (401 of an older server)', async () => {
    const t = await loggedInSetup();
    t.gateway.meAnswer = failWith(401);
    t.clock.advance(SESSION_POLL_MS);
    await flushPromises();
    expect(t.view().status).toBe('loggedOut');
    expect(t.view().alert).toBeNull();
  });

  it.each([
    [555, '다른 기기에서 로그인되어 로그아웃됩니다.'],
    [556, '로그아웃 되었습니다.'],
    [500, '예기치 않은 문제가 발생했습니다.'],
  ])('logs out on %i with the exact message and goes to /', async (status, message) => {
    const t = await loggedInSetup({ initialLocation: '/casino' });
    t.vm.handleStatus(status);
    expect(t.view()).toMatchObject({ status: 'loggedOut', alert: message, location: '/', blankPage: false });
  });

  it('stays quiet after a changed password: no polls, no second alert over the success message', async () => {
    const t = await loggedInSetup();
    t.vm.expectServerLogout();
    const before = { ...t.gateway.calls };
    t.clock.advance(SESSION_POLL_MS);
    await flushPromises();
    expect(t.gateway.calls).toEqual(before);
    t.vm.handleStatus(556);
    expect(t.view()).toMatchObject({ status: 'loggedIn', alert: null });
  });

  it('logs out and blanks the page on 406 with the blocked-IP message', async () => {
    const t = await loggedInSetup();
    t.vm.handleStatus(406);
    expect(t.view()).toMatchObject({ status: 'loggedOut', alert: '차단된 IP입니다.', blankPage: true });
  });

  it('blanks the page on 600 but keeps the member logged in', async () => {
    const t = await loggedInSetup();
    t.vm.handleStatus(600);
    expect(t.view()).toMatchObject({ status: 'loggedIn', blankPage: true });
  });

  it('ignores statuses without a session meaning and logout codes while logged out', () => {
    const t = setup();
    t.vm.handleStatus(404);
    t.vm.handleStatus(555);
    expect(t.view()).toMatchObject({ status: 'loggedOut', alert: null, blankPage: false });
  });

  it('drops a poll answer that arrives after the session ended', async () => {
    const t = await loggedInSetup();
    t.clock.advance(SESSION_POLL_MS); // poll starts; answers resolve on the next microtasks
    t.vm.logout();
    await flushPromises();
    expect(t.view().status).toBe('loggedOut');
  });

  it('passes a session status from settings or banks to the status handler', async () => {
    const t = await loggedInSetup();
    t.gateway.banksAnswer = failWith(556);
    t.vm.navigate('/casino');
    await flushPromises();
    expect(t.view().alert).toBe('로그아웃 되었습니다.');
    t.gateway.banksAnswer = ok([]);
    t.gateway.unreadAnswer = failWith(600);
    t.vm.login('member01', 'pw');
    await flushPromises();
    expect(t.view().blankPage).toBe(true);
  });

  it('stops everything on dispose and completes its state', async () => {
    const t = await loggedInSetup();
    let completed = false;
    t.vm.state$.subscribe({ complete: () => (completed = true) });
    t.vm.dispose();
    expect(completed).toBe(true);
    const before = t.gateway.calls.me;
    t.clock.advance(SESSION_POLL_MS);
    await flushPromises();
    expect(t.gateway.calls.me).toBe(before);
  });
});
