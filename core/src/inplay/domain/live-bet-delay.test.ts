import fc from 'fast-check';
import { FEED_SPORT_IDS } from '../../labels/domain/sport-ids.js';
import { liveBetDelaySeconds, perSportDelaySeconds, type LiveBetDelaySettings } from './live-bet-delay.js';

const perSport = { soccer: 6, basketball: 7, baseball: 8, volleyball: 9, hockey: 10, basic: 11 };
const settings = (liveBetDelay: number | null | undefined, overrides = {}): LiveBetDelaySettings => ({
  liveBetDelay,
  perSport: { ...perSport, ...overrides },
});

describe('live-bet delay', () => {
  it.each([
    [FEED_SPORT_IDS.football, 6],
    [FEED_SPORT_IDS.basketball, 7],
    [FEED_SPORT_IDS.baseball, 8],
    [FEED_SPORT_IDS.volleyball, 9],
    [FEED_SPORT_IDS.iceHockey, 10],
    [FEED_SPORT_IDS.tennis, 11],
    [1, 11],
  ])("takes sport %d's own setting, %d s, when there is no global delay", (sportId, seconds) => {
    expect(liveBetDelaySeconds(settings(null), sportId)).toBe(seconds);
    expect(perSportDelaySeconds(perSport, sportId)).toBe(seconds);
  });

  describe('reading A (default, globalFirst)', () => {
    it('uses a global delay of at least 3 s for every sport', () => {
      expect(liveBetDelaySeconds(settings(3), FEED_SPORT_IDS.football)).toBe(3);
      expect(liveBetDelaySeconds(settings(15), FEED_SPORT_IDS.basketball, 'globalFirst')).toBe(15);
    });

    it('falls back to the sport setting when the global delay is under 3 s or missing', () => {
      expect(liveBetDelaySeconds(settings(2), FEED_SPORT_IDS.football)).toBe(6);
      expect(liveBetDelaySeconds(settings(0), FEED_SPORT_IDS.iceHockey)).toBe(10);
      expect(liveBetDelaySeconds(settings(undefined), FEED_SPORT_IDS.baseball)).toBe(8);
      expect(liveBetDelaySeconds(settings(2, { soccer: 1 }), FEED_SPORT_IDS.football)).toBe(1);
    });
  });

  describe('reading B (perSportFloored)', () => {
    it('uses the sport setting, never less than 3 s, and ignores the global delay', () => {
      expect(liveBetDelaySeconds(settings(20), FEED_SPORT_IDS.football, 'perSportFloored')).toBe(6);
      expect(liveBetDelaySeconds(settings(null, { soccer: 1 }), FEED_SPORT_IDS.football, 'perSportFloored')).toBe(3);
      expect(liveBetDelaySeconds(settings(null, { basic: 0 }), 42, 'perSportFloored')).toBe(3);
    });
  });

  it('reads broken settings as 0 s (whole seconds only)', () => {
    expect(liveBetDelaySeconds(settings(Number.NaN, { soccer: -4 }), FEED_SPORT_IDS.football)).toBe(0);
    expect(liveBetDelaySeconds(settings(4.9), FEED_SPORT_IDS.football)).toBe(4);
    expect(liveBetDelaySeconds(settings(1e300), FEED_SPORT_IDS.football)).toBe(6);
    expect(liveBetDelaySeconds(settings(null, { soccer: 5.5 }), FEED_SPORT_IDS.football)).toBe(5);
  });

  it('always gives whole non-negative seconds; reading B at least 3, reading A the global value when it is at least 3', () => {
    const value = fc.oneof(fc.double(), fc.integer({ min: -10, max: 100 }), fc.constant(null));
    const seconds = fc.oneof(fc.double(), fc.integer({ min: -10, max: 100 }));
    const sport = fc.oneof(fc.constantFrom(...Object.values(FEED_SPORT_IDS)), fc.integer());
    fc.assert(
      fc.property(
        value,
        fc.record({ soccer: seconds, basketball: seconds, baseball: seconds, volleyball: seconds, hockey: seconds, basic: seconds }),
        sport,
        (global, per, sportId) => {
          const s: LiveBetDelaySettings = { liveBetDelay: global, perSport: per };
          const a = liveBetDelaySeconds(s, sportId, 'globalFirst');
          const b = liveBetDelaySeconds(s, sportId, 'perSportFloored');
          expect(Number.isSafeInteger(a) && a >= 0).toBe(true);
          expect(Number.isSafeInteger(b) && b >= 3).toBe(true);
          if (typeof global === 'number' && global >= 3 && Number.isSafeInteger(Math.floor(global))) expect(a).toBe(Math.floor(global));
          else expect(a).toBe(perSportDelaySeconds(per, sportId));
        },
      ),
    );
  });
});
