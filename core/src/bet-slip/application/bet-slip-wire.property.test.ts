/**
 * Property: for any slip, the body on the wire carries exactly the truncated prices, the floored
 * total and the whole-won stake the domain computed. The slip builds its bodies in `Odds` and
 * `Won`; the call's contract is the one converter, so encoding the domain body, sending it as
 * JSON and decoding it with the same contract gives the domain body back.
 */
import fc from 'fast-check';
import { createApiClient } from '../../api/api-client.js';
import * as W from '../../api/contract/index.js';
import { minigameBetCall } from '../../api/contracts/minigame.js';
import { inplayBetCall, prematchBetCall, virtualBetCall } from '../../api/contracts/sports-betting.js';
import { createApiInplayGateway } from '../../inplay/application/api-inplay-gateway.js';
import { floorToTen, type Won } from '../../shared/domain/money.js';
import { formatOdds, totalOdds, type Odds } from '../../shared/domain/odds.js';
import { ok } from '../../shared/domain/result.js';
import { FakeHttp } from '../../shared/testing/fake-http.js';
import type { BetSlipEntry } from '../domain/bet-slip.types.js';
import { VIRTUAL_GAME_DETAIL_TYPE, type VirtualGameKind } from '../domain/game-detail-type.js';
import {
  buildInplayBetPayload,
  buildMiniGameBetPayload,
  buildPrematchBetPayload,
  buildVirtualBetPayload,
  type BetPayloadInput,
} from '../domain/payloads.js';
import { bonusEntry, miniEntry, slipEntry } from '../testing/bet-slip-fixtures.js';
import {
  betSlipInplayApiInput,
  betSlipMiniGameApiInput,
  betSlipPrematchApiInput,
  betSlipVirtualApiInput,
  betSlipWireBody,
  createApiBetSlipGateway,
} from './api-bet-slip-gateway.js';

const oddsWire = W.odds();

/** A price as a feed sends it: 2 decimals or more (the extra digits are truncated, never rounded). */
const feedPrice = fc
  .record({ hundredths: fc.integer({ min: 100, max: 10_000 }), extra: fc.constantFrom('', '0', '1', '5', '9', '99', '999') })
  .map(({ hundredths, extra }) => ({
    hundredths,
    wire: Number(`${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}${extra}`),
  }));

/** The domain's odds of a feed price: what the contract's decoder makes of it. */
function decodedOdds(price: number): Odds {
  const r = oddsWire.decode(price);
  if (!r.ok) throw new Error(`fixture price ${price} refused`);
  return r.value;
}

const leg = fc.record({
  price: feedPrice,
  sportId: fc.constantFrom(6046, 48242, 154914, 35232),
  marketId: fc.integer({ min: 1, max: 10_000 }),
  version: fc.integer({ min: 0, max: 2_147_483_647 }),
  betNameKorean: fc.constantFrom('홈승', '원정승', '무승부', '오버', '언더', '홀', '짝'),
});

/**
 * A slip of 1-10 picks on distinct fixtures, perhaps with a bonus leg, and a stake as typed. The
 * contracts carry prices up to `W.MAX_PRICE`; slips whose total passes it are left out.
 */
const slip = fc
  .record({
    memberId: fc.integer({ min: 1, max: 1_000_000 }),
    typed: fc.integer({ min: 5_000, max: 1_000_000_000 }),
    legs: fc.array(leg, { minLength: 1, maxLength: 10 }),
    bonus: fc.boolean(),
  })
  .filter((s) => {
    // Exact product of the legs (and a bonus of 1.03) in hundredths, compared without floats.
    const product = [...s.legs.map((l) => l.price.hundredths), 103].reduce((p, h) => p * BigInt(h), 1n);
    return product <= BigInt(W.MAX_PRICE) * 100n ** BigInt(s.legs.length + 1);
  });

type Slip = typeof slip extends fc.Arbitrary<infer S> ? S : never;

function entriesOf(s: Slip): BetSlipEntry[] {
  const picks = s.legs.map((l, i) =>
    slipEntry({
      id: 1_000 + i,
      fixtureId: 100 + i,
      sportId: l.sportId,
      marketId: l.marketId,
      version: l.version,
      betNameKorean: l.betNameKorean,
      price: decodedOdds(l.price.wire),
    }),
  );
  return s.bonus ? [...picks, bonusEntry(3, 103)] : picks;
}

/** The stake the slip sends: the typed amount rounded down to a multiple of 10 won (spec 9). */
const stakeOf = (s: Slip): Won => floorToTen(s.typed);

const inputOf = (s: Slip): BetPayloadInput => ({ memberId: s.memberId, amount: stakeOf(s), entries: entriesOf(s) });

/** What JSON makes of a body: the real wire. */
const overTheWire = (body: unknown): unknown => JSON.parse(JSON.stringify(body)) as unknown;

/** The decimal a price's 2-decimal text denotes (185 -> 1.85): what the server must read. */
const decimalOf = (o: Odds): number => Number(formatOdds(o));

interface WireBody {
  readonly totalRatio: number;
  readonly amounts: number;
  readonly bettings: readonly { readonly betPrice: number }[];
}

