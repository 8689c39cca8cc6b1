import type { ServerModule } from '../../app-types.js';
import { foundationModules } from '../../modules.js';
import { createHarness, TEST_NOW } from '../../testing/harness.js';
import { LEAGUES } from './feed/catalogue.js';
import { OddsFeedSimulator } from './feed/simulator.js';
import { seedSports, sportsPlugin } from './index.js';

describe('sportsPlugin', () => {
  it('mounts the routes and starts the feed inside the foundation’s /api context, and stops with the app', async () => {
    const simulator = new OddsFeedSimulator({
      seed: 3,
      now: TEST_NOW,
      leagues: LEAGUES.filter((l) => l.id === 5001),
      fixturesPerLeague: 2,
    });
    const viaPlugin = {
      name: 'sports-plugin',
      routes: async (api: Parameters<NonNullable<ServerModule['routes']>>[0]) => {
        await api.register(sportsPlugin, { feed: { simulator }, realtime: false });
      },
    };
    const h = await createHarness({ modules: [...foundationModules(), viaPlugin] });
    try {
      await seedSports(h.db);
      const menu = await h.inject({ method: 'GET', url: '/api/sportsLeague/topSport' });
      expect(menu.statusCode).toBe(200);
      const american = (JSON.parse(menu.body) as Array<{ sportsEventId: number; leagueCount: number }>).find(
        (s) => s.sportsEventId === 131506,
      );
      expect(american?.leagueCount).toBe(1);
      const history = await h.inject({ method: 'GET', url: '/api/sports-prematch/bettings' });
      expect(history.statusCode).toBe(401);
    } finally {
      await h.close();
    }
  });
});
