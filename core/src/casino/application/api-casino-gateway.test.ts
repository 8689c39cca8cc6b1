import { CasinoGateway, GameWindowPort } from './casino.gateway.js';
import { createApiClient } from '../../api/api-client.js';
import { won } from '../../shared/domain/money.js';
import { FakeHttp } from '../../shared/testing/fake-http.js';
import { FAKE_CASINO_LOBBY } from '../testing/fake-casino-gateway.js';
import { createApiCasinoGateway } from './api-casino-gateway.js';

function setup() {
  const http = new FakeHttp()
    .on('GET', '/casino/lobby', { status: 200, body: FAKE_CASINO_LOBBY })
    .on('POST', '/casino/launch', { status: 200, body: { url: '/api/casino-sim/play?token=x', created: true } })
    .on('POST', '/emoney/emoney-to-opera', { status: 200, body: { message: '전환에 성공했습니다.' } })
    .on('POST', '/emoney/opera-to-emoney', { status: 200, body: { message: '전환에 성공했습니다.' } });
  return { http, gateway: createApiCasinoGateway(createApiClient(http)) };
}

describe('createApiCasinoGateway', () => {
  it('reads the lobby of a category and the launch URL', async () => {
    const { http, gateway } = setup();
    expect(await gateway.lobby('slot')).toEqual({ ok: true, value: FAKE_CASINO_LOBBY });
    expect(await gateway.launch(7, 'lucky-gold-rush')).toEqual({ ok: true, value: '/api/casino-sim/play?token=x' });
    expect(http.requests).toEqual([
      { method: 'GET', path: '/casino/lobby', query: { category: 'slot' } },
      { method: 'POST', path: '/casino/launch', body: { memberId: 7, gameId: 'lucky-gold-rush' } },
    ]);
  });

  it('sends code 4 to the casino wallet and code 3 back, as money-moving calls', async () => {
    const { http, gateway } = setup();
    expect((await gateway.transfer({ memberId: 7, emoney: won(30_000), totalEmoney: won(50_000), code: 4 })).ok).toBe(true);
    expect((await gateway.transfer({ memberId: 7, emoney: won(1), totalEmoney: won(9), code: 3 })).ok).toBe(true);
    expect(http.requests.map((r) => [r.path, r.body, r.moneyMoving])).toEqual([
      ['/emoney/emoney-to-opera', { memberId: 7, emoney: 30_000, totalEmoney: 50_000, code: 4 }, true],
      ['/emoney/opera-to-emoney', { memberId: 7, emoney: 1, totalEmoney: 9, code: 3 }, true],
    ]);
  });

  it('passes a refusal through with the server text', async () => {
    const { http, gateway } = setup();
    http.on('POST', '/casino/launch', {
      status: 502,
      body: { message: '알 수 없는 오류가 발생했습니다. 관리자에게 문의해주세요.', code: 'gameAccountFailed' },
    });
    expect(await gateway.launch(7, 'x')).toMatchObject({
      ok: false,
      error: { status: 502, message: '알 수 없는 오류가 발생했습니다. 관리자에게 문의해주세요.' },
    });
  });
});

describe('the casino ports', () => {
  it('are bound by registry symbols, so the app container and core name the same token', () => {
    expect(CasinoGateway).toBe(Symbol.for('CasinoGateway'));
    expect(GameWindowPort).toBe(Symbol.for('GameWindowPort'));
  });
});
