import fc from 'fast-check';
import { odds } from '../../shared/domain/odds.js';
import {
  minigameBettingOpen,
  minigameCountdownText,
  minigameCountdownTone,
  minigameCurrentRound,
  minigameDayRound,
  minigameMarkets,
  minigameMarketTitle,
  minigameSecondsToClose,
} from './minigame-round.js';
import { fakeMinigameRound } from '../testing/fake-minigame-gateway.js';

const NOON_KST = Date.UTC(2026, 10, 25, 3, 0, 0);

describe('the mini-game round', () => {
  it('counts down to the close in whole seconds, rounded up, and closes betting at the close', () => {
    const round = { closesAt: NOON_KST + 155_000 };
    expect(minigameSecondsToClose(round, NOON_KST)).toBe(155);
    expect(minigameSecondsToClose(round, NOON_KST + 154_001)).toBe(1);
    expect(minigameBettingOpen(round, NOON_KST + 154_999)).toBe(true);
    expect(minigameBettingOpen(round, NOON_KST + 155_000)).toBe(false);
    expect(minigameSecondsToClose(round, NOON_KST + 200_000)).toBe(0);
    expect(minigameCountdownText(155)).toBe('02:35');
    expect(minigameCountdownText(0)).toBe('00:00');
  });

  it('never shows a countdown that grows as time passes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 600_000 }), fc.integer({ min: 0, max: 600_000 }), (a, b) => {
        const round = { closesAt: NOON_KST + 300_000 };
        const [early, late] = a <= b ? [a, b] : [b, a];
        return minigameSecondsToClose(round, NOON_KST + late) <= minigameSecondsToClose(round, NOON_KST + early);
      }),
      { numRuns: 200 },
    );
  });

  it('colours the countdown green, orange at 10 s or less and red at 5 s or less (spec 4)', () => {
    expect([11, 10, 6, 5, 0].map(minigameCountdownTone)).toEqual(['green', 'orange', 'orange', 'red', 'red']);
  });

  it("numbers rounds within the KST day: noon with a 3-minute period is the day's 241st round", () => {
    expect(minigameDayRound(NOON_KST, 180)).toBe(241);
    expect(minigameDayRound(Date.UTC(2026, 10, 24, 15, 0, 0), 60)).toBe(1);
  });

  it('bets on the first round whose betting is still open', () => {
    const first = fakeMinigameRound(1, NOON_KST + 10_000);
    const second = fakeMinigameRound(2, NOON_KST + 190_000);
    expect(minigameCurrentRound([first, second], NOON_KST)?.id).toBe(1);
    expect(minigameCurrentRound([first, second], NOON_KST + 10_000)?.id).toBe(2);
    expect(minigameCurrentRound([first], NOON_KST + 10_000)).toBeNull();
  });

  it("heads ball-sum markets with spec 4's prefix from the odds id: suffix 1-4 normal, 18-21 power", () => {
    const pick = (oddsId: number, marketName: string, marketNameKorean = '') => ({ oddsId, marketName, marketNameKorean });
    expect(minigameMarketTitle(pick(5001, 'Odd/Even'))).toBe('일반 홀짝');
    expect(minigameMarketTitle(pick(5004, 'Under/Over'))).toBe('일반 언더오버');
    expect(minigameMarketTitle(pick(5018, 'Odd/Even'))).toBe('파워 홀짝');
    expect(minigameMarketTitle(pick(5021, 'Under/Over'))).toBe('파워 언더오버');
    expect(minigameMarketTitle(pick(5007, '사다리 출발', '사다리 출발'))).toBe('사다리 출발');
  });

  it('groups picks under their market headings in order', () => {
    const markets = minigameMarkets(fakeMinigameRound(5, NOON_KST).picks);
    expect(markets.map((m) => [m.title, m.picks.map((p) => p.name)])).toEqual([
      ['일반 홀짝', ['홀', '짝']],
      ['파워 홀짝', ['홀', '짝']],
    ]);
    expect(markets[0]?.picks[0]?.price).toBe(odds(195));
  });
});
