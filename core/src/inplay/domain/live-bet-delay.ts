import { FEED_SPORT_IDS } from '../../labels/domain/sport-ids.js';
import { MIN_LIVE_BET_DELAY_SECONDS } from './inplay.constants.js';

/** Per-sport live-bet delays in seconds from the site settings; `basic` covers other sports. */
export interface LiveBetDelayPerSport {
  readonly soccer: number;
  readonly basketball: number;
  readonly baseball: number;
  readonly volleyball: number;
  readonly hockey: number;
  readonly basic: number;
}

/** The site settings that decide how long an in-play bet counts down before it is posted. */
export interface LiveBetDelaySettings {
  /** The global live-bet delay in seconds, when the settings give one. */
  readonly liveBetDelay?: number | null;
  readonly perSport: LiveBetDelayPerSport;
}

/**
 * The spec says "live-bet delay at least 3 s, else from settings per sport". Two readings:
 * - 'globalFirst' (default): a global delay of at least 3 s wins; otherwise the sport's own value.
 * - 'perSportFloored': the sport's own value, never less than 3 s (the global value is unused).
 */
export type LiveBetDelayPolicy = 'globalFirst' | 'perSportFloored';
export const DEFAULT_LIVE_BET_DELAY_POLICY: LiveBetDelayPolicy = 'globalFirst';

const SPORT_KEYS: ReadonlyMap<number, keyof LiveBetDelayPerSport> = new Map<number, keyof LiveBetDelayPerSport>([
  [FEED_SPORT_IDS.football, 'soccer'],
  [FEED_SPORT_IDS.basketball, 'basketball'],
  [FEED_SPORT_IDS.baseball, 'baseball'],
  [FEED_SPORT_IDS.volleyball, 'volleyball'],
  [FEED_SPORT_IDS.iceHockey, 'hockey'],
]);

/**
 * Settings are server data: fractions are cut to whole seconds; a missing, negative or
 * absurd (not a safe integer) value counts as 0.
 */
function wholeSeconds(value: number | null | undefined): number {
  const seconds = typeof value === 'number' && value > 0 ? Math.floor(value) : 0;
  return Number.isSafeInteger(seconds) ? seconds : 0;
}

/** The per-sport delay of a sport id: soccer 6046, basketball 48242, ... else `basic`. */
export function perSportDelaySeconds(perSport: LiveBetDelayPerSport, sportId: number): number {
  return wholeSeconds(perSport[SPORT_KEYS.get(sportId) ?? 'basic']);
}

/** Whole seconds the in-play countdown runs before the bet is posted. */
export function liveBetDelaySeconds(
  settings: LiveBetDelaySettings,
  sportId: number,
  policy: LiveBetDelayPolicy = DEFAULT_LIVE_BET_DELAY_POLICY,
): number {
  const perSport = perSportDelaySeconds(settings.perSport, sportId);
  if (policy === 'perSportFloored') return Math.max(MIN_LIVE_BET_DELAY_SECONDS, perSport);
  const global = wholeSeconds(settings.liveBetDelay);
  return global >= MIN_LIVE_BET_DELAY_SECONDS ? global : perSport;
}
