import { createTestDatabase, type TestDatabase } from '../../testing/test-db.js';
import { createHarness, json, type Harness } from '../../testing/harness.js';
import { signCallback } from './casino-signature.js';

/**
 * Issue 29 defect 7: the provider signs its wallet callbacks with the one secret it was given.
 * Behind a balancer any instance may receive a callback, and a restart must not orphan the rounds
 * in flight: every instance reads the secret from the setting (CASINO_CALLBACK_SECRET), none
 * draws its own. Both apps here run the default modules (createCasinoModule() with no secret).
 */
const SECRET = 'a-shared-casino-callback-secret-of-32+';

let database: TestDatabase;
let first: Harness;
let second: Harness;
beforeAll(async () => {
  database = await createTestDatabase();
  first = await createHarness({ db: database.db, config: { casinoCallbackSecret: SECRET } });
  second = await createHarness({ db: database.db, config: { casinoCallbackSecret: SECRET } });
});
afterAll(async () => {
  await second.close();
  await first.close();
  await database.close();
});

const callback = (on: Harness, fields: Readonly<Record<string, unknown>>, secret = SECRET) =>
  on.inject({ method: 'POST', url: '/api/casino/callback', payload: { ...fields, signature: signCallback(secret, fields) } });

describe('casino callbacks under one configured secret', () => {
  it('accepts on one instance a round launched on another, and after the first restarts', async () => {
    const id = await first.createMember('casinoshared1');
    await first.fund(id, 'cash', 30_000);
    const m = await first.as(id);
    const moved = await m.inject({
      method: 'POST',
      url: '/api/emoney/emoney-to-opera',
      payload: { memberId: id, emoney: 30_000, totalEmoney: 30_000, code: 4 },
    });
    expect(moved.statusCode).toBe(200);
    const launched = json<{ url: string }>(
      await m.inject({ method: 'POST', url: '/api/casino/launch', payload: { memberId: id, gameId: 'dragon-hilo' } }),
    );
    const token = decodeURIComponent(new URL(launched.url, 'http://x').searchParams.get('token') ?? '');
    const round = { uid: token.split('.')[0]!, roundId: 'shared-1', gameId: 'dragon-hilo' };

    // The bet reaches the second instance, signed as the provider signs for the site.
    const bet = await callback(second, { ...round, type: 'bet', transactionId: 'shared-1:bet', amount: 5_000 });
    expect([bet.statusCode, json(bet).balance]).toEqual([200, 25_000]);
    // A callback signed with anything else is still refused.
    const forged = await callback(second, { ...round, type: 'win', transactionId: 'shared-1:forged', amount: 9_000 }, 'another-secret');
    expect([forged.statusCode, json(forged).code]).toEqual([403, 'badSignature']);

    // The first instance restarts (a new process reads the same setting); the round goes on there.
    await first.app.close();
    first = await createHarness({ db: database.db, config: { casinoCallbackSecret: SECRET } });
    const win = await callback(first, { ...round, type: 'win', transactionId: 'shared-1:win', amount: 10_000, roundEnded: true });
    expect([win.statusCode, json(win).balance]).toEqual([200, 35_000]);
    // The game page's launch token of the old process still opens the game on the new one.
    const spin = await first.inject({ method: 'POST', url: '/api/casino-sim/spin', payload: { token, stake: 1_000 } });
    expect(spin.statusCode).toBe(200);
  });
});
