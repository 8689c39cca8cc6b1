import { createApiClient } from '../../api/api-client.js';
import { FakeHttp } from '../../shared/testing/fake-http.js';
import { fakeStatement } from '../testing/fake-activity-statement-gateway.js';
import { ActivityStatementGateway } from './activity-statement.gateway.js';
import { createApiActivityStatementGateway } from './api-activity-statement-gateway.js';

describe('createApiActivityStatementGateway', () => {
  it('reads the statement of a period and names its CSV download under the API base', async () => {
    const body = fakeStatement('2026-11-01', '2026-11-25');
    const http = new FakeHttp().on('GET', '/mypage/statement', { status: 200, body });
    const gateway = createApiActivityStatementGateway(createApiClient(http), '/api');
    expect(await gateway.statement('2026-11-01', '2026-11-25')).toEqual({ ok: true, value: body });
    expect(http.requests).toEqual([{ method: 'GET', path: '/mypage/statement', query: { from: '2026-11-01', to: '2026-11-25' } }]);
    expect(gateway.csvUrl('2026-11-01', '2026-11-25')).toBe('/api/mypage/statement.csv?from=2026-11-01&to=2026-11-25');
    expect(ActivityStatementGateway).toBe(Symbol.for('ActivityStatementGateway'));
  });
});
