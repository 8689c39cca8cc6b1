import { createApiClient } from '../../api/api-client.js';
import { FakeHttp } from '../../shared/testing/fake-http.js';
import { createApiCommunityNoticeGateway } from './api-community-notice-gateway.js';

const post = { id: 7, title: '공지', contents: '<p>본문</p>', category: 'notice', createTimestamp: '2026-11-20 10:00:00' };

function setup() {
  const http = new FakeHttp()
    .on('GET', '/board', { status: 200, body: [post] })
    .on('GET', '/board/7', { status: 200, body: post })
    .on('POST', '/board', { status: 200, body: { id: 12, message: '완료되었습니다.' } });
  return { http, gateway: createApiCommunityNoticeGateway(createApiClient(http)) };
}

describe('createApiCommunityNoticeGateway', () => {
  it('reads a page of board notices and one notice by id', async () => {
    const { http, gateway } = setup();
    expect(await gateway.page(2, 16)).toEqual({ ok: true, value: [post] });
    expect(await gateway.post(7)).toEqual({ ok: true, value: post });
    expect(http.requests.map((r) => [r.method, r.path, r.query])).toEqual([
      ['GET', '/board', { category: 'notice', page: 2, perpage: 16 }],
      ['GET', '/board/7', undefined],
    ]);
  });

  it('writes a notice and answers its id; refusals pass through with the server text', async () => {
    const { http, gateway } = setup();
    expect(await gateway.write({ title: '제목', contents: '<p>본문</p>' })).toEqual({ ok: true, value: 12 });
    expect(http.requests[0]).toMatchObject({ method: 'POST', path: '/board', body: { title: '제목', contents: '<p>본문</p>' } });
    http.on('POST', '/board', { status: 403, body: { message: '공지사항 작성 권한이 없습니다.' } });
    expect(await gateway.write({ title: '제목', contents: '<p>x</p>' })).toMatchObject({
      ok: false,
      error: { status: 403, message: '공지사항 작성 권한이 없습니다.' },
    });
  });
});
