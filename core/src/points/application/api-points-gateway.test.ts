import { createApiClient } from '../../api/api-client.js';
import { points } from '../../shared/domain/money.js';
import { FakeHttp } from '../../shared/testing/fake-http.js';
import { createApiPointsGateway } from './api-points-gateway.js';

const row = { id: 3, point: -500, pointMemo: '포인트 전환', createdAt: '2026-11-22 10:00:00', status: 1, pointToCashFlg: 1 };

function setup(member: { id: number; userId: string } | null = { id: 7, userId: 'member01' }) {
  const http = new FakeHttp()
    .on('GET', '/point/count', { status: 200, body: { count: 1 } })
    .on('GET', '/point', { status: 200, body: [row] })
    .on('DELETE', '/point/allPoinToCash/:userId', { status: 200, body: { message: '삭제되었습니다.', count: 1 } })
    .on('DELETE', '/point/:id', { status: 200, body: { message: '삭제되었습니다.' } })
    .on('POST', '/emoney/pointToEmoney', { status: 200, body: { message: 'ok' } });
  return { http, gateway: createApiPointsGateway(createApiClient(http), () => member) };
}

describe('createApiPointsGateway', () => {
  it('asks the conversions with pointToCashFlg=1 and my page history without the flag', async () => {
    const { http, gateway } = setup();
    expect(await gateway.page('conversions', 2, 10)).toEqual({
      ok: true,
      value: { total: 1, rows: [{ id: 3, point: -500, memo: '포인트 전환', createdAt: '2026-11-22 10:00:00', pointToCashFlg: 1 }] },
    });
    await gateway.page('all', 1, 10);
    expect(http.requests.map((r) => [r.path, r.query])).toEqual([
      ['/point/count', { memberId: 7, pointToCashFlg: 1 }],
      ['/point', { memberId: 7, page: 2, perpage: 10, pointToCashFlg: 1 }],
      ['/point/count', { memberId: 7 }],
      ['/point', { memberId: 7, page: 1, perpage: 10 }],
    ]);
  });

  it('deletes one by id, all by login id, and converts with memberId, point and userUpdatedAt', async () => {
    const { http, gateway } = setup();
    expect(await gateway.deleteOne(3)).toEqual({ ok: true, value: undefined });
    expect(await gateway.deleteAll()).toEqual({ ok: true, value: undefined });
    expect(await gateway.convert({ point: points(500), userUpdatedAt: '2026-11-22 09:00:00' })).toEqual({ ok: true, value: undefined });
    expect(http.requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['DELETE', '/point/3', undefined],
      ['DELETE', '/point/allPoinToCash/member01', undefined],
      ['POST', '/emoney/pointToEmoney', { memberId: 7, point: 500, userUpdatedAt: '2026-11-22 09:00:00' }],
    ]);
  });

  it('sends nothing for a visitor, and passes a failed count or page on', async () => {
    const visitor = setup(null);
    expect((await visitor.gateway.page('all', 1, 10)).ok).toBe(false);
    expect(visitor.http.requests).toEqual([]);
    const { http, gateway } = setup();
    http.on('GET', '/point/count', { status: 500, body: { message: '오류' } });
    expect((await gateway.page('all', 1, 10)).ok).toBe(false);
    http.on('GET', '/point/count', { status: 200, body: { count: 1 } }).on('GET', '/point', { status: 500, body: null });
    expect((await gateway.page('all', 1, 10)).ok).toBe(false);
  });
});
