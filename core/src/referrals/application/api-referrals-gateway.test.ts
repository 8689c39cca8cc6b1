import { createApiClient } from '../../api/api-client.js';
import { FakeHttp } from '../../shared/testing/fake-http.js';
import { FAKE_REFERRALS } from '../testing/fake-referrals-gateway.js';
import { createApiReferralsGateway } from './api-referrals-gateway.js';

describe('createApiReferralsGateway', () => {
  it("reads the member's own referrals, paged", async () => {
    const http = new FakeHttp().on('GET', '/mypage/recommender', { status: 200, body: FAKE_REFERRALS });
    const gateway = createApiReferralsGateway(createApiClient(http));
    expect(await gateway.myReferrals(2, 10)).toEqual({ ok: true, value: FAKE_REFERRALS });
    expect(http.requests).toEqual([{ method: 'GET', path: '/mypage/recommender', query: { page: 2, perpage: 10 } }]);
  });
});
