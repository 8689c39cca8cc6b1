import { firstValueFrom, take, toArray, type Observable } from 'rxjs';
import { createApiClient, type ApiClient } from '@bet/core/api';
import { points } from '@bet/core/shared';
import { KyHttpPort, MemoryCookieJar } from '@bet/adapters';
import { DEMO_PASSWORD } from '@bet/server';
import { must, openApiSession } from '../support/api-session.js';
import { startSiteServer, type SiteServer } from '../support/site-server.js';

/**
 * The HTTP side of the adapters (KyHttpPort + MemoryCookieJar, through core's createApiClient)
 * against the real server on a fresh in-memory database: what core relies on, end to end.
 */
describe('KyHttpPort and MemoryCookieJar through the api client, against the real server', () => {
  let site: SiteServer;

  beforeAll(async () => {
    site = await startSiteServer();
  });
  afterAll(async () => {
    await site?.close();
  });

  /** The first `n` session signals the client publishes from now on. */
  const nextSignals = (api: ApiClient, n: number): Promise<number[]> =>
    firstValueFrom((api.sessionSignals$ as Observable<number>).pipe(take(n), toArray()));

  it('logs in: the session and CSRF cookies land in the jar and the member decodes', async () => {
    const { api, jar } = openApiSession(site.apiUrl);
    const member = await must('login', api.auth.login({ userId: 'member01', password: DEMO_PASSWORD }));
    expect(member).toMatchObject({ userId: 'member01', nickname: '하나회원', role: 1 });
    expect(jar.get('sid')).toEqual(expect.any(String));
    expect(jar.get('csrf')).toEqual(expect.any(String));
    // The jar sends the session back: the server knows who asks.
    expect(await must('me', api.auth.me())).toMatchObject({ id: member.id, userId: 'member01' });
  });

  it('answers a wrong password with the server Korean message, not a thrown error', async () => {
    const { api, jar } = openApiSession(site.apiUrl);
    const r = await api.auth.login({ userId: 'member01', password: 'wrong-password' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.kind).toBe('http');
    expect(r.error.message).toMatch(/[가-힣]/);
    expect(jar.get('sid')).toBeNull();
  });

  it('decodes a GET with a query into typed values', async () => {
    const { api } = openApiSession(site.apiUrl);
    const member = await must('login', api.auth.login({ userId: 'member02', password: DEMO_PASSWORD }));
    const read = await must('member', api.member.get(member.id));
    expect(read).toMatchObject({ id: member.id, userId: 'member02', emoney: 1_000_000, point: 5_000 });
    const code = await must('referral code', api.member.suggestionCode('RECOMM01'));
    expect(code).toEqual(expect.objectContaining({ memberId: expect.any(Number) }));
  });

  it('sends a money-moving POST with an idempotency key: the same key replays, a new key moves money again', async () => {
    let key = 'contract-point-to-cash-1';
    const jar = new MemoryCookieJar();
    const http = new KyHttpPort({ baseUrl: site.apiUrl, cookieJar: jar, newIdempotencyKey: () => key });
    const api = createApiClient(http);
    const member = await must('login', api.auth.login({ userId: 'member03', password: DEMO_PASSWORD }));
    const convert = () => api.money.pointToCash({ memberId: member.id, point: points(1_000), userUpdatedAt: member.updatedAt });

    await must('first conversion', convert());
    await must('the same request again (a retry)', convert());
    expect(await must('member', api.member.get(member.id))).toMatchObject({ emoney: 1_001_000, point: 4_000 });

    key = 'contract-point-to-cash-2';
    const fresh = await must('member', api.member.get(member.id));
    await must('a new conversion', api.money.pointToCash({ memberId: member.id, point: points(1_000), userUpdatedAt: fresh.updatedAt }));
    expect(await must('member', api.member.get(member.id))).toMatchObject({ emoney: 1_002_000, point: 3_000 });
  });

  it('turns 555 (logged in elsewhere) into a session signal when the member logs in on a second client', async () => {
    const first = openApiSession(site.apiUrl);
    await must('first login', first.api.auth.login({ userId: 'member04', password: DEMO_PASSWORD }));
    const second = openApiSession(site.apiUrl);
    await must('second login elsewhere', second.api.auth.login({ userId: 'member04', password: DEMO_PASSWORD }));

    const signals = nextSignals(first.api, 1);
    const r = await first.api.auth.me();
    expect(await signals).toEqual([555]);
    expect(r.ok ? null : r.error).toMatchObject({ kind: 'session', status: 555 });
    // The newer session is untouched.
    expect((await second.api.auth.me()).ok).toBe(true);
  });

  it('turns 556 (logged out) into a session signal for another tab of the same browser after a logout', async () => {
    const tab = openApiSession(site.apiUrl);
    await must('login', tab.api.auth.login({ userId: 'member05', password: DEMO_PASSWORD }));
    // A second tab shares the browser's cookies: a jar holding the same two cookies.
    const otherJar = new MemoryCookieJar();
    otherJar.store([`sid=${tab.jar.get('sid')}; Path=/`, `csrf=${tab.jar.get('csrf')}; Path=/`]);
    const otherTab = createApiClient(new KyHttpPort({ baseUrl: site.apiUrl, cookieJar: otherJar }));

    await must('logout', tab.api.auth.logout());
    expect(tab.jar.get('sid')).toBeNull();

    const signals = nextSignals(otherTab, 1);
    const r = await otherTab.auth.me();
    expect(await signals).toEqual([556]);
    expect(r.ok ? null : r.error).toMatchObject({ kind: 'session', status: 556 });
  });

  it('refuses a state-changing call without the CSRF token with 403, and publishes no session signal', async () => {
    const session = openApiSession(site.apiUrl);
    const member = await must('login', session.api.auth.login({ userId: 'member02', password: DEMO_PASSWORD }));
    const noCsrf = createApiClient(new KyHttpPort({ baseUrl: site.apiUrl, cookieJar: session.jar, csrfToken: () => '' }));
    const seen: number[] = [];
    const sub = noCsrf.sessionSignals$.subscribe((s) => seen.push(s));
    const r = await noCsrf.money.pointToCash({ memberId: member.id, point: points(10), userUpdatedAt: member.updatedAt });
    sub.unsubscribe();
    expect(r.ok ? null : r.error).toMatchObject({ kind: 'http', status: 403 });
    expect(seen).toEqual([]);
  });
});
