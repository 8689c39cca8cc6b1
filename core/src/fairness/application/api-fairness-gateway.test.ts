import { createApiClient } from '../../api/api-client.js';
import { FakeHttp } from '../../shared/testing/fake-http.js';
import { FAKE_FAIR_GAMES, fakeFairRound } from '../testing/fake-fairness-gateway.js';
import { createApiFairnessGateway } from './api-fairness-gateway.js';
import { FairnessGateway } from './fairness.gateway.js';

describe('createApiFairnessGateway', () => {
  it('has a container token', () => {
    expect(FairnessGateway).toBe(Symbol.for('FairnessGateway'));
  });

  it('reads the games and a page of drawn rounds', async () => {
    const page = { total: 1, list: [fakeFairRound(5)] };
    const http = new FakeHttp()
      .on('GET', '/fairness/games', { status: 200, body: FAKE_FAIR_GAMES })
      .on('GET', '/fairness/rounds', { status: 200, body: page });
    const gateway = createApiFairnessGateway(createApiClient(http));
    expect(await gateway.games()).toEqual({ ok: true, value: FAKE_FAIR_GAMES });
    expect(await gateway.rounds(301, 2, 10)).toEqual({ ok: true, value: page });
    expect(http.requests).toEqual([
      { method: 'GET', path: '/fairness/games' },
      { method: 'GET', path: '/fairness/rounds', query: { gameId: 301, page: 2, perpage: 10 } },
    ]);
  });
});
