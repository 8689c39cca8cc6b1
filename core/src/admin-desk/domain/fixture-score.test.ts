import fc from 'fast-check';
import { FIXTURE_SCORE_MAX, fixtureScoreDraftOf, validateFixtureScore } from './fixture-score.js';

const draft = (home: string, away: string) => ({ home, away });

describe('validateFixtureScore', () => {
  it('accepts whole numbers from 0 to 999 on both sides, spaces trimmed', () => {
    expect(validateFixtureScore(draft('2', '1'))).toEqual({ ok: true, value: { home: 2, away: 1 } });
    expect(validateFixtureScore(draft(' 0 ', '999'))).toEqual({ ok: true, value: { home: 0, away: 999 } });
    expect(validateFixtureScore(draft('007', '10'))).toEqual({ ok: true, value: { home: 7, away: 10 } });
  });

  it.each([
    ['', '1'],
    ['2', ''],
    ['  ', '  '],
  ])("refuses a missing side ('%s' : '%s') with '최종 스코어(홈, 원정)를 모두 입력해주세요.'", (home, away) => {
    expect(validateFixtureScore(draft(home, away))).toEqual({
      ok: false,
      error: { kind: 'score', message: '최종 스코어(홈, 원정)를 모두 입력해주세요.' },
    });
  });

  it.each([
    ['1000', '0'],
    ['-1', '2'],
    ['1.5', '2'],
    ['2', '1e2'],
    ['두', '1'],
    ['+3', '1'],
  ])("refuses '%s' : '%s' with '스코어는 0부터 999까지의 정수로 입력해주세요.'", (home, away) => {
    expect(validateFixtureScore(draft(home, away))).toEqual({
      ok: false,
      error: { kind: 'score', message: '스코어는 0부터 999까지의 정수로 입력해주세요.' },
    });
  });

  it('property: a pair of integers is accepted exactly when both are within 0..999, and read back unchanged', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 1_200 }), fc.integer({ min: -50, max: 1_200 }), (home, away) => {
        const inRange = (n: number) => n >= 0 && n <= FIXTURE_SCORE_MAX;
        const result = validateFixtureScore(draft(String(home), String(away)));
        expect(result.ok).toBe(inRange(home) && inRange(away));
        if (result.ok) expect(result.value).toEqual({ home, away });
      }),
      { numRuns: 200 },
    );
  });
});

describe('fixtureScoreDraftOf', () => {
  it("prefills the feed's score, or leaves both sides empty", () => {
    expect(fixtureScoreDraftOf({ home: 3, away: 0 })).toEqual({ home: '3', away: '0' });
    expect(fixtureScoreDraftOf(null)).toEqual({ home: '', away: '' });
  });
});
