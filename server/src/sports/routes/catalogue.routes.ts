import type { FastifyInstance } from 'fastify';
import { popularFixturesCall, sportsLeaguesCall, sportsLocationsCall, topSportsCall } from '@bet/core/api/contracts/sports.js';
import { serve } from '../../http/contract-route.js';
import { BONUS_OFFERS, bonusBetName } from '../betting/bonus.js';
import { countFixtures, listFixtures, type FixtureFilter } from '../store/fixture-queries.js';
import { leaguesOf, locationsOf, popularFixtures, sportsMenu } from '../store/menu-queries.js';
import { NO_QUERY, PUBLIC, S, type RouteDeps } from './route-kit.js';

interface FixtureQuery {
  sport_id?: number;
  sportId?: number;
  location_id?: number;
  location?: number;
  league?: number;
  game_type?: number;
  fixtureId?: number;
  time?: number;
  search?: string;
  page?: number;
  perpage?: number;
}

/** Filters of spec section 2 (/europe, /korea); both spellings of sport and location accepted. */
const fixtureQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    sport_id: S.id,
    sportId: S.id,
    location_id: S.id,
    location: S.id,
    league: S.id,
    /** 1 = the pre-match list the sidebar links to; accepted for link compatibility. */
    game_type: { type: 'integer', minimum: 0, maximum: 999 },
    fixtureId: S.id,
    /** Cache-busting timestamp the sidebar search adds; ignored. */
    time: { type: 'integer', minimum: 0 },
    search: S.text(50),
    page: S.page,
    perpage: S.perpage(15),
  },
} as const;

const filterOf = (q: FixtureQuery, phase: FixtureFilter['phase']): FixtureFilter => {
  const sportId = q.sportId ?? q.sport_id;
  const locationId = q.location ?? q.location_id;
  const search = q.search?.trim();
  return {
    phase,
    page: q.page ?? 1,
    perpage: q.perpage ?? 15,
    ...(sportId === undefined ? {} : { sportId }),
    ...(locationId === undefined ? {} : { locationId }),
    ...(q.league === undefined ? {} : { leagueId: q.league }),
    ...(q.fixtureId === undefined ? {} : { fixtureId: q.fixtureId }),
    ...(search ? { search } : {}),
  };
};

/** Sports menu, popular fixtures, locations, leagues and the pre-match / in-play fixture lists. */
export async function catalogueRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { db } = deps;

  serve(app, topSportsCall, { config: PUBLIC }, async () => sportsMenu(db, deps.now()));

  serve(app, popularFixturesCall, { config: PUBLIC }, async () => popularFixtures(db, deps.now()));

  serve(app, sportsLocationsCall, { config: PUBLIC }, async (request) => locationsOf(db, deps.now(), request.query.sportId));

  serve(app, sportsLeaguesCall, { config: PUBLIC }, async (request) =>
    leaguesOf(db, deps.now(), request.query.sportId, request.query.locationId),
  );

  for (const [path, phase] of [
    ['/sports-prematch/fixtures', 'prematch'],
    ['/sports-inplay/fixtures', 'inplay'],
  ] as const) {
    app.get<{ Querystring: FixtureQuery }>(
      path,
      { config: PUBLIC, schema: { querystring: fixtureQuerySchema } },
      async (request, reply) => {
        const filter = filterOf(request.query, phase);
        const [rows, total] = await Promise.all([listFixtures(db, deps.now(), filter), countFixtures(db, deps.now(), filter)]);
        void reply.header('x-total-count', String(total));
        return rows;
      },
    );
    app.get<{ Querystring: FixtureQuery }>(
      `${path}/count`,
      { config: PUBLIC, schema: { querystring: fixtureQuerySchema } },
      async (request) => ({
        count: await countFixtures(db, deps.now(), filterOf(request.query, phase)),
      }),
    );
  }

  /** Folder bonuses the slip may add (market id -1, odds id = folders needed). */
  app.get('/sports-prematch/bonus', { config: PUBLIC, schema: NO_QUERY }, async () =>
    BONUS_OFFERS.map((o) => ({
      id: o.folders,
      marketId: -1,
      marketName: 'Bonus',
      betName: bonusBetName(o.folders),
      betPrice: o.price / 100,
    })),
  );
}
