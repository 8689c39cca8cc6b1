import { betSuccessText } from './success-text.js';
import { bonusEntry, slipEntry } from '../testing/bet-slip-fixtures.js';

const pick = (id: number, league: string, name: string) =>
  slipEntry({
    id,
    fixtureId: id,
    betNameKorean: name,
    gameInfo: { home_participants_name: 'A', away_participants_name: 'B', league_name: league, sport_id: 6046 },
  });

describe('bet success text', () => {
  it("says '베팅이 완료 되었습니다.' and names league, pick and amount for a prematch single", () => {
    expect(betSuccessText([pick(1, 'K리그1', '홈승')], 10_000, true)).toEqual({
      title: '베팅이 완료 되었습니다.',
      detail: '[베팅] K리그1 - 홈승 (10,000원)',
    });
  });

  it("adds ' 외 N폴더' for further legs, not counting the bonus", () => {
    const text = betSuccessText([pick(1, 'EPL', '원정승'), pick(2, 'NBA', '오버'), pick(3, 'KBO', '홈승'), bonusEntry(3)], 1_250_000, true);
    expect(text.detail).toBe('[베팅] EPL - 원정승 외 2폴더 (1,250,000원)');
  });

  it('falls back to the feed name and gives only the title outside prematch', () => {
    expect(betSuccessText([slipEntry({ id: 1, betName: 'Away', betNameKorean: '' })], 5_000, true).detail).toBe(
      '[베팅] K리그1 - Away (5,000원)',
    );
    expect(betSuccessText([pick(1, 'K리그1', '홈승')], 10_000, false)).toEqual({ title: '베팅이 완료 되었습니다.', detail: null });
  });
});
