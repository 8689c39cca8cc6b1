import { checkFairRound } from '@bet/core/fairness';
import { buildSportsTestApp, type SportsTestApp } from '../sports/testing/sports-test-app.js';

interface FairRound {
  id: number;
  round: number;
  dayRound: number;
  roundKey: string;
  seedHash: string;
  seed: string;
  result: Record<string, unknown>;
  winBetName: string;
}

describe('fairness calls', () => {
  let t: SportsTestApp;
  beforeAll(async () => {
    t = await buildSportsTestApp({ simulator: { leagues: [] } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the verifiable mini-games with the outcome function each draws with', async () => {
    const games = (await t.call(null, { url: '/api/fairness/games' })).json() as Array<{ id: number; drawKind: string }>;
    expect(games).toEqual(
      expect.arrayContaining([
        { id: 301, providerName: 'lotus', nameKorean: '로투스 파워볼', drawKind: 'ball' },
        { id: 303, providerName: 'lotus', nameKorean: '로투스 사다리', drawKind: 'ladder' },
        { id: 308, providerName: 'lotus', nameKorean: '로투스 홀짝', drawKind: 'oddEven' },
      ]),
    );
    expect(games.some((g) => g.id === 50)).toBe(false);
  });

  it('lists drawn rounds only, newest first and paged, each recomputable with core', async () => {
    const board = (await t.call(null, { url: '/api/minigame/rounds?gameId=308' })).json() as { rounds: Array<{ drawsAt: string }> };
    const empty = (await t.call(null, { url: '/api/fairness/rounds?gameId=308' })).json();
    expect(empty).toEqual({ total: 0, list: [] });
    // Three rounds of the 60 s odd/even game come and go.
    for (let i = 0; i < 3; i++) {
      t.advanceClock(60_000);
      await t.scheduler?.tick();
    }
    expect(board.rounds.length).toBeGreaterThan(0);
    const page = (await t.call(null, { url: '/api/fairness/rounds?gameId=308&perpage=2' })).json() as { total: number; list: FairRound[] };
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.list).toHaveLength(2);
    expect(page.list[0]!.round).toBeGreaterThan(page.list[1]!.round);
    for (const r of page.list) {
      expect(r.roundKey).toBe(`308:${r.round}`);
      const check = checkFairRound({
        kind: 'oddEven',
        gameId: 308,
        roundNo: r.round,
        seed: r.seed,
        seedHash: r.seedHash,
        publishedResult: r.result,
      });
      expect(check).toMatchObject({ hashMatches: true, resultMatches: true, verified: true });
      expect(r.winBetName).toMatch(/^\d+ [홀짝]$/);
    }
    const second = (await t.call(null, { url: '/api/fairness/rounds?gameId=308&perpage=2&page=2' })).json() as { list: FairRound[] };
    expect(second.list.every((r) => r.round < page.list[1]!.round)).toBe(true);
  });

  it('refuses an unknown or virtual game and bad paging in Korean', async () => {
    for (const url of ['/api/fairness/rounds?gameId=9999', '/api/fairness/rounds?gameId=50']) {
      const res = await t.call(null, { url });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('존재하지 않는 게임입니다.');
    }
    for (const url of ['/api/fairness/rounds', '/api/fairness/rounds?gameId=abc', '/api/fairness/rounds?gameId=308&page=0']) {
      const res = await t.call(null, { url });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/[가-힣]/);
    }
  });
});
