import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  bonusOffersCall,
  inplayFixtureCountCall,
  inplayFixturesCall,
  popularFixturesCall,
  prematchFixtureCountCall,
  prematchFixturesCall,
  sportsLeaguesCall,
  sportsLocationsCall,
  topSportsCall,
  type ServerTypes,
} from '@bet/core/api';
import { serve } from '../../../http/contract-route.js';
import { refusal, refuse } from '../../../http/refusals.js';
import { BONUS_MARKET_ID, BONUS_MARKET_NAME } from '../core-rules.js';
import { bonusBetName } from '../betting/bonus.js';
import { loadBonusOffers } from '../betting/bonus-store.js';
import { countFixtures, listFixtures, type FixtureFilter } from '../store/fixture-list-store.js';
import { leaguesOf, locationsOf, popularFixtures, sportsMenu } from '../store/menu-store.js';
import { SPORTS_MESSAGES } from '../messages.js';
import type { SportsRouteDeps } from './sports.ports.js';

const PUBLIC = { auth: 'public' } as const;

type FixtureQuery = ServerTypes<typeof prematchFixturesCall>['Querystring'];

/** The list's filters; `favouritesOf` is the session member (never a member id from the request). */
const filterOf = (q: FixtureQuery, phase: FixtureFilter['phase'], favouritesOf: number | undefined): FixtureFilter => {
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
    ...(favouritesOf === undefined ? {} : { favouritesOf }),
  };
};

/** Sports menu, popular fixtures, locations, leagues, the pre-match / in-play fixture lists and the folder bonuses. */
export async function catalogueRoutes(app: FastifyInstance, deps: SportsRouteDeps): Promise<void> {
  const { db } = deps;

  serve(app, topSportsCall, { config: PUBLIC }, async () => sportsMenu(db, deps.now()));

  serve(app, popularFixturesCall, { config: PUBLIC }, async () => popularFixtures(db, deps.now()));

  serve(app, sportsLocationsCall, { config: PUBLIC }, async (request) => locationsOf(db, deps.now(), request.query.sportId));

  serve(app, sportsLeaguesCall, { config: PUBLIC }, async (request) =>
    leaguesOf(db, deps.now(), request.query.sportId, request.query.locationId),
  );

  /** favorites=true narrows to the session member's favourites; a visitor has none and is refused (401). */
  const favouritesOf = (request: FastifyRequest<{ Querystring: FixtureQuery }>): number | undefined => {
    if (request.query.favorites !== true) return undefined;
    if (!request.member) throw refusal(refuse('loginRequired', SPORTS_MESSAGES.loginRequired));
    return request.member.id;
  };

  for (const [rowsCall, countCall, phase] of [
    [prematchFixturesCall, prematchFixtureCountCall, 'prematch'],
    [inplayFixturesCall, inplayFixtureCountCall, 'inplay'],
  ] as const) {
    serve(app, rowsCall, { config: PUBLIC }, async (request, reply) => {
      const filter = filterOf(request.query, phase, favouritesOf(request));
      const [rows, total] = await Promise.all([listFixtures(db, deps.now(), filter), countFixtures(db, deps.now(), filter)]);
      void reply.header('x-total-count', String(total));
      return rowsCall.response.encode(rows);
    });
    serve(app, countCall, { config: PUBLIC }, async (request) => ({
      count: await countFixtures(db, deps.now(), filterOf(request.query, phase, favouritesOf(request))),
    }));
  }

  /** Folder bonuses the slip may add (market id -1, odds id = folders needed); prices through the contract's odds encoder. */
  serve(app, bonusOffersCall, { config: PUBLIC }, async () =>
    bonusOffersCall.response.encode(
      (await loadBonusOffers(db)).map((o) => ({
        id: o.folders,
        marketId: BONUS_MARKET_ID,
        marketName: BONUS_MARKET_NAME,
        betName: bonusBetName(o.folders),
        betPrice: o.price,
      })),
    ),
  );
}
