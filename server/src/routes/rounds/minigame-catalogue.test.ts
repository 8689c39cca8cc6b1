import { MINIGAME_PROVIDER_CODES } from '@bet/core/history';
import { buildSportsTestApp, type SportsTestApp } from '../sports/testing/sports-test-app.js';
import { MINIGAMES } from './minigame-catalogue.js';

describe('the mini-game catalogue', () => {
  let t: SportsTestApp;
  beforeAll(async () => {
    t = await buildSportsTestApp({ simulator: { leagues: [] } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('seeds games for every provider under the history codes of spec 9', async () => {
    const list = (await t.call(null, { url: '/api/settingMinigame' })).json() as Array<{ id: number; providerName: string }>;
    for (const [provider, codes] of Object.entries(MINIGAME_PROVIDER_CODES)) {
      const ids = list.filter((g) => g.providerName === provider).map((g) => g.id);
      expect(ids.sort((a, b) => a - b)).toEqual(codes.map(Number).sort((a, b) => a - b));
    }
    expect(new Set(MINIGAMES.map((g) => g.id)).size).toBe(MINIGAMES.length);
    expect((await t.call(null, { url: '/api/settingMinigame/501' })).json()).toMatchObject({
      providerName: 'evolution',
      minigameNameKorean: '에볼루션 파워볼',
    });
  });

  it('serves a board for a new provider game and refuses it during maintenance', async () => {
    await t.scheduler?.tick();
    const board = (await t.call(null, { url: '/api/minigame/rounds?gameId=8' })).json();
    expect(board.game).toMatchObject({ id: 8, providerName: 'ntry', nameKorean: '엔트리 파워볼' });
    // The title (the history's league column) numbers the round within the KST day, as the board does.
    expect(board.rounds[0].title).toBe(`엔트리 파워볼 ${board.rounds[0].dayRound}회차`);
    expect(board.rounds[0].picks.map((p: { oddsId: number }) => p.oddsId % 100)).toEqual([1, 2, 3, 4, 18, 19, 20, 21]);
    await t.db.query('UPDATE game_definitions SET system_maintenance_flg = true WHERE id = 8');
    const refused = await t.call(null, { url: '/api/minigame/rounds?gameId=8' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('엔트리 파워볼 점검중입니다.');
    expect((await t.call(null, { url: '/api/settingMinigame/8' })).json().systemMaintenanceFlg).toBe(true);
    await t.db.query('UPDATE game_definitions SET system_maintenance_flg = false WHERE id = 8');
    expect((await t.call(null, { url: '/api/minigame/rounds?gameId=999' })).statusCode).toBe(404);
  });
});
