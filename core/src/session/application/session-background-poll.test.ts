import { createApiClient } from '../../api/api-client.js';
import { sampleMemberJson } from '../../api/testing/api-fixtures.js';
import { FakeClock } from '../../shared/testing/fake-clock.js';
import { FakeHttp } from '../../shared/testing/fake-http.js';
import { MemoryStore } from '../../shared/testing/memory-store.js';
import { flushPromises } from '../testing/session-fixtures.js';
import { createApiSessionGateway } from './api-session-gateway.js';
import { SESSION_POLL_MS, SessionViewModel } from './session-view-model.js';
import { latestView } from '../../shared/testing/view-model-probe.js';

/**
 * Issue 11: the session's 5-second poll is sent as a background poll (X-Background-Poll: 1), so
 * the server's idle limit counts only what a person does; a person's calls carry no mark. When
 * the server has ended the idle session, the poll's 556 logs out with spec 8's Korean text.
 */
const POLLED = ['/auth/me', '/setting/user', '/message/unread/player01'];

function setup() {
  const http = new FakeHttp()
    .on('POST', '/auth/login', { status: 200, body: sampleMemberJson() })
    .on('GET', '/auth/me', { status: 200, body: sampleMemberJson() })
    .on('GET', '/setting/user', { status: 200, body: { siteNoticeFlg: false, joinStartEndFlg: 0 } })
    .on('GET', '/settingbankname', { status: 200, body: [] })
    .on('GET', '/message/unread/:userId', { status: 200, body: { count: 0 } });
  const api = createApiClient(http);
  const clock = new FakeClock(Date.UTC(2026, 10, 22, 3, 0, 0));
  const vm = new SessionViewModel({ gateway: createApiSessionGateway(api), clock, store: new MemoryStore(), viewportWidth: () => 1920 });
  const view = latestView(vm.state$);
  api.sessionSignals$.subscribe((status) => vm.handleStatus(status));
  return { http, clock, vm, view };
}

const marks = (http: FakeHttp, from: number) =>
  http.requests.slice(from).map((r) => `${r.method} ${r.path} ${r.headers?.['x-background-poll'] ?? '-'}`);

describe('the session poll as a background poll', () => {
  it("marks the timer's calls with X-Background-Poll and leaves the login's own calls unmarked", async () => {
    const t = setup();
    t.vm.login('player01', 'pw1234');
    await flushPromises();
    expect(t.view().status).toBe('loggedIn');
    expect(t.http.requests.every((r) => r.headers?.['x-background-poll'] === undefined)).toBe(true);
    const before = t.http.requests.length;
    t.clock.advance(SESSION_POLL_MS);
    await flushPromises();
    expect(marks(t.http, before).sort()).toEqual(POLLED.map((p) => `GET ${p} 1`).sort());
  });

  it("logs out with '로그아웃 되었습니다.' when the server answers the poll with 556 (the idle session ended)", async () => {
    const t = setup();
    t.vm.login('player01', 'pw1234');
    await flushPromises();
    t.http.on('GET', '/auth/me', { status: 556, body: { message: '로그아웃 되었습니다.', code: 'loggedOut' } });
    t.clock.advance(SESSION_POLL_MS);
    await flushPromises();
    expect(t.view().status).toBe('loggedOut');
    expect(t.view().alert).toBe('로그아웃 되었습니다.');
  });
});
