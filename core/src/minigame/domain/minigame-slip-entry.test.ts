import { isBetSlipMiniGameEntry } from '../../bet-slip/domain/fixture-rules.js';
import { buildMiniGameBetPayload, miniGameRoundKey } from '../../bet-slip/domain/payloads.js';
import { won } from '../../shared/domain/money.js';
import { fakeMinigameRound } from '../testing/fake-minigame-gateway.js';
import { minigameSlipEntry } from './minigame-slip-entry.js';

describe('a mini-game pick in the slip', () => {
  const round = fakeMinigameRound(42, Date.UTC(2026, 10, 25, 3, 2, 50));
  const power = round.picks[2]!;
  const entry = minigameSlipEntry({ id: 301, nameKorean: '로투스 파워볼' }, round, power);

  it('is a mini-game entry naming the game, the provider round and the pick, with the power prefix', () => {
    expect(isBetSlipMiniGameEntry(entry)).toBe(true);
    expect(entry).toMatchObject({
      id: 42_018,
      gameId: 301,
      round: round.round,
      name: '홀',
      fixtureId: 42,
      marketNameKorean: '파워 홀짝',
      slipName: '로투스 파워볼 241회차',
    });
  });

  it("becomes the body of POST /minigame/betting, refused once the round was used ('미니게임은 회차당 1회만 베팅가능합니다.')", () => {
    const input = { memberId: 7, amount: won(10_000), entries: [entry] };
    const body = buildMiniGameBetPayload(input, new Set());
    expect(body.ok && body.value).toMatchObject({ gameDetailType: 301, bettings: [{ oddsId: 42_018, round: round.round, gameId: 301 }] });
    const again = buildMiniGameBetPayload(input, new Set([miniGameRoundKey(301, round.round)]));
    expect(!again.ok && again.error.message).toBe('미니게임은 회차당 1회만 베팅가능합니다.');
  });
});
