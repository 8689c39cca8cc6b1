import { createApiClient } from '../../api/api-client.js';
import { microUsdt } from '../../shared/domain/money.js';
import { FakeHttp } from '../../shared/testing/fake-http.js';
import { usdtRequest } from '../testing/fake-usdt-queue-gateway.js';
import { createApiUsdtQueueGateway } from './api-usdt-queue-gateway.js';
import { UsdtQueueGateway } from './usdt-queue.gateway.js';

const NOTICE = { status: 200, body: { message: '완료' } };

describe('createApiUsdtQueueGateway', () => {
  it('is bound under its own token', () => {
    expect(UsdtQueueGateway.toString()).toBe('Symbol(UsdtQueueGateway)');
  });

  it('lists the requests by status and page, and sends decisions as money-moving calls naming the member', async () => {
    const http = new FakeHttp();
    const gateway = createApiUsdtQueueGateway(createApiClient(http));
    const row = usdtRequest(9, { amount: microUsdt(1_500_000) });
    http.on('GET', '/admin/usdt-requests', { status: 200, body: [row] });
    http.on('POST', '/admin/usdt-requests/9/approve', NOTICE).on('POST', '/admin/usdt-requests/9/reject', NOTICE);
    expect(await gateway.requests(0, 2, 20)).toEqual({ ok: true, value: [row] });
    expect(http.requests[0]).toMatchObject({ path: '/admin/usdt-requests', query: { status: 0, page: 2, perpage: 20 } });
    expect(http.requests[0]!.headers).toBeUndefined();
    // The queue's poll goes out marked, so the server does not count it as the operator's activity.
    await gateway.requests(0, 1, 20, true);
    expect(http.requests.at(-1)!.headers).toEqual({ 'x-background-poll': '1' });
    http.requests.splice(1);
    await gateway.decide(9, { kind: 'approve', memberId: 7, receivedAmount: null });
    await gateway.decide(9, { kind: 'approve', memberId: 7, receivedAmount: microUsdt(12_345_678) });
    await gateway.decide(9, { kind: 'reject', memberId: 7 });
    expect(http.requests.slice(1).map((r) => [r.path, r.body, r.moneyMoving])).toEqual([
      ['/admin/usdt-requests/9/approve', { memberId: 7 }, true],
      ['/admin/usdt-requests/9/approve', { memberId: 7, receivedAmount: 12_345_678 }, true],
      ['/admin/usdt-requests/9/reject', { memberId: 7 }, true],
    ]);
  });
});
