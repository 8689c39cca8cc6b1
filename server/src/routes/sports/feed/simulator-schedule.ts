// How the simulator schedules a new fixture: teams, kick-off (or minutes already played) and strength from the fixture's own random stream.
import type { CatalogueLeague } from './catalogue.js';
import { FixtureSim } from './fixture-sim.js';
import { FIXTURE_STATUS, type FeedFixture } from './odds-feed.js';
import { hash32, mulberry32 } from './prng.js';
import { sportModel } from './sport-models.js';

const HOUR = 3_600_000;

/** What a new fixture is drawn from: the simulator's seed, speed, horizon, clock and id counters. */
export interface FixtureSchedule {
  readonly seed: number;
  readonly speed: number;
  /** Latest start of a new fixture, real ms ahead (earliest is 20 minutes or a tenth of it). */
  readonly horizonMs: number;
  readonly now: number;
  /** The last ids given out; the new fixture's ids follow them (and are counted here). */
  readonly ids: { fixture: number; market: number; odds: number };
}

/**
 * A new fixture of `league`: 'live' has already run up to 60 % of its regulation time, 'upcoming'
 * kicks off on a grid within the horizon. Its stream is hash32(seed, id), so adding fixtures never
 * changes another's story.
 */
export function scheduleFixture(league: CatalogueLeague, when: 'live' | 'upcoming', at: FixtureSchedule): FixtureSim {
  const { ids } = at;
  const model = sportModel(league.sportId);
  const id = ++ids.fixture;
  const rng = mulberry32(hash32(at.seed, id));
  const homeIndex = rng.int(0, league.teams.length - 1);
  const awayIndex = (homeIndex + rng.int(1, league.teams.length - 1)) % league.teams.length;
  const home = league.teams[homeIndex];
  const away = league.teams[awayIndex];
  if (!home || !away) throw new Error(`league ${league.id} needs two teams`);
  const regulationMs = model.periodCodes.length * model.periodMs;
  const realLength = regulationMs / at.speed;
  const playedReal = when === 'live' ? rng.int(1, Math.floor(realLength * 0.6)) : 0;
  const horizon = at.horizonMs;
  const earliest = Math.min(20 * 60_000, horizon / 10);
  // Five-minute grid like real kick-off times (finer when the horizon is short, as in tests).
  const grid = horizon >= HOUR ? 300_000 : 1_000;
  const ahead = Math.max(grid, Math.round(rng.int(earliest, horizon) / grid) * grid);
  const startDate = when === 'live' ? at.now - playedReal : at.now + ahead;
  const fixture: FeedFixture = {
    id,
    sportId: league.sportId,
    locationId: league.locationId,
    leagueId: league.id,
    startDate,
    status: FIXTURE_STATUS.notStarted,
    home,
    away,
    score: null,
    periodCode: null,
  };
  const strength = (rng.next() - 0.45) * 0.6;
  const sim = new FixtureSim(fixture, model, strength, rng, at.speed, {
    market: () => ++ids.market,
    odds: () => ++ids.odds,
  });
  if (when === 'live') sim.fastForward(playedReal * at.speed);
  return sim;
}
