import { createApiClient } from '../../api/api-client.js';
import { FakeHttp } from '../../shared/testing/fake-http.js';
import { createApiVirtualGateway } from './api-virtual-gateway.js';
import { VirtualGateway } from './virtual.gateway.js';

const BOARD = {
  streams: [{ name: 'main', url: 'https://v.example/a.m3u8' }],
  leagues: [
    { id: 'premiership', name: 'Premiership', nameKorean: '프리미어십' },
    { id: 'cup', name: 'Cup' },
  ],
  game: { id: 50, providerName: 'bet365', nameKorean: '가상축구', periodSeconds: 180 },
  rounds: [
    {
      id: 42,
      fixtureId: 42,
      round: 9_876_543,
      dayRound: 241,
      title: '프리미어십 런던 vs 파리',
      home: '런던',
      away: '파리',
      closesAt: '2026-11-25T03:02:45.000Z',
      drawsAt: '2026-11-25T03:03:00.000Z',
      seedHash: 'a'.repeat(64),
      picks: [{ oddsId: 42_001, marketId: 1, marketName: '1X2', marketNameKorean: '승무패', name: '승', betPrice: 2.1 }],
    },
  ],
  recent: [
    {
      id: 41,
      round: 9_876_542,
      result: { home: 2, away: 1 },
      winBetName: '2:1',
      seedHash: 'b'.repeat(64),
      seed: 'c'.repeat(64),
      drawsAt: '2026-11-25T03:00:00.000Z',
    },
    { id: 40, round: 9_876_541, result: null, winBetName: null, seedHash: 'b'.repeat(64), seed: null, drawsAt: '2026-11-25T02:57:00.000Z' },
  ],
};

describe('createApiVirtualGateway', () => {
  it('reads GET /vet3/{game} as the board: starts and ends from the close and the draw, results with their day round', async () => {
    const http = new FakeHttp().on('GET', '/vet3/Soccer', { status: 200, body: BOARD });
    const gateway = createApiVirtualGateway(createApiClient(http));
    const r = await gateway.board('soccer');
    expect(r.ok && r.value).toMatchObject({
      gameId: 50,
      gameName: '가상축구',
      streams: [{ name: 'main', url: 'https://v.example/a.m3u8' }],
      leagues: [
        { id: 'premiership', name: '프리미어십' },
        { id: 'cup', name: 'Cup' },
      ],
      rounds: [
        { id: 42, round: 9_876_543, dayRound: 241, startsAt: Date.UTC(2026, 10, 25, 3, 2, 45), endsAt: Date.UTC(2026, 10, 25, 3, 3) },
      ],
      results: [
        { id: 41, dayRound: 240, endsAt: Date.UTC(2026, 10, 25, 3, 0), text: '2:1' },
        { id: 40, dayRound: 239, text: '' },
      ],
    });
    expect(r.ok && r.value.rounds[0]?.picks[0]).toEqual({
      oddsId: 42_001,
      marketId: 1,
      marketName: '1X2',
      marketNameKorean: '승무패',
      name: '승',
      price: 210,
    });
  });

  it("sends the poll's read with X-Background-Poll, the member's without", async () => {
    const http = new FakeHttp().on('GET', '/vet3/Soccer', { status: 200, body: BOARD });
    const gateway = createApiVirtualGateway(createApiClient(http));
    await gateway.board('soccer');
    await gateway.board('soccer', true);
    expect(http.requests.map((r) => r.headers?.['x-background-poll'] ?? '-')).toEqual(['-', '1']);
  });

  it('is bound in the container under its shared symbol', () => {
    expect(VirtualGateway).toBe(Symbol.for('VirtualGateway'));
  });

  it('titles a race (no teams) with the game name', async () => {
    const race = { ...BOARD, rounds: [{ ...BOARD.rounds[0], title: '경마 14963131회차', home: null, away: null }] };
    const http = new FakeHttp().on('GET', '/vet3/Horse', { status: 200, body: { ...race, game: { ...BOARD.game, nameKorean: '경마' } } });
    const r = await createApiVirtualGateway(createApiClient(http)).board('horse');
    expect(r.ok && r.value.rounds[0]?.title).toBe('경마');
  });

  it('passes a failure through', async () => {
    const http = new FakeHttp().on('GET', '/vet3/Horse', { status: 404, body: { message: '존재하지 않는 게임입니다.' } });
    const r = await createApiVirtualGateway(createApiClient(http)).board('horse');
    expect(r.ok).toBe(false);
  });
});