/** The prices, total and stake on the wire are the domain's, as 2-decimal numbers and whole won. */
function expectDomainNumbers(wire: WireBody, entries: readonly BetSlipEntry[], stake: Won, s: Slip): void {
  expect(wire.bettings.map((l) => l.betPrice)).toEqual(entries.map((e) => decimalOf(e.betPrice)));
  // The domain's price is the feed's truncated to 2 decimals.
  expect(entries.slice(0, s.legs.length).map((e) => e.betPrice)).toEqual(s.legs.map((l) => l.price.hundredths));
  for (const l of wire.bettings) expect(String(l.betPrice)).toMatch(/^\d+(\.\d{1,2})?$/);
  expect(wire.totalRatio).toBe(decimalOf(totalOdds(entries.map((e) => e.betPrice))));
  expect(Number.isSafeInteger(wire.amounts)).toBe(true);
  expect(wire.amounts % 10).toBe(0);
  expect(wire.amounts).toBe(stake);
}

describe('bet slip bodies on the wire (property)', () => {
  it('prematch: the wire body carries the domain numbers and decodes back to the domain body', async () => {
    await fc.assert(
      fc.asyncProperty(
        slip,
        fc.constantFrom('europe', 'korea', 'event') as fc.Arbitrary<'europe' | 'korea' | 'event'>,
        async (s, style) => {
          const entries = entriesOf(s);
          const payload = buildPrematchBetPayload({ ...inputOf(s), style, changeFlag: s.bonus });
          const http = new FakeHttp().on('POST', '/sports-prematch/betting', { status: 200, body: { id: 1 } });
          const gateway = createApiBetSlipGateway(createApiClient(http), { placeInplayBet: async () => ok({}) });
          expect(await gateway.placePrematchBet(payload)).toEqual({ ok: true, value: { slipId: 1 } });
          const sent = overTheWire(http.requests[0]?.body);
          expect(sent).toEqual(betSlipWireBody.prematch(payload));
          expectDomainNumbers(sent as WireBody, entries, payload.amounts, s);
          expect(prematchBetCall.body.decode(sent)).toEqual(ok(betSlipPrematchApiInput(payload)));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('in-play: the wire body carries the domain numbers and decodes back to the domain body', async () => {
    await fc.assert(
      fc.asyncProperty(slip, fc.integer({ min: 3, max: 60 }), async (s, liveBetTime) => {
        const entries = entriesOf(s);
        const payload = buildInplayBetPayload({ ...inputOf(s), changeFlag: true, liveBetTime, sportIdForLiveBetTime: 6046 });
        const http = new FakeHttp().on('POST', '/sports-inplay/betting', { status: 200, body: { id: 2 } });
        const placed = await createApiInplayGateway(createApiClient(http)).placeInplayBet(payload, 'tk');
        expect(placed.ok).toBe(true);
        const sent = overTheWire(http.requests[0]?.body);
        expect(sent).toEqual(betSlipWireBody.inplay(payload));
        expectDomainNumbers(sent as WireBody, entries, payload.amounts, s);
        expect(inplayBetCall.body.decode(sent)).toEqual(ok({ ...betSlipInplayApiInput(payload), gameStyle: 'IN' }));
      }),
      { numRuns: 100 },
    );
  });

  it('virtual: the wire body carries the domain numbers and decodes back to the domain body', async () => {
    const games = Object.keys(VIRTUAL_GAME_DETAIL_TYPE) as VirtualGameKind[];
    await fc.assert(
      fc.asyncProperty(slip, fc.constantFrom(...games), async (s, game) => {
        const entries = entriesOf(s);
        const payload = buildVirtualBetPayload({ ...inputOf(s), game });
        const http = new FakeHttp().on('POST', '/virtureBetting/soccer', { status: 200, body: { id: 3 } });
        const gateway = createApiBetSlipGateway(createApiClient(http), { placeInplayBet: async () => ok({}) });
        expect(await gateway.placeVirtualBet(payload)).toEqual({ ok: true, value: { slipId: 3 } });
        const sent = overTheWire(http.requests[0]?.body);
        expect(sent).toEqual(betSlipWireBody.virtual(payload));
        expectDomainNumbers(sent as WireBody, entries, payload.amounts, s);
        expect(virtualBetCall.body.decode(sent)).toEqual(ok(betSlipVirtualApiInput(payload)));
      }),
      { numRuns: 100 },
    );
  });

  it('mini-game: the wire body carries the domain numbers and decodes back to the domain body', async () => {
    await fc.assert(
      fc.asyncProperty(slip, fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 10_000 }), async (s, gameId, round) => {
        const entries = entriesOf({ ...s, bonus: false }).map((e) => miniEntry({ ...e, price: e.betPrice, gameId, round }));
        const built = buildMiniGameBetPayload({ memberId: s.memberId, amount: stakeOf(s), entries }, new Set());
        if (!built.ok) throw new Error('a fresh round was refused');
        const payload = built.value;
        const http = new FakeHttp().on('POST', '/minigame/betting', { status: 200, body: { id: 4 } });
        const gateway = createApiBetSlipGateway(createApiClient(http), { placeInplayBet: async () => ok({}) });
        expect(await gateway.placeMiniGameBet(payload)).toEqual({ ok: true, value: { slipId: 4 } });
        const sent = overTheWire(http.requests[0]?.body);
        expect(sent).toEqual(betSlipWireBody.miniGame(payload));
        expectDomainNumbers(sent as WireBody, entries, payload.amounts, { ...s, bonus: false });
        expect(minigameBetCall.body.decode(sent)).toEqual(ok(betSlipMiniGameApiInput(payload)));
      }),
      { numRuns: 100 },
    );
  });
});
