import { won } from '../../shared/domain/money.js';
import { odds } from '../../shared/domain/odds.js';
import { betSlipWireBody } from '../application/api-bet-slip-gateway.js';
import {
  buildInplayBetPayload,
  buildMiniGameBetPayload,
  buildPrematchBetPayload,
  buildVirtualBetPayload,
  miniGameRoundKey,
} from './payloads.js';
import { bonusEntry, miniEntry, slipEntry } from '../testing/bet-slip-fixtures.js';

const legs = [
  slipEntry({ id: 501, fixtureId: 10, sportId: 6046, marketId: 1, version: 3, price: 185, betNameKorean: '홈승' }),
  slipEntry({ id: 502, fixtureId: 11, sportId: 48242, marketId: 2, version: 4, price: 210, betNameKorean: '언더' }),
];

describe('bet payloads', () => {
  it('builds the prematch body with Odds and Won and the EU gameDetailType; the contract sends decimal prices', () => {
    const body = buildPrematchBetPayload({ memberId: 7, amount: won(10_000), entries: legs, style: 'europe', changeFlag: true });
    expect(body).toEqual({
      memberId: 7,
      totalRatio: odds(388),
      amounts: won(10_000),
      bettings: [
        { betPrice: odds(185), fixtureId: 10, oddsId: 501, sportId: 6046, marketId: 1, version: 3, betNameKorean: '홈승' },
        { betPrice: odds(210), fixtureId: 11, oddsId: 502, sportId: 48242, marketId: 2, version: 4, betNameKorean: '언더' },
      ],
      gameDetailType: 92,
      gameStyle: 'PRE',
      changeFlag: true,
    });
    expect(betSlipWireBody.prematch(body)).toEqual({
      memberId: 7,
      totalRatio: 3.88,
      amounts: 10_000,
      bettings: [
        { betPrice: 1.85, fixtureId: 10, oddsId: 501, sportId: 6046, marketId: 1, version: 3, betNameKorean: '홈승' },
        { betPrice: 2.1, fixtureId: 11, oddsId: 502, sportId: 48242, marketId: 2, version: 4, betNameKorean: '언더' },
      ],
      gameDetailType: 92,
      gameStyle: 'PRE',
      changeFlag: true,
    });
  });

  it('sends the bonus as a leg but does not count it as a folder', () => {
    const body = buildPrematchBetPayload({
      memberId: 7,
      amount: won(10_000),
      entries: [...legs, bonusEntry(2, 103)],
      style: 'korea',
      changeFlag: false,
    });
    expect(body.gameDetailType).toBe(95);
    expect(body.totalRatio).toBe(odds(400)); // 1.85 x 2.10 x 1.03 = 4.00155
    expect(betSlipWireBody.prematch(body).totalRatio).toBe(4);
    expect(body.bettings).toHaveLength(3);
  });

  it('builds the in-play body with gameStyle IN and the live-bet time', () => {
    const body = buildInplayBetPayload({
      memberId: 7,
      amount: won(20_000),
      entries: legs.slice(0, 1),
      changeFlag: true,
      liveBetTime: 6,
      sportIdForLiveBetTime: 6046,
    });
    expect(body).toMatchObject({
      gameStyle: 'IN',
      gameDetailType: 97,
      liveBetTime: 6,
      sportIdForLiveBetTime: 6046,
      totalRatio: odds(185),
      amounts: won(20_000),
      changeFlag: true,
    });
    expect(betSlipWireBody.inplay(body)).toMatchObject({
      gameStyle: 'IN',
      totalRatio: 1.85,
      amounts: 20_000,
      bettings: [{ betPrice: 1.85 }],
    });
  });

  it('builds the virtual body with the game code and the virtual legs only (no sport id or version)', () => {
    const body = buildVirtualBetPayload({ memberId: 7, amount: won(5_000), entries: legs.slice(0, 1), game: 'dog' });
    expect(body).toEqual({
      memberId: 7,
      totalRatio: odds(185),
      amounts: won(5_000),
      bettings: [{ betPrice: odds(185), fixtureId: 10, oddsId: 501, marketId: 1, betNameKorean: '홈승' }],
      gameDetailType: 60,
    });
    expect(betSlipWireBody.virtual(body)).toEqual({
      memberId: 7,
      totalRatio: 1.85,
      amounts: 5_000,
      bettings: [{ betPrice: 1.85, fixtureId: 10, oddsId: 501, marketId: 1, betNameKorean: '홈승' }],
      gameDetailType: 60,
    });
  });

  it('builds the mini-game body with the game id as gameDetailType', () => {
    const pick = miniEntry({ id: 9001, gameId: 303, round: 42, price: 195, version: 1 });
    const r = buildMiniGameBetPayload({ memberId: 7, amount: won(5_000), entries: [pick] }, new Set());
    expect(r).toEqual({
      ok: true,
      value: {
        memberId: 7,
        amounts: won(5_000),
        totalRatio: odds(195),
        bettings: [{ oddsId: 9001, betPrice: odds(195), name: '파워볼', round: 42, gameId: 303 }],
        gameDetailType: 303,
      },
    });
    expect(r.ok && betSlipWireBody.miniGame(r.value)).toEqual({
      memberId: 7,
      amounts: 5_000,
      totalRatio: 1.95,
      bettings: [{ oddsId: 9001, betPrice: 1.95, name: '파워볼', round: 42, gameId: 303 }],
      gameDetailType: 303,
    });
  });

  it("refuses a second bet for the same round with '미니게임은 회차당 1회만 베팅가능합니다.'", () => {
    const pick = miniEntry({ id: 9001, gameId: 303, round: 42 });
    expect(buildMiniGameBetPayload({ memberId: 7, amount: won(5_000), entries: [pick] }, new Set([miniGameRoundKey(303, 42)]))).toEqual({
      ok: false,
      error: { kind: 'miniGameRoundTaken', message: '미니게임은 회차당 1회만 베팅가능합니다.' },
    });
  });

  it('treats non-mini-game entries as a programmer error', () => {
    expect(() => buildMiniGameBetPayload({ memberId: 7, amount: won(5_000), entries: legs }, new Set())).toThrow('mini-game entries only');
  });
});
