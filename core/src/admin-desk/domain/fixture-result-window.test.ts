import fc from 'fast-check';
import { SPORTS_FIXTURE_STATUS } from '../../sports/domain/sports-fixture.js';
import { checkFixtureResultWindow, fixtureHasKickedOff } from './fixture-result-window.js';

const NOW = Date.UTC(2026, 10, 28, 12, 0);
const MINUTE = 60_000;

describe('the results window of a fixture', () => {
  it('refuses a winner 14 minutes before the start with the Korean message', () => {
    const refused = checkFixtureResultWindow({ status: SPORTS_FIXTURE_STATUS.notStarted, startMs: NOW + 14 * MINUTE }, NOW, {
      onlyVoids: false,
    });
    expect(refused).toEqual({
      ok: false,
      error: {
        kind: 'resultBeforeStart',
        message: '아직 시작하지 않은 경기입니다. 경기가 시작된 뒤에 결과를 입력해주세요. (취소된 경기는 전체 적특 처리만 할 수 있습니다.)',
      },
    });
  });

  it('takes a result from the scheduled start on, or once the feed says the match is under way, over or cancelled', () => {
    const notStarted = SPORTS_FIXTURE_STATUS.notStarted;
    expect(checkFixtureResultWindow({ status: notStarted, startMs: NOW }, NOW, { onlyVoids: false }).ok).toBe(true);
    expect(checkFixtureResultWindow({ status: notStarted, startMs: NOW + 1 }, NOW, { onlyVoids: false }).ok).toBe(false);
    for (const status of [SPORTS_FIXTURE_STATUS.inPlay, SPORTS_FIXTURE_STATUS.finished, SPORTS_FIXTURE_STATUS.cancelled]) {
      expect(checkFixtureResultWindow({ status, startMs: NOW + 60 * MINUTE }, NOW, { onlyVoids: false }).ok).toBe(true);
    }
  });

  it('keeps the voiding path: a result that only voids is taken before the start', () => {
    expect(
      checkFixtureResultWindow({ status: SPORTS_FIXTURE_STATUS.notStarted, startMs: NOW + 14 * MINUTE }, NOW, { onlyVoids: true }).ok,
    ).toBe(true);
  });

  it('refuses exactly the non-void results of fixtures not started whose start is still ahead', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: -1_000 * MINUTE, max: 1_000 * MINUTE }),
        fc.boolean(),
        (status, offset, onlyVoids) => {
          const fixture = { status, startMs: NOW + offset };
          const refused = !checkFixtureResultWindow(fixture, NOW, { onlyVoids }).ok;
          expect(refused).toBe(status === SPORTS_FIXTURE_STATUS.notStarted && offset > 0 && !onlyVoids);
          expect(fixtureHasKickedOff(fixture, NOW)).toBe(status !== SPORTS_FIXTURE_STATUS.notStarted || offset <= 0);
        },
      ),
      { numRuns: 200 },
    );
  });
});
