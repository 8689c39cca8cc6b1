import { createApiClient } from '../../api/api-client.js';
import { FakeHttp } from '../../shared/testing/fake-http.js';
import { createApiCommunityNoticeGateway } from './api-community-notice-gateway.js';

const post = { id: 7, title: '공지', contents: '<p>본문</p>', category: 'notice', createTimestamp: '2026-11-20 10:00:00' };

function setup() {
  const http = new FakeHttp()
    .on('GET', '/board', { status: 200, body: [post] })
    .on('GET', '/board/7', { status: 200, body: { ...post, mine: true } })
    .on('POST', '/board', { status: 200, body: { id: 12, message: '완료되었습니다.' } })
    .on('PUT', '/board/7', { status: 200, body: { message: '완료되었습니다.' } });
  return { http, gateway: createApiCommunityNoticeGateway(createApiClient(http)) };
}

describe('createApiCommunityNoticeGateway', () => {
  it('reads a page of board notices and one notice by id (the detail says whether the reader wrote it)', async () => {
    const { http, gateway } = setup();
    expect(await gateway.page(2, 16)).toEqual({ ok: true, value: [post] });
    expect(await gateway.post(7)).toEqual({ ok: true, value: { ...post, mine: true } });
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

  it("edits a notice on its path; the 403 of another member's notice passes through with its text", async () => {
    const { http, gateway } = setup();
    expect(await gateway.edit(7, { title: '고친 제목', contents: '<p>고침</p>' })).toEqual({ ok: true, value: undefined });
    expect(http.requests[0]).toMatchObject({ method: 'PUT', path: '/board/7', body: { title: '고친 제목', contents: '<p>고침</p>' } });
    http.on('PUT', '/board/7', { status: 403, body: { message: '본인이 작성한 공지사항만 수정할 수 있습니다.' } });
    expect(await gateway.edit(7, { title: '제목', contents: '<p>x</p>' })).toMatchObject({
      ok: false,
      error: { status: 403, message: '본인이 작성한 공지사항만 수정할 수 있습니다.' },
    });
  });
});
