import { createApiClient } from '../../api/api-client.js';
import { FakeHttp } from '../../shared/testing/fake-http.js';
import { NOTICE_WIDGET_SIZE, noticeWidgetItems } from '../domain/board-post.js';
import { createApiBoardsGateway } from './api-boards-gateway.js';

const post = (id: number, extra: Record<string, unknown> = {}) => ({ id, title: `글 ${id}`, contents: '<p>내용</p>', ...extra });

function setup() {
  const http = new FakeHttp()
    .on('GET', '/boardNotice', { status: 200, body: [post(1, { category: 'notice' })] })
    .on('GET', '/boardRule', { status: 200, body: [post(2)] })
    .on('GET', '/boardEvent', { status: 200, body: [post(3, { category: 5 }), post(4, { category: '1' })] })
    .on('GET', '/board', {
      status: 200,
      body: [
        post(5, { category: 'notice', createTimestamp: '2026-11-20 10:00:00' }),
        post(6, { category: 'notice', createTimestamp: '2026-11-22 10:00:00' }),
      ],
    });
  return { http, gateway: createApiBoardsGateway(createApiClient(http)) };
}

describe('createApiBoardsGateway', () => {
  it('reads notices (noticeType 0), rules and events', async () => {
    const { http, gateway } = setup();
    expect(await gateway.notices()).toEqual({ ok: true, value: [{ ...post(1), category: 'notice', createTimestamp: null }] });
    expect(await gateway.rules()).toEqual({ ok: true, value: [{ ...post(2), category: '', createTimestamp: null }] });
    const events = await gateway.events();
    expect(events.ok && events.value.map((p) => p.category)).toEqual(['5', '1']);
    expect(http.requests.map((r) => [r.path, r.query])).toEqual([
      ['/boardNotice', { noticeType: 0 }],
      ['/boardRule', undefined],
      ['/boardEvent', undefined],
    ]);
  });

  it('asks the board for the first page of the newest notices for the widget', async () => {
    const { http, gateway } = setup();
    const r = await gateway.latestNotices(NOTICE_WIDGET_SIZE);
    expect(http.requests[0]).toEqual({ method: 'GET', path: '/board', query: { category: 'notice', page: 1, perpage: 5 } });
    expect(r.ok && noticeWidgetItems(r.value)).toEqual([
      { id: 6, title: '글 6', date: '26.11.22' },
      { id: 5, title: '글 5', date: '26.11.20' },
    ]);
  });

  it('passes failures through', async () => {
    const { http, gateway } = setup();
    http.on('GET', '/boardRule', { status: 503, body: { message: '점검중입니다.' } });
    expect(await gateway.rules()).toMatchObject({ ok: false, error: { kind: 'http', status: 503, message: '점검중입니다.' } });
    http.on('GET', '/boardEvent', { status: 200, body: [{ id: 'x' }] });
    expect(await gateway.events()).toMatchObject({ ok: false, error: { kind: 'decode', path: '$[0].id' } });
  });
});
