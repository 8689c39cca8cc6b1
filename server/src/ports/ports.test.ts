import fc from 'fast-check';
import { isUsdAddressValid } from '@bet/core/charge';
import { simulatedChain } from './chain.js';
import { fixedExchangeRate } from './exchange-rate.js';
import { simulatedGameProvider } from './game-provider.js';
import { cryptoRandom, scriptedRandom, seededRandom } from './random.js';
import { ManualClock } from './clock.js';

describe('chain simulator', () => {
  it('property: deposit addresses follow the network address rules', async () => {
    const chain = simulatedChain({ confirmAfterMs: 0 });
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 1e9 }), fc.constantFrom('eth' as const, 'trx' as const), async (id, network) => {
        expect(isUsdAddressValid(network, await chain.depositAddress({ id, network }))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('reports a deposit only after the confirm delay, for the requested amount or the default', async () => {
    const chain = simulatedChain({ confirmAfterMs: 1_000, defaultAmount: 7 });
    const deposit = { id: 1, network: 'trx' as const, token: 'USDT', amount: 0, requestedAt: 10_000 };
    expect(await chain.depositArrival(deposit, 10_999)).toBeNull();
    expect(await chain.depositArrival(deposit, 11_000)).toEqual({ amount: 7 });
    expect(await chain.depositArrival({ ...deposit, amount: 5 }, 11_000)).toEqual({ amount: 5 });
    expect(await chain.sendWithdrawal({ id: 1, network: 'eth', token: 'USDT', address: '0x', amount: 1 })).toMatch(/^0x[0-9a-f]{64}$/);
  });
});

describe('other ports', () => {
  it('exchange rate in hundredths of a won', async () => {
    expect(await fixedExchangeRate().wonPerUsdHundredths()).toBe(150_000);
    expect(await fixedExchangeRate(1385.57).wonPerUsdHundredths()).toBe(138_557);
    expect(() => fixedExchangeRate(0)).toThrow(RangeError);
  });

  it("game provider: stable account ids, and links to the simulator's lobby on this site (or a given host)", async () => {
    const games = simulatedGameProvider();
    const a = await games.createAccount('realpoker', { id: 5, userId: 'u', nickname: 'n' });
    expect(a).toEqual(await games.createAccount('realpoker', { id: 5, userId: 'u', nickname: 'n' }));
    expect(await games.lobbyLink('revolution', 'RV1', 'agent')).toBe('/api/game-sim/revolution/lobby?uid=RV1&agent=agent');
    expect(await simulatedGameProvider('https://games.test/').lobbyLink('realpoker', 'RP1', null)).toBe(
      'https://games.test/realpoker/lobby?uid=RP1',
    );
  });

  it('property: random ports stay in range; the seeded one is reproducible', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 1_000 }), (seed, max) => {
        const a = seededRandom(seed);
        const b = seededRandom(seed);
        for (let i = 0; i < 5; i++) {
          const x = a.int(max);
          expect(x).toBe(b.int(max));
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThan(max);
          expect(cryptoRandom.int(max)).toBeLessThan(max);
        }
      }),
    );
    const s = scriptedRandom([3, 12]);
    expect([s.int(10), s.int(10), s.int(10)]).toEqual([3, 2, 3]);
  });

  it('manual clock moves only by hand', () => {
    const c = new ManualClock(5);
    c.advance(10);
    expect(c.now()).toBe(15);
    c.set(1);
    expect(c.now()).toBe(1);
  });
});
