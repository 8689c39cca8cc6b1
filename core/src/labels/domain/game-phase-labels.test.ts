import fc from 'fast-check';
import { GAME_PHASE_FALLBACK, gamePhaseLabel } from './game-phase-labels.js';
import { FEED_SPORT_IDS } from './sport-ids.js';

const { football, basketball, iceHockey, volleyball, tennis, baseball, handball } = FEED_SPORT_IDS;

describe('gamePhaseLabel', () => {
  it.each([
    [10, '전반전'],
    [20, '후반전'],
    [30, '연장 전반'],
    [35, '연장 후반'],
    [50, '승부차기'],
    [100, '경기종료'],
    [101, '연장 포함 종료'],
    [102, '승부차기 포함 종료'],
  ])('labels football code %d as %s', (code, label) => {
    expect(gamePhaseLabel(code, football)).toBe(label);
  });

  it('labels numbered periods per sport', () => {
    expect(gamePhaseLabel(1, basketball)).toBe('1쿼터');
    expect(gamePhaseLabel(4, basketball)).toBe('4쿼터');
    expect(gamePhaseLabel(3, iceHockey)).toBe('3피리어드');
    expect(gamePhaseLabel(5, volleyball)).toBe('5세트');
    expect(gamePhaseLabel(2, tennis)).toBe('2세트');
    expect(gamePhaseLabel(7, baseball)).toBe('7이닝');
    expect(gamePhaseLabel(7, baseball, { inningHalf: 'top' })).toBe('7회초');
    expect(gamePhaseLabel(9, baseball, { inningHalf: 'bottom' })).toBe('9회말');
    expect(gamePhaseLabel(2, 424242)).toBe('2피리어드');
  });

  it('labels halves, overtime and ends for the other sports', () => {
    expect(gamePhaseLabel(10, handball)).toBe('전반전');
    expect(gamePhaseLabel(20, basketball)).toBe('후반전');
    expect(gamePhaseLabel(40, basketball)).toBe('연장전');
    expect(gamePhaseLabel(40, baseball)).toBe('연장전');
    expect(gamePhaseLabel(100, volleyball)).toBe('경기종료');
    expect(gamePhaseLabel(101, basketball)).toBe('연장 포함 종료');
    expect(gamePhaseLabel(50, iceHockey)).toBe('슛아웃');
    expect(gamePhaseLabel(102, iceHockey)).toBe('슛아웃 포함 종료');
    expect(gamePhaseLabel(100, iceHockey)).toBe('경기종료');
  });

  it('labels the sport-specific unit codes', () => {
    expect(gamePhaseLabel(60, tennis)).toBe('게임');
    expect(gamePhaseLabel(62, baseball)).toBe('실책');
    expect(gamePhaseLabel(65, 0)).toBe('라운드');
    expect(gamePhaseLabel(66, 0)).toBe('프레임');
    expect(gamePhaseLabel(70, 0)).toBe('오버');
    expect(gamePhaseLabel(71, 0)).toBe('딜리버리');
  });

  it('falls back for unknown codes', () => {
    expect(gamePhaseLabel(0, basketball)).toBe(GAME_PHASE_FALLBACK);
    expect(gamePhaseLabel(1, football)).toBe(GAME_PHASE_FALLBACK);
    expect(gamePhaseLabel(77, football)).toBe(GAME_PHASE_FALLBACK);
    expect(gamePhaseLabel(-3, tennis)).toBe(GAME_PHASE_FALLBACK);
    expect(gamePhaseLabel(1.5, tennis)).toBe(GAME_PHASE_FALLBACK);
    expect(gamePhaseLabel(Number.NaN, tennis)).toBe(GAME_PHASE_FALLBACK);
  });

  it('is total: any integer code and any sport id give a non-empty label without throwing', () => {
    const sportId = fc.oneof(fc.constantFrom(...Object.values(FEED_SPORT_IDS)), fc.integer());
    const half = fc.option(fc.constantFrom('top' as const, 'bottom' as const), { nil: undefined });
    fc.assert(
      fc.property(fc.integer(), sportId, half, (code, sport, inningHalf) => {
        const label = gamePhaseLabel(code, sport, inningHalf ? { inningHalf } : {});
        expect(typeof label).toBe('string');
        expect(label.trim().length).toBeGreaterThan(0);
      }),
    );
  });
});
