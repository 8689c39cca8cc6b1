import { createApiClient } from '../../api/api-client.js';
import { FakeHttp } from '../../shared/testing/fake-http.js';
import { FAKE_HOLDEM_MEMBER } from '../testing/fake-holdem-gateway.js';
import { createApiHoldemGateway } from './api-holdem-gateway.js';

function setup() {
  const http = new FakeHttp()
    .on('GET', '/realpoker/user/create', { status: 200, body: { code: 1 } })
    .on('GET', '/revolution/user/create', { status: 200, body: { code: '7', message: 'x' } })
    .on('GET', '/realpoker/game/link', { status: 200, body: 'https://rp.example/lobby' })
    .on('GET', '/revolution/game/link', { status: 200, body: { url: 'https://rv.example/lobby' } });
  return { http, gateway: createApiHoldemGateway(createApiClient(http)) };
}

describe('createApiHoldemGateway', () => {
  it("creates each game's account (real-poker with userId and nickname, revolution from the session) and reads the code", async () => {
    const { http, gateway } = setup();
    expect(await gateway.createAccount('realpoker', FAKE_HOLDEM_MEMBER)).toEqual({ ok: true, value: 1 });
    expect(await gateway.createAccount('revolution', FAKE_HOLDEM_MEMBER)).toEqual({ ok: true, value: 7 });
    expect(http.requests.map((r) => [r.path, r.query])).toEqual([
      ['/realpoker/user/create', { userId: 'member01', nickname: '회원01' }],
      ['/revolution/user/create', undefined],
    ]);
  });

  it('reads the links, the revolution one with the agent code when the member has one', async () => {
    const { http, gateway } = setup();
    expect(await gateway.link('realpoker', FAKE_HOLDEM_MEMBER)).toEqual({ ok: true, value: 'https://rp.example/lobby' });
    expect(await gateway.link('revolution', FAKE_HOLDEM_MEMBER)).toEqual({ ok: true, value: 'https://rv.example/lobby' });
    expect(await gateway.link('revolution', { ...FAKE_HOLDEM_MEMBER, agentCode: null })).toEqual({
      ok: true,
      value: 'https://rv.example/lobby',
    });
    expect(http.requests.map((r) => [r.path, r.query])).toEqual([
      ['/realpoker/game/link', { userId: 'member01' }],
      ['/revolution/game/link', { userId: 'member01', agentCode: 'partner01' }],
      ['/revolution/game/link', { userId: 'member01' }],
    ]);
  });

  it('passes a refusal through', async () => {
    const { http, gateway } = setup();
    http.on('GET', '/revolution/user/create', { status: 409, body: { message: '홀덤 점검중입니다.' } });
    const r = await gateway.createAccount('revolution', FAKE_HOLDEM_MEMBER);
    expect(r.ok).toBe(false);
  });
});
