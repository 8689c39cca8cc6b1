import { createApiClient } from '../../api/api-client.js';
import { DEFAULT_PROBLEM_MESSAGE } from '../../shared/domain/api-error.js';
import { FakeHttp } from '../../shared/testing/fake-http.js';
import { deletableInboxSelection, INBOX_PAGE_SIZE } from '../domain/inbox-message.js';
import { createApiInboxGateway } from './api-inbox-gateway.js';

const row = (id: number, confirmStatus: 0 | 1) => ({
  id,
  createdAt: '2026-11-22 09:00:00',
  title: `쪽지 ${id}`,
  contents: '<p>안녕하세요</p>',
  confirmStatus,
});

function setup(member: { id: number; userId: string } | null = { id: 12, userId: 'player01' }) {
  const http = new FakeHttp()
    .on('GET', '/message/user/count', { status: 200, body: { count: 23 } })
    .on('GET', '/message/user/', { status: 200, body: [row(1, 0), row(2, 1)] })
    .on('GET', '/message/unread/:userId', { status: 200, body: { count: 4 } })
    .on('PUT', '/message/', { status: 200, body: null })
    .on('PUT', '/message/user/readAll/:userId', { status: 200, body: null })
    .on('DELETE', '/message/user/delete/:id', { status: 200, body: null })
    .on('PUT', '/message/delete', { status: 200, body: null })
    .on('DELETE', '/message/user/deleteAll/:userId', { status: 200, body: null });
  return { http, gateway: createApiInboxGateway(createApiClient(http), () => member) };
}

describe('createApiInboxGateway', () => {
  it('reads the count and a page of the session member by numeric id', async () => {
    const { http, gateway } = setup();
    expect(await gateway.count()).toEqual({ ok: true, value: 23 });
    const page = await gateway.list(3, INBOX_PAGE_SIZE);
    expect(page).toEqual({
      ok: true,
      value: [
        { ...row(1, 0), userDeleteFlg: 0, visibility: 1 },
        { ...row(2, 1), userDeleteFlg: 0, visibility: 1 },
      ],
    });
    expect(page.ok && deletableInboxSelection(page.value, [1, 2])).toEqual({ ok: true, value: [2] });
    expect(http.requests.map((r) => [r.path, r.query])).toEqual([
      ['/message/user/count', { memberId: 12 }],
      ['/message/user/', { memberId: 12, page: 3, perpage: 10 }],
    ]);
  });

  it('reads the unread count by login id', async () => {
    const { http, gateway } = setup();
    expect(await gateway.unreadCount()).toEqual({ ok: true, value: 4 });
    expect(http.requests[0]?.path).toBe('/message/unread/player01');
  });

  it("sends the poll's reads with X-Background-Poll and the member's without", async () => {
    const { http, gateway } = setup();
    await Promise.all([gateway.count(), gateway.list(1, INBOX_PAGE_SIZE), gateway.unreadCount()]);
    await Promise.all([gateway.count(true), gateway.list(1, INBOX_PAGE_SIZE, true), gateway.unreadCount(true)]);
    expect(http.requests.map((r) => r.headers?.['x-background-poll'] ?? '-')).toEqual(['-', '-', '-', '1', '1', '1']);
  });

  it('marks one message read and all messages read', async () => {
    const { http, gateway } = setup();
    expect(await gateway.markRead(5)).toEqual({ ok: true, value: undefined });
    expect(await gateway.markAllRead()).toEqual({ ok: true, value: undefined });
    expect(http.requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['PUT', '/message/', { id: 5, confirmStatus: 1 }],
      ['PUT', '/message/user/readAll/player01', undefined],
    ]);
  });

  it('deletes one, hides the selected read ones in one call, and deletes all read ones', async () => {
    const { http, gateway } = setup();
    await gateway.deleteOne(7);
    await gateway.deleteMany([2, 3]);
    await gateway.deleteAllRead();
    expect(http.requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['DELETE', '/message/user/delete/7', undefined],
      [
        'PUT',
        '/message/delete',
        [
          { id: 2, userDeleteFlg: 1 },
          { id: 3, userDeleteFlg: 1 },
        ],
      ],
      ['DELETE', '/message/user/deleteAll/player01', undefined],
    ]);
  });

  it('passes failures through with the server text, and bad rows as decode errors', async () => {
    const { http, gateway } = setup();
    http.on('DELETE', '/message/user/delete/:id', {
      status: 409,
      body: { message: '읽지않은 쪽지는 삭제할수 없습니다. 읽은 후 삭제해주세요.' },
    });
    expect(await gateway.deleteOne(1)).toMatchObject({
      ok: false,
      error: { status: 409, message: '읽지않은 쪽지는 삭제할수 없습니다. 읽은 후 삭제해주세요.' },
    });
    http.on('GET', '/message/user/count', { status: 400, body: {} });
    expect(await gateway.count()).toMatchObject({ ok: false, error: { status: 400, message: DEFAULT_PROBLEM_MESSAGE } });
    http.on('GET', '/message/user/', { status: 200, body: [{ ...row(1, 0), confirmStatus: 2 }] });
    expect(await gateway.list(1, 10)).toMatchObject({ ok: false, error: { kind: 'decode', path: '$[0].confirmStatus' } });
  });

  it('sends nothing that names the member while nobody is logged in', async () => {
    const { http, gateway } = setup(null);
    for (const call of [gateway.count(), gateway.list(1, 10), gateway.unreadCount(), gateway.markAllRead(), gateway.deleteAllRead()]) {
      expect(await call).toEqual({
        ok: false,
        error: { kind: 'http', status: 401, code: 'notLoggedIn', message: DEFAULT_PROBLEM_MESSAGE },
      });
    }
    expect(http.requests).toEqual([]);
  });
});
