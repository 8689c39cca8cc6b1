import { FAKE_MINIGAMES } from '../testing/fake-minigame-gateway.js';
import {
  isMinigameBoardProvider,
  minigameAccess,
  minigameBoardProviderLabel,
  minigameDefaultGame,
  minigameGamesOf,
} from './minigame-catalogue.js';

describe('the mini-game catalogue', () => {
  it('knows the five providers of spec 2 with their Korean names', () => {
    expect(['lotus', 'token', 'evolution', 'ntry', 'next'].map((p) => isMinigameBoardProvider(p) && minigameBoardProviderLabel(p))).toEqual(
      ['로투스', '토큰', '에볼루션', '엔트리', '넥스트'],
    );
    expect(isMinigameBoardProvider('bet365')).toBe(false);
  });

  it('opens a provider with its first game not in maintenance', () => {
    expect(minigameDefaultGame(minigameGamesOf(FAKE_MINIGAMES, 'lotus'))?.id).toBe(301);
    expect(minigameDefaultGame(minigameGamesOf(FAKE_MINIGAMES, 'evolution'))).toBeNull();
    expect(minigameDefaultGame(minigameGamesOf(FAKE_MINIGAMES, 'ntry'))).toBeNull();
  });

  it("refuses a missing game ('존재하지 않는 게임입니다.') and one in maintenance ('{game} 점검중입니다.', spec 8)", () => {
    expect(minigameAccess(null)).toEqual({ ok: false, message: '존재하지 않는 게임입니다.' });
    expect(minigameAccess(FAKE_MINIGAMES[1]!)).toEqual({ ok: false, message: '로투스 사다리 점검중입니다.' });
    expect(minigameAccess(FAKE_MINIGAMES[0]!)).toEqual({ ok: true, game: FAKE_MINIGAMES[0] });
  });
});
